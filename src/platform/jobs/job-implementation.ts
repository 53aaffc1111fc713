import type { Kysely } from 'kysely';
import type { TenantClock } from '../settings/index.ts';

/** What a job receives: the run's transaction, the tenant's clock and the user it acts for. */
export interface JobContext {
  readonly db: Kysely<object>;
  readonly clock: TenantClock;
  readonly userId: number;
}

/** The work of one scheduler job (Fineract short name → implementation), contributed by the module that owns it. */
export type JobImplementation = (ctx: JobContext) => Promise<void>;
