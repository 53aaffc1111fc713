/** The processes a benchmark run starts: the server under test (server.ts) and the load generator (load.ts). */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { LoadRequest, LoadResult, ServerAnswer, ServerReady, ServerRequest, ServerSettings } from './protocol.ts';

const HERE = import.meta.dirname;

/** Children still running: stopped first when the run is interrupted. */
const running = new Set<ChildProcess>();

function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Ends every child still running and waits for them (at most 5 s). */
export async function stopChildren(): Promise<void> {
  const exits = [...running].map((child) => new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGKILL');
  }));
  await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 5000))]);
}

type Question = ServerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The running server child and a request/answer channel to it. */
export class ServerProcess {
  private readonly child: ChildProcess;
  private readonly pending = new Map<number, { resolve: (answer: ServerAnswer) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private readonly exited: Promise<number | null>;
  readonly ready: ServerReady;

  private constructor(child: ChildProcess, ready: ServerReady, exited: Promise<number | null>) {
    this.child = child;
    this.ready = ready;
    this.exited = exited;
    child.on('message', (answer: ServerAnswer) => {
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (answer.type === 'error') {
        waiting?.reject(new Error(answer.message));
      } else {
        waiting?.resolve(answer);
      }
    });
    void exited.then((code) => {
      for (const waiting of this.pending.values()) {
        waiting.reject(new Error(`server exited with ${code ?? 'a signal'}`));
      }
      this.pending.clear();
    });
  }

  /** Starts the server and waits until it listens (seeding included). `execArgv` e.g. `--cpu-prof`. */
  static async start(settings: ServerSettings, execArgv: readonly string[]): Promise<ServerProcess> {
    const child = track(
      fork(join(HERE, 'server.ts'), [], {
        env: { ...process.env, BENCH_SERVER: JSON.stringify(settings) },
        execArgv: [...execArgv],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const ready = await new Promise<ServerReady>((resolve, reject) => {
      child.once('message', (message: ServerReady) => resolve(message));
      void exited.then((code) => reject(new Error(`server exited with ${code ?? 'a signal'} before listening`)));
    });
    return new ServerProcess(child, ready, exited);
  }

  async ask(question: Question): Promise<ServerAnswer> {
    const id = this.nextId;
    this.nextId += 1;
    const answer = new Promise<ServerAnswer>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    this.child.send({ ...question, id });
    return answer;
  }

  async statementCount(): Promise<number> {
    const answer = await this.ask({ type: 'count' });
    return answer.type === 'count' ? answer.count : Number.NaN;
  }

  /** Stops the server (it writes its CPU profile, if any, on exit). */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.connected) {
      await this.ask({ type: 'stop' }).catch(() => undefined);
    }
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(timer);
  }
}

/** Runs one load in a fresh load-generator process. */
export async function runLoad(request: LoadRequest): Promise<LoadResult> {
  const child = track(fork(join(HERE, 'load.ts'), [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  return new Promise<LoadResult>((resolve, reject) => {
    child.once('message', (result: LoadResult) => resolve(result));
    child.once('exit', (code) => reject(new Error(`load generator exited with ${code ?? 'a signal'}`)));
    child.send(request);
  });
}
