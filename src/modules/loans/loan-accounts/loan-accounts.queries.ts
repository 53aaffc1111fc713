import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { sql, type AliasableExpression, type Expression, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { page, parsePaging, type Page } from '../../../platform/http/index.ts';
import type { TenantClock } from '../../../platform/settings/index.ts';
import { tenantMoneyContext } from '../../../platform/settings/index.ts';
import { unsupportedQueryValue } from '../../../shared/errors/api-errors.ts';
import { JsonCommand } from '../../../shared/validation/index.ts';
import { presentProposedSchedule, presentStoredSchedule, type LoanScheduleView, type ScheduleTranche } from '../loan-schedules/loan-schedules.presenter.ts';
import { retrieveStoredSchedule } from '../loan-schedules/loan-schedules.queries.ts';
import { findOverdueByComponent, findStoredSchedules, loanOverdueSql, overdueOf, type OverdueByComponent, type StoredInstallment } from '../loan-schedules/loan-schedules.repository.ts';
import { loanChargesOf, loanChargesOfLoans } from '../loan-charges/loan-charges.queries.ts';
import { arrearsCutOff, isInArrears } from './domain/loan-arrears.ts';
import { LoanStatus } from './domain/loan-status.ts';
import { EMI_AMOUNT_TERM_TYPE, loanTermVariationView, type LoanTermVariationRow } from './domain/loan-term-variations.ts';
import { loanDisbursementDetailNotFound, loanExternalIdNotFound, loanNotFound } from './loan-accounts.errors.ts';
import { currencyOf, presentLoan, type LoanArrears, type LoanAssociations, type LoanDetailRow, type LoanView } from './loan-accounts.presenter.ts';
import type { LoanRecalculationRow } from './loan-recalculation.presenter.ts';
import { assembleApplication } from './loan-application.queries.ts';
import { findLoanIdByExternalId } from './loan-accounts.repository.ts';
import { loanTransactionsOf } from '../loan-transactions/loan-transactions.queries.ts';
import { findLinkedSavingsAccount } from './loan-linked-account.repository.ts';
import { retrieveLoanDelinquency, retrieveLoansDelinquency, type DelinquencyLoanFacts } from '../loan-delinquency/loan-delinquency.queries.ts';

type Query = Readonly<Record<string, string | undefined>>;

const userName = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

/** The summary amounts as one JSON text (read only for loans from disbursement on). */
const SUMMARY_JSON = sql<string>`json_build_object(
  'principalDisbursed', l.principal_disbursed_derived, 'principalAdjustments', l.principal_adjustments_derived, 'principalPaid', l.principal_repaid_derived,
  'principalWrittenOff', l.principal_writtenoff_derived, 'principalOutstanding', l.principal_outstanding_derived,
  'interestCharged', l.interest_charged_derived, 'interestPaid', l.interest_repaid_derived, 'interestWaived', l.interest_waived_derived,
  'interestWrittenOff', l.interest_writtenoff_derived, 'interestOutstanding', l.interest_outstanding_derived,
  'feeChargesCharged', l.fee_charges_charged_derived, 'feeAdjustments', l.fee_adjustments_derived, 'feeChargesPaid', l.fee_charges_repaid_derived,
  'feeChargesWaived', l.fee_charges_waived_derived, 'feeChargesWrittenOff', l.fee_charges_writtenoff_derived, 'feeChargesOutstanding', l.fee_charges_outstanding_derived,
  'penaltyChargesCharged', l.penalty_charges_charged_derived, 'penaltyAdjustments', l.penalty_adjustments_derived, 'penaltyChargesPaid', l.penalty_charges_repaid_derived,
  'penaltyChargesWaived', l.penalty_charges_waived_derived, 'penaltyChargesWrittenOff', l.penalty_charges_writtenoff_derived,
  'penaltyChargesOutstanding', l.penalty_charges_outstanding_derived, 'totalExpectedRepayment', l.total_expected_repayment_derived,
  'totalRepayment', l.total_repayment_derived, 'totalExpectedCostOfLoan', l.total_expected_costofloan_derived, 'totalCostOfLoan', l.total_costofloan_derived,
  'totalWaived', l.total_waived_derived, 'totalWrittenOff', l.total_writtenoff_derived, 'totalOutstanding', l.total_outstanding_derived,
  'totalRecovered', l.total_recovered_derived)::text`;

/** The loan's own interest recalculation settings, as JSON (Fineract's left join of m_loan_recalculation_details). */
const RECALCULATION_JSON = sql<string | null>`(select row_to_json(r)::text from m_loan_recalculation_details r where r.loan_id = l.id order by r.id limit 1)`;

/** Loans with every name a read shows, in one statement (no N+1). */
function loanDetails(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_loan as l')
    .leftJoin('m_client as c', 'c.id', 'l.client_id')
    .leftJoin('m_group as g', 'g.id', 'l.group_id')
    .leftJoin('m_product_loan as p', 'p.id', 'l.product_id')
    .leftJoin('m_fund as f', 'f.id', 'l.fund_id')
    .leftJoin('m_code_value as cv', 'cv.id', 'l.loanpurpose_cv_id')
    .leftJoin('m_staff as s', 's.id', 'l.loan_officer_id')
    .leftJoin('m_currency as cur', 'cur.code', 'l.currency_code')
    .leftJoin('m_appuser as sbu', 'sbu.id', 'l.created_by')
    .leftJoin('m_appuser as abu', 'abu.id', 'l.approvedon_userid')
    .leftJoin('m_appuser as rbu', 'rbu.id', 'l.rejectedon_userid')
    .leftJoin('m_appuser as wbu', 'wbu.id', 'l.withdrawnon_userid')
    .selectAll('l')
    .select([
      'c.account_no as client_account_no', 'c.display_name as client_name', 'c.external_id as client_external_id', 'c.office_id as client_office_id',
      'g.account_no as group_account_no', 'g.display_name as group_name', 'g.external_id as group_external_id', 'g.office_id as group_office_id',
      'p.name as product_name', 'p.description as product_description', 'p.allow_multiple_disbursals as product_multi_disburse',
      'p.can_define_fixed_emi_amount as product_can_define_emi', 'p.is_linked_to_floating_interest_rates as product_linked_to_floating',
      'p.can_use_for_topup as product_can_use_for_topup', 'p.disallow_expected_disbursements as product_disallow_expected',
      'f.name as fund_name', 'cv.code_value as purpose_name', 's.display_name as officer_name',
      'cur.name as currency_name', 'cur.display_symbol as currency_symbol', 'cur.internationalized_name_code as currency_name_code',
    ])
    .select([
      userName('sbu', 'username').as('submitted_username'), userName('sbu', 'firstname').as('submitted_firstname'), userName('sbu', 'lastname').as('submitted_lastname'),
      userName('abu', 'username').as('approved_username'), userName('abu', 'firstname').as('approved_firstname'), userName('abu', 'lastname').as('approved_lastname'),
      userName('rbu', 'username').as('rejected_username'), userName('rbu', 'firstname').as('rejected_firstname'), userName('rbu', 'lastname').as('rejected_lastname'),
      userName('wbu', 'username').as('withdrawn_username'), userName('wbu', 'firstname').as('withdrawn_firstname'), userName('wbu', 'lastname').as('withdrawn_lastname'),
      SUMMARY_JSON.as('summary_json'), RECALCULATION_JSON.as('recalculation_json'),
    ]);
}

type DetailSelect = Awaited<ReturnType<ReturnType<typeof loanDetails>['executeTakeFirstOrThrow']>>;

function detailRowOf(r: DetailSelect): LoanDetailRow {
  const { summary_json: summaryJson, recalculation_json: recalculationJson, ...rest } = r;
  const recalculation = recalculationJson === null ? null : JSON.parse(recalculationJson) as LoanRecalculationRow;
  return { ...(rest as unknown as Omit<LoanDetailRow, 'summary' | 'recalculation'>), summary: JSON.parse(summaryJson) as Record<string, string | null>, recalculation };
}

const ASSOCIATIONS = [
  'all', 'repaymentSchedule', 'transactions', 'charges', 'collateral', 'guarantors', 'multiDisburseDetails', 'futureSchedule', 'originalSchedule', 'linkedAccount', 'meeting', 'notes',
  'loanTermVariations', 'emiAmountVariations',
];

/** `associations=` minus `exclude=`; unknown names are refused (400). */
export function requestedAssociations(query: Query): Set<string> {
  const listed = (text: string | undefined) => (text ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
  const asked = listed(query.associations);
  for (const name of [...asked, ...listed(query.exclude)]) {
    if (!ASSOCIATIONS.includes(name)) {
      throw unsupportedQueryValue('associations', name, ASSOCIATIONS);
    }
  }
  const set = new Set(asked.includes('all') ? ASSOCIATIONS.filter((a) => !['all', 'meeting', 'notes', 'emiAmountVariations'].includes(a)) : asked);
  for (const name of listed(query.exclude)) {
    set.delete(name);
  }
  return set;
}

async function loanCollateral(untyped: Kysely<object>, loanId: number): Promise<unknown[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan_collateral_management as lc')
    .leftJoin('m_client_collateral_management as cc', 'cc.id', 'lc.client_collateral_id')
    .leftJoin('m_collateral_management as c', 'c.id', 'cc.collateral_id')
    .select(['lc.id', 'lc.client_collateral_id', 'lc.quantity', 'c.name', 'c.base_price', 'c.pct_to_base'])
    .where('lc.loan_id', '=', loanId)
    .orderBy('lc.id')
    .execute();
  return rows.map((r) => {
    const quantity = new Decimal(r.quantity);
    const total = quantity.times(r.base_price ?? 0);
    return { id: r.id, clientCollateralId: r.client_collateral_id ?? undefined, name: r.name ?? undefined, quantity, basePrice: new Decimal(r.base_price ?? 0), total, totalCollateral: total.times(r.pct_to_base ?? 0).dividedBy(100) };
  });
}

/** The active charges of each tranche (m_loan_tranche_disbursement_charge): their sum less what was waived, and their ids. */
const TRANCHE_CHARGES = sql`from m_loan_tranche_disbursement_charge tc join m_loan_charge lc on lc.id = tc.loan_charge_id and lc.is_active = true where tc.disbursement_detail_id = dd.id`;
const trancheChargeAmount = sql<string | null>`(select (sum(lc.amount) - coalesce(sum(lc.amount_waived_derived), 0))::text ${TRANCHE_CHARGES})`.as('charge_amount');
const trancheChargeIds = sql<string | null>`(select string_agg(lc.id::text, ',' order by lc.id) ${TRANCHE_CHARGES})`.as('loan_charge_ids');

const trancheWaivedAmount = sql<string | null>`(select coalesce(sum(lc.amount_waived_derived), 0)::text ${TRANCHE_CHARGES})`.as('waived_amount');

/**
 * The tranches of a loan as Fineract's DisbursementData (one statement): all but the reversed ones, or `trancheId`
 * alone (reversed or not, with its waived charges).
 */
async function disbursementDetails(untyped: Kysely<object>, loanId: number, trancheId?: number): Promise<Record<string, unknown>[]> {
  let query = tenantTables(untyped).selectFrom('m_loan_disbursement_detail as dd').selectAll('dd').select([trancheChargeAmount, trancheChargeIds, trancheWaivedAmount])
    .where('dd.loan_id', '=', loanId);
  query = trancheId === undefined ? query.where('dd.is_reversed', '=', false) : query.where('dd.id', '=', trancheId);
  const rows = await query.orderBy('dd.expected_disburse_date').orderBy('dd.id').execute();
  return rows.map((r) => ({
    id: r.id, expectedDisbursementDate: LocalDate.parse(r.expected_disburse_date), actualDisbursementDate: r.disbursedon_date === null ? undefined : LocalDate.parse(r.disbursedon_date),
    principal: new Decimal(r.principal), netDisbursalAmount: r.net_disbursal_amount === null ? undefined : new Decimal(r.net_disbursal_amount),
    ...(r.loan_charge_ids === null ? {} : { loanChargeId: r.loan_charge_ids }), ...(r.charge_amount === null ? {} : { chargeAmount: new Decimal(r.charge_amount) }),
    ...(trancheId === undefined || r.loan_charge_ids === null ? {} : { waivedChargeAmount: new Decimal(r.waived_amount ?? 0) }),
  }));
}

/**
 * GET /loans/{loanId}/disbursements/{disbursementId}: one tranche of a loan (Fineract's retrieveLoanDisbursementDetail,
 * reversed ones included); 404 for an unknown loan or a tranche of another loan.
 */
export async function retrieveLoanDisbursementDetail(untyped: Kysely<object>, loanId: number, trancheId: number): Promise<Record<string, unknown>> {
  const [tranche] = await disbursementDetails(untyped, loanId, trancheId);
  if (tranche === undefined) {
    throw loanDisbursementDetailNotFound(loanId, trancheId);
  }
  return tranche;
}

/**
 * The tranches a multi-disbursement loan's schedule shows (Fineract's order; reversed ones left out; one statement).
 * Fineract also hides tranches still expected before today when interest is recalculated; they are shown here, as
 * the re-plan keeps them (docs/adr/0061-classic-interest-recalculation-scope.md).
 */
async function scheduleTranches(untyped: Kysely<object>, loanId: number): Promise<ScheduleTranche[]> {
  return (await scheduleTranchesOf(untyped, [loanId])).get(loanId) ?? [];
}

/** The schedule tranches of several multi-disbursement loans (one statement; none when no id is given). */
async function scheduleTranchesOf(untyped: Kysely<object>, loanIds: readonly number[]): Promise<Map<number, ScheduleTranche[]>> {
  const byLoan = new Map<number, ScheduleTranche[]>();
  if (loanIds.length === 0) {
    return byLoan;
  }
  const rows = await tenantTables(untyped).selectFrom('m_loan_disbursement_detail as dd').select(['dd.id', 'dd.loan_id', 'dd.expected_disburse_date', 'dd.disbursedon_date', 'dd.principal'])
    .select(trancheChargeAmount)
    .where('dd.loan_id', 'in', [...loanIds]).where('dd.is_reversed', '=', false).orderBy('dd.loan_id').orderBy('dd.expected_disburse_date').orderBy('dd.disbursedon_date').orderBy('dd.id').execute();
  for (const r of rows) {
    const list = byLoan.get(r.loan_id) ?? [];
    list.push({ id: r.id, date: LocalDate.parse(r.disbursedon_date ?? r.expected_disburse_date), principal: new Decimal(r.principal), ...(r.charge_amount === null ? {} : { chargeAmount: new Decimal(r.charge_amount) }) });
    byLoan.set(r.loan_id, list);
  }
  return byLoan;
}

function presentSchedule(installments: readonly StoredInstallment[], row: LoanDetailRow, tranches: readonly ScheduleTranche[]): LoanScheduleView {
  const disbursedOn = row.disbursedon_date ?? row.expected_disbursedon_date ?? row.submittedon_date ?? '1970-01-01';
  const principal = new Decimal(row.loan_status_id >= 300 ? (row.summary.principalDisbursed ?? row.principal_amount) : row.principal_amount);
  const feesAtDisbursement = new Decimal(row.total_charges_due_at_disbursement_derived ?? 0);
  return presentStoredSchedule(installments, { date: LocalDate.parse(disbursedOn), principal, feesAtDisbursement, tranches }, currencyOf(row));
}

/**
 * The loan's term variations as JSON text (Fineract's findLoanTermVariationsByLoanId: all of them, inactive ones too,
 * by applicable date), read within the loan's own statement and only when `wanted` (a bound flag: one plan).
 */
const termVariationsJson = (wanted: boolean) => sql<string | null>`case when ${wanted}::boolean then (select coalesce(json_agg(json_build_object(
  'id', v.id, 'termType', v.term_type, 'applicableFrom', v.applicable_date::text, 'decimalValue', v.decimal_value::text, 'dateValue', v.date_value::text,
  'specificToInstallment', v.is_specific_to_installment) order by v.applicable_date, v.id), '[]')::text from m_loan_term_variations v where v.loan_id = l.id) end`;

/**
 * Fineract's `loanTermVariations` association (also in `all`) and `emiAmountVariations` (also with `repaymentSchedule`):
 * from the loan's own statement, no statement of their own.
 */
function termVariationsOf(json: string | null, asked: ReadonlySet<string>): LoanAssociations {
  const all = json === null ? [] : (JSON.parse(json) as LoanTermVariationRow[]).map(loanTermVariationView);
  return {
    ...(asked.has('loanTermVariations') ? { loanTermVariations: all } : {}),
    ...(wantsEmiVariations(asked) ? { emiAmountVariations: all.filter((v) => v.termType.id === EMI_AMOUNT_TERM_TYPE) } : {}),
  };
}
const wantsEmiVariations = (asked: ReadonlySet<string>) => asked.has('emiAmountVariations') || asked.has('repaymentSchedule');

/** The associations asked for: one statement each. */
async function associationsOf(untyped: Kysely<object>, row: LoanDetailRow, asked: ReadonlySet<string>): Promise<LoanAssociations> {
  const scheduleAsked = asked.has('repaymentSchedule') || asked.has('futureSchedule');
  // The charges' paid and waived figures come from the installments holding them: one schedule read serves both.
  const installments = scheduleAsked ? await retrieveStoredSchedule(untyped, row.id) : undefined;
  const tranches = installments !== undefined && row.product_multi_disburse === true ? await scheduleTranches(untyped, row.id) : [];
  const schedule = installments === undefined ? undefined : presentSchedule(installments, row, tranches);
  const chargeHead = { id: row.id, externalId: row.external_id, currency: currencyOf(row), disbursedOn: row.disbursedon_date === null ? null : LocalDate.parse(row.disbursedon_date) };
  return {
    ...(schedule === undefined ? {} : { repaymentSchedule: schedule }),
    ...(asked.has('originalSchedule') && schedule !== undefined ? { originalSchedule: schedule } : {}),
    ...(asked.has('transactions') ? { transactions: await loanTransactionsOf(untyped, row.id, currencyOf(row)) } : {}),
    ...(asked.has('charges') ? { charges: await loanChargesOf(untyped, chargeHead, installments) } : {}),
    ...(asked.has('collateral') ? { collateral: await loanCollateral(untyped, row.id) } : {}),
    ...(asked.has('guarantors') ? { guarantors: [] } : {}),
    ...(asked.has('multiDisburseDetails') ? { disbursementDetails: await disbursementDetails(untyped, row.id) } : {}),
    ...(asked.has('linkedAccount') ? { linkedAccount: await findLinkedSavingsAccount(untyped, row.id) } : {}),
  };
}

/** GET /loans/{loanId}: one statement for the loan, one per association asked for. */
export async function retrieveLoan(untyped: Kysely<object>, loanId: number, query: Query, clock: TenantClock): Promise<LoanView> {
  return (await readLoan(untyped, loanId, query, clock)).loan;
}

/**
 * A value a caller adds to the loan's own statement: an expression over the loan's id, such as a scalar sub-select
 * of the caller's own tables (which the loans module does not know), so that it costs no statement of its own.
 */
export type LoanReadColumn<T> = (loanId: Expression<number>) => AliasableExpression<T>;

/**
 * {@link retrieveLoan} with the caller's {@link LoanReadColumn} read in the loan's own statement (the same statements
 * as without it): the loan's view and the column's value as of that read.
 */
export async function retrieveLoanWithColumn<T>(
  untyped: Kysely<object>, loanId: number, query: Query, clock: TenantClock, column: LoanReadColumn<T>,
): Promise<{ readonly loan: LoanView; readonly column: T }> {
  const read = await readLoan(untyped, loanId, query, clock, column);
  return { loan: read.loan, column: read.column as T };
}

const NO_COLUMN: LoanReadColumn<unknown> = () => sql`null`;

async function readLoan(untyped: Kysely<object>, loanId: number, query: Query, clock: TenantClock, column?: LoanReadColumn<unknown>): Promise<{ loan: LoanView; column: unknown }> {
  const asked = requestedAssociations(query);
  const variationsWanted = asked.has('loanTermVariations') || wantsEmiVariations(asked);
  const found = await loanDetails(untyped)
    .select(termVariationsJson(variationsWanted).as('term_variations_json'))
    .$if(column !== undefined, (qb) => qb.select((eb) => (column ?? NO_COLUMN)(eb.ref('l.id')).as('caller_column')))
    .where('l.id', '=', loanId)
    .executeTakeFirst();
  if (found === undefined) {
    throw loanNotFound(loanId);
  }
  const { term_variations_json: variations, caller_column: value, ...loanRow } = found;
  const row = detailRowOf(loanRow);
  const delinquency = await retrieveLoanDelinquency(untyped, delinquencyFactsOf(row), clock);
  const associations = { ...(await associationsOf(untyped, row, asked)), ...(variationsWanted ? termVariationsOf(variations, asked) : {}) };
  return { loan: presentLoan(row, associations, await loanArrears(untyped, row, clock), delinquency), column: value ?? null };
}

function delinquencyFactsOf(row: LoanDetailRow): DelinquencyLoanFacts {
  return {
    id: row.id, statusId: row.loan_status_id, graceOnArrearsAgeingDays: row.grace_on_arrears_ageing,
    approvedPrincipal: new Decimal(row.approved_principal), disbursedAmount: new Decimal(row.summary.principalDisbursed ?? 0), installmentLevel: row.enable_installment_level_delinquency,
  };
}

/**
 * Many loans as GET /loans/{loanId}?associations=repaymentSchedule,charges answers each, by id (loans that do not
 * exist are left out), in a fixed number of statements whatever their number: the loans with their arrears, their
 * schedules, their charges, their delinquency.
 */
export async function retrieveLoansWithScheduleAndCharges(untyped: Kysely<object>, loanIds: readonly number[], clock: TenantClock): Promise<Map<number, LoanView>> {
  if (loanIds.length === 0) {
    return new Map();
  }
  const found = await loanDetails(untyped).select(loanOverdueSql(await clock.businessDate()).as('overdue_json')).where('l.id', 'in', [...loanIds]).orderBy('l.id').execute();
  const rows = found.map((r) => {
    const row = detailRowOf(r);
    return { row, arrears: arrearsOf(row, overdueOf(r.overdue_json)) };
  });
  const ids = rows.map((r) => r.row.id);
  const schedules = await findStoredSchedules(untyped, ids);
  const heads = rows.map(({ row }) => ({ id: row.id, externalId: row.external_id, currency: currencyOf(row), disbursedOn: row.disbursedon_date === null ? null : LocalDate.parse(row.disbursedon_date) }));
  const charges = await loanChargesOfLoans(untyped, heads, schedules);
  const delinquency = await retrieveLoansDelinquency(untyped, rows.map((r) => delinquencyFactsOf(r.row)), clock);
  const tranches = await scheduleTranchesOf(untyped, rows.filter((r) => r.row.product_multi_disburse === true).map((r) => r.row.id));
  return new Map(rows.map(({ row, arrears }) => [row.id, presentLoan(row, {
    repaymentSchedule: presentSchedule(schedules.get(row.id) ?? [], row, tranches.get(row.id) ?? []), charges: charges.get(row.id) ?? [],
  }, arrears, delinquency.get(row.id))]));
}

/**
 * Only an active loan is in arrears (its installments due before the business date, less the ageing grace, still owe
 * more than the tolerance) and shows overdue amounts: what those installments owe by component and since when
 * (Fineract's m_loan_arrears_aging figures, worked out as of the business date).
 */
function arrearsOf(row: LoanDetailRow, overdue: OverdueByComponent): LoanArrears {
  if (row.loan_status_id !== LoanStatus.ACTIVE) {
    return { inArrears: false };
  }
  return { inArrears: isInArrears(overdue.total, row.arrearstolerance_amount === null ? undefined : new Decimal(row.arrearstolerance_amount)), overdue };
}

async function loanArrears(untyped: Kysely<object>, row: LoanDetailRow, clock: TenantClock): Promise<LoanArrears> {
  if (row.loan_status_id !== LoanStatus.ACTIVE) {
    return { inArrears: false };
  }
  return arrearsOf(row, await findOverdueByComponent(untyped, row.id, arrearsCutOff(await clock.businessDate(), row.grace_on_arrears_ageing)));
}

/** GET /loans/external-id/{externalId}. */
export async function retrieveLoanByExternalId(untyped: Kysely<object>, externalId: string, query: Query, clock: TenantClock): Promise<LoanView> {
  return retrieveLoan(untyped, await requireLoanIdByExternalId(untyped, externalId), query, clock);
}

export async function requireLoanIdByExternalId(untyped: Kysely<object>, externalId: string): Promise<number> {
  const id = await findLoanIdByExternalId(untyped, externalId);
  if (id === undefined) {
    throw loanExternalIdNotFound(externalId);
  }
  return id;
}

const ORDER_BY: Readonly<Record<string, string>> = {
  id: 'l.id', accountNo: 'l.account_no', account_no: 'l.account_no', externalId: 'l.external_id', external_id: 'l.external_id',
  status: 'l.loan_status_id', loan_status_id: 'l.loan_status_id', clientId: 'l.client_id', submittedOnDate: 'l.submittedon_date', principal: 'l.principal_amount',
};

const DEFAULT_LIMIT = 200;

/** GET /loans: paged; filters externalId, accountNo, clientId, officeId, status; loans of the user's offices. */
export async function retrieveLoans(untyped: Kysely<object>, query: Query, hierarchy: string): Promise<Page<LoanView>> {
  const paging = parsePaging(query, ORDER_BY);
  let base = loanDetails(untyped).where((eb) =>
    eb.or([
      eb('c.office_id', 'in', tenantTables(untyped).selectFrom('m_office').select('id').where('hierarchy', 'like', `${hierarchy}%`)),
      eb('g.office_id', 'in', tenantTables(untyped).selectFrom('m_office').select('id').where('hierarchy', 'like', `${hierarchy}%`)),
    ]),
  );
  if (query.externalId !== undefined) {base = base.where('l.external_id', '=', query.externalId);}
  if (query.accountNo !== undefined) {base = base.where('l.account_no', '=', query.accountNo);}
  const clientId = numberFilter('clientId', query.clientId);
  if (clientId !== undefined) {base = base.where('l.client_id', '=', clientId);}
  const officeId = numberFilter('officeId', query.officeId);
  if (officeId !== undefined) {base = base.where((eb) => eb.or([eb('c.office_id', '=', officeId), eb('g.office_id', '=', officeId)]));}
  const status = numberFilter('status', query.status, MAX_INTEGER);
  if (status !== undefined) {base = base.where('l.loan_status_id', '=', status);}
  let listed = base.select(sql<string>`count(*) over ()`.as('total_count'));
  listed = listed.orderBy(sql.ref(paging.orderBy ?? 'l.id'), paging.orderBy === undefined ? 'asc' : paging.sortOrder === 'DESC' ? 'desc' : 'asc');
  const rows = await listed.limit(paging.limit ?? DEFAULT_LIMIT).offset(paging.offset).execute();
  const total = rows[0] === undefined ? await countLoans(base) : Number(rows[0].total_count);
  return page(total, rows.map((r) => presentLoan(detailRowOf(r))));
}

async function countLoans(base: ReturnType<typeof loanDetails>): Promise<number> {
  const rows = await base.select(sql<string>`count(*) over ()`.as('n')).limit(1).execute();
  return rows[0] === undefined ? 0 : Number(rows[0].n);
}

/** The largest value of an `integer` column (loan_status_id): a larger filter is refused, not sent to the database. */
const MAX_INTEGER = 2_147_483_647;

function numberFilter(name: string, text: string | undefined, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text === undefined || text.trim() === '') {
    return undefined;
  }
  if (!/^\d{1,15}$/.test(text.trim()) || Number(text) > max) {
    throw unsupportedQueryValue(name, text);
  }
  return Number(text);
}

/**
 * POST /loans?command=calculateLoanSchedule: the proposed schedule of a request without saving anything
 * (Fineract's LoanScheduleData). Same checks as a submission.
 */
export async function calculateLoanSchedule(untyped: Kysely<object>, body: unknown, clock: TenantClock): Promise<LoanScheduleView> {
  const json = JsonCommand.from(body);
  const assembled = await assembleApplication(untyped, json, await clock.businessDate(), await tenantMoneyContext(untyped));
  const currency = await tenantTables(untyped).selectFrom('m_currency').select(['name', 'display_symbol', 'internationalized_name_code']).where('code', '=', assembled.product.currencyCode).executeTakeFirst();
  return presentProposedSchedule(assembled.schedule, currencyOf({
    currency_code: assembled.product.currencyCode, currency_digits: assembled.product.currencyDigits, currency_multiplesof: assembled.product.currencyMultiplesOf,
    currency_name: currency?.name ?? null, currency_symbol: currency?.display_symbol ?? null, currency_name_code: currency?.internationalized_name_code ?? null,
  }));
}
