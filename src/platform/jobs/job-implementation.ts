import type { Kysely } from 'kysely';
import type { TenantClock } from '../settings/index.ts';

/** Told how far a long job has come: `done` of `total` items (e.g. accounts) processed so far. */
export type JobProgress = (done: number, total: number) => void;

/**
 * What a job receives: the run's transaction, the tenant's clock and the user it acts for; `progress`, when
 * the caller watches (the CLI), for jobs that can say how far they have come (others ignore it).
 */
export interface JobContext {
  /**
   * The run's transaction; for a job that manages its own transactions ({@link ownTransactions}) on a database
   * server, the tenant database itself, on which the job opens and commits its transactions.
   */
  readonly db: Kysely<object>;
  readonly clock: TenantClock;
  readonly userId: number;
  /** The tenant the job runs for (its identifier), e.g. for messages sent to gateways on its behalf. */
  readonly tenantIdentifier: string;
  readonly progress?: JobProgress;
}

/**
 * The work of one scheduler job (Fineract short name → implementation), contributed by the module that owns it.
 * `managesTransactions` marks a job that commits its work in parts itself (see {@link ownTransactions}).
 */
export type JobImplementation = ((ctx: JobContext) => Promise<void>) & { readonly managesTransactions?: boolean };

/**
 * Declares a job that opens and commits its own transactions (Loan COB commits per chunk and per loan). Where the
 * database has more than one connection (PostgreSQL), the runner then gives it the tenant database instead of a
 * transaction, does not lock the job's row for the run (concurrent runs share the work; the job coordinates
 * them) and records the run's history in a transaction of its own once the job returns. What the job committed
 * stays when it fails. On the embedded database (one connection) the job runs in the run's transaction as others.
 */
export function ownTransactions(work: (ctx: JobContext) => Promise<void>): JobImplementation {
  return Object.assign((ctx: JobContext) => work(ctx), { managesTransactions: true });
}

/**
 * Thrown by a job that did part of its work and failed on the rest (e.g. some ad-hoc queries failed while
 * others ran): the runner records the run as failed with this message and log, but keeps the work done —
 * unlike any other error, which undoes the job's changes.
 */
export class JobPartlyFailed extends Error {
  /** The run history's error log (one line per failed part). */
  readonly log: string;

  constructor(message: string, log: string) {
    super(message);
    this.name = 'JobPartlyFailed';
    this.log = log;
  }
}
