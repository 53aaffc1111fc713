import cliProgress from 'cli-progress';

/** Where the bar is drawn: a terminal stream (stdout in the CLI). */
export interface ProgressOutput extends NodeJS.WritableStream {
  readonly isTTY?: boolean;
  readonly columns?: number;
}

/**
 * The progress bar of `corebank jobs run` (cli-progress): `label [████░░░░] 42 % | 2100/5000`, redrawn in
 * place on a terminal. Created on the first `update`, so a job that never reports progress shows no bar;
 * cli-progress draws nothing when the output is not a terminal (logs and pipes stay clean).
 */
export class ProgressBar {
  private readonly output: ProgressOutput;
  private readonly label: string;
  private bar: cliProgress.SingleBar | undefined;

  constructor(output: ProgressOutput, label: string) {
    this.output = output;
    this.label = label;
  }

  /** Records `done` of `total` (cli-progress limits how often it redraws). */
  update(done: number, total: number): void {
    if (this.bar === undefined) {
      this.bar = new cliProgress.SingleBar(
        { stream: this.output, format: `${this.label} [{bar}] {percentage} % | {value}/{total}`, hideCursor: false, clearOnComplete: false },
        cliProgress.Presets.legacy,
      );
      this.bar.start(total, done);
      return;
    }
    this.bar.setTotal(total);
    this.bar.update(done);
  }

  /** Draws the final state and ends the line, when a bar was shown. */
  stop(): void {
    this.bar?.stop();
    this.bar = undefined;
  }
}
