import type { JobImplementation } from './job-implementation.ts';

/**
 * The jobs an application can run: the union of what its modules contribute, by Fineract short name.
 * Built once when the application is put together and handed to whatever runs jobs (the command
 * pipeline for manual runs, the scheduler, the CLI); it never changes afterwards.
 */
export class JobCatalogue {
  static readonly EMPTY = new JobCatalogue(new Map());

  private readonly implementations: ReadonlyMap<string, JobImplementation>;

  private constructor(implementations: ReadonlyMap<string, JobImplementation>) {
    this.implementations = implementations;
  }

  /** Joins contributions (undefined ones are skipped); a short name contributed twice is a bug. */
  static of(contributions: readonly (ReadonlyMap<string, JobImplementation> | undefined)[]): JobCatalogue {
    const joined = new Map<string, JobImplementation>();
    for (const contribution of contributions) {
      for (const [shortName, implementation] of contribution ?? []) {
        if (joined.has(shortName)) {
          throw new Error(`two implementations of job ${shortName}`);
        }
        joined.set(shortName, implementation);
      }
    }
    return new JobCatalogue(joined);
  }

  /** The implementation of a job, or undefined when no module implements it. */
  get(shortName: string): JobImplementation | undefined {
    return this.implementations.get(shortName);
  }

  /** The short names of every implemented job, sorted. */
  shortNames(): string[] {
    return [...this.implementations.keys()].sort();
  }
}
