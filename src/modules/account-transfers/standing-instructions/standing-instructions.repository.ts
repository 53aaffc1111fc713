import { Decimal } from 'decimal.js';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type StandingInstructionRow = Selectable<TenantDB['m_account_transfer_standing_instructions']>;
type StandingInstructionValues = Insertable<TenantDB['m_account_transfer_standing_instructions']>;
export type StandingInstructionChanges = Updateable<TenantDB['m_account_transfer_standing_instructions']>;

/** An instruction with the accounts of its details row. */
export interface StandingInstructionWithAccounts extends StandingInstructionRow {
  readonly from_savings_account_id: number | null;
  readonly to_savings_account_id: number | null;
  readonly to_loan_account_id: number | null;
}

export async function insertStandingInstruction(untyped: Kysely<object>, values: StandingInstructionValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_account_transfer_standing_instructions').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The instruction unless deleted, locked for a change. */
export async function findStandingInstructionForUpdate(untyped: Kysely<object>, id: number): Promise<StandingInstructionRow | undefined> {
  return tenantTables(untyped)
    .selectFrom('m_account_transfer_standing_instructions')
    .selectAll()
    .where('id', '=', id)
    .where('status', '<>', 3)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateStandingInstruction(untyped: Kysely<object>, id: number, changes: StandingInstructionChanges): Promise<void> {
  await tenantTables(untyped).updateTable('m_account_transfer_standing_instructions').set(changes).where('id', '=', id).execute();
}

export async function standingInstructionNameTaken(untyped: Kysely<object>, name: string): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_account_transfer_standing_instructions').select('id').where('name', '=', name).executeTakeFirst();
  return row !== undefined;
}

/**
 * The active instructions valid on the date (from validFrom, before validTill) and not yet run on it, with
 * the savings and loan accounts of their details. Ordered as Fineract's job reads them: by the priority column
 * descending (4 low … 1 urgent), then by id.
 */
export async function findRunnableStandingInstructions(untyped: Kysely<object>, date: string): Promise<StandingInstructionWithAccounts[]> {
  return tenantTables(untyped)
    .selectFrom('m_account_transfer_standing_instructions as si')
    .innerJoin('m_account_transfer_details as atd', 'atd.id', 'si.account_transfer_details_id')
    .selectAll('si')
    .select(['atd.from_savings_account_id', 'atd.to_savings_account_id', 'atd.to_loan_account_id'])
    .where('si.status', '=', 1)
    .where('si.valid_from', '<=', date)
    .where((eb) => eb.or([eb('si.valid_till', 'is', null), eb('si.valid_till', '>', date)]))
    .where((eb) => eb.or([eb('si.last_run_date', 'is', null), eb('si.last_run_date', '<>', date)]))
    .orderBy('si.priority', 'desc')
    .orderBy('si.id')
    .execute();
}

/** One run of an instruction: 'success' or 'failed' with why. */
export async function insertStandingInstructionHistory(untyped: Kysely<object>, instructionId: number, status: 'success' | 'failed', amount: string, errorLog: string | null): Promise<void> {
  await tenantTables(untyped)
    .insertInto('m_account_transfer_standing_instructions_history')
    .values({ standing_instruction_id: instructionId, status, amount, execution_time: sql<Date>`localtimestamp`, error_log: errorLog === null ? null : errorLog.slice(0, 500) })
    .execute();
}

/** Runs work under a savepoint: on failure only its changes are undone and the error is answered. */
export async function inSavepoint(untyped: Kysely<object>, name: string, work: () => Promise<unknown>): Promise<Error | undefined> {
  await sql`savepoint ${sql.id(name)}`.execute(untyped);
  try {
    await work();
    await sql`release savepoint ${sql.id(name)}`.execute(untyped);
    return undefined;
  } catch (error) {
    await sql`rollback to savepoint ${sql.id(name)}`.execute(untyped);
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** The office and client of a loan a standing instruction repays (the client's office, or the group's). */
export async function findLoanParties(untyped: Kysely<object>, loanId: number): Promise<{ clientId: number | null; officeId: number } | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan as l')
    .leftJoin('m_client as c', 'c.id', 'l.client_id')
    .leftJoin('m_group as g', 'g.id', 'l.group_id')
    .select(['l.client_id', sql<number>`coalesce(c.office_id, g.office_id)`.as('office_id')])
    .where('l.id', '=', loanId)
    .executeTakeFirst();
  return row === undefined ? undefined : { clientId: row.client_id, officeId: row.office_id };
}

/** What a loan owes on its unpaid installments due by the date, and the latest of their due dates (Fineract's retriveLoanDuesData). */
export async function findLoanDues(untyped: Kysely<object>, loanId: number, date: string): Promise<{ dueDate: string | null; totalDue: Decimal }> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan_repayment_schedule')
    .select([
      (eb) => eb.fn.max('duedate').as('due_date'),
      sql<string | null>`sum(coalesce(principal_amount, 0) - coalesce(principal_completed_derived, 0) - coalesce(principal_writtenoff_derived, 0)
        + coalesce(interest_amount, 0) - coalesce(interest_completed_derived, 0) - coalesce(interest_writtenoff_derived, 0) - coalesce(interest_waived_derived, 0)
        + coalesce(fee_charges_amount, 0) - coalesce(fee_charges_completed_derived, 0) - coalesce(fee_charges_writtenoff_derived, 0) - coalesce(fee_charges_waived_derived, 0)
        + coalesce(penalty_charges_amount, 0) - coalesce(penalty_charges_completed_derived, 0) - coalesce(penalty_charges_writtenoff_derived, 0) - coalesce(penalty_charges_waived_derived, 0))`.as('total_due'),
    ])
    .where('loan_id', '=', loanId)
    .where('duedate', '<=', date)
    .where('completed_derived', '=', false)
    .executeTakeFirst();
  return { dueDate: row?.due_date ?? null, totalDue: new Decimal(row?.total_due ?? 0) };
}
