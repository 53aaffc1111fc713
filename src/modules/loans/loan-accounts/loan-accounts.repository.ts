import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { sql, type Expression, type ExpressionBuilder, type Insertable, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';
import { strategyName } from '../loan-products/domain/loan-product-enums.ts';
import type { ApplicationProduct } from './domain/application-product.ts';
import type { LoanApplication } from './domain/loan-application.ts';
import { LoanChargeTime, type AppliedLoanCharge } from './domain/loan-charges.ts';
import type { CumulativeSchedule } from '../engine/index.ts';
import { adjustClientCollateralQuantities } from '../../clients/index.ts';

export type LoanRow = Selectable<TenantDB['m_loan']>;
export type LoanValues = Insertable<TenantDB['m_loan']>;
type ProductRow = Selectable<TenantDB['m_product_loan']>;

const dec = (text: string | null): Decimal | null => (text === null ? null : new Decimal(text));
const date = (text: string | null): LocalDate | null => (text === null ? null : LocalDate.parse(text));

/** A loan product row → the terms a loan application takes from it. */
export function productTermsOf(r: ProductRow): ApplicationProduct {
  return {
    id: r.id, name: r.name, shortName: r.short_name, description: r.description,
    currencyCode: r.currency_code, currencyDigits: r.currency_digits, currencyMultiplesOf: r.currency_multiplesof,
    installmentAmountInMultiplesOf: r.instalment_amount_in_multiples_of,
    principal: dec(r.principal_amount), minPrincipal: dec(r.min_principal_amount), maxPrincipal: dec(r.max_principal_amount),
    numberOfRepayments: r.number_of_repayments, minNumberOfRepayments: r.min_number_of_repayments, maxNumberOfRepayments: r.max_number_of_repayments,
    interestRatePerPeriod: dec(r.nominal_interest_rate_per_period), minInterestRatePerPeriod: dec(r.min_nominal_interest_rate_per_period),
    maxInterestRatePerPeriod: dec(r.max_nominal_interest_rate_per_period), interestRateFrequencyType: r.interest_period_frequency_enum,
    annualNominalInterestRate: dec(r.annual_nominal_interest_rate), repaymentEvery: r.repay_every, repaymentFrequencyType: r.repayment_period_frequency_enum,
    amortizationType: r.amortization_method_enum, interestType: r.interest_method_enum, interestCalculationPeriodType: r.interest_calculated_in_period_enum,
    allowPartialPeriodInterestCalculation: r.allow_partial_period_interest_calcualtion, daysInYearType: r.days_in_year_enum, daysInMonthType: r.days_in_month_enum,
    graceOnPrincipalPayment: r.grace_on_principal_periods, recurringMoratoriumOnPrincipalPeriods: r.recurring_moratorium_principal_periods,
    graceOnInterestPayment: r.grace_on_interest_periods, graceOnInterestCharged: r.grace_interest_free_periods, graceOnArrearsAgeing: r.grace_on_arrears_ageing,
    inArrearsTolerance: dec(r.arrearstolerance_amount), transactionProcessingStrategyCode: r.loan_transaction_strategy_code,
    transactionProcessingStrategyName: r.loan_transaction_strategy_name, fundId: r.fund_id, startDate: date(r.start_date), closeDate: date(r.close_date),
    multiDisburseLoan: r.allow_multiple_disbursals, maxTrancheCount: r.max_disbursals, maxOutstandingLoanBalance: dec(r.max_outstanding_loan_balance),
    disallowExpectedDisbursements: r.disallow_expected_disbursements, canDefineInstallmentAmount: r.can_define_fixed_emi_amount,
    linkedToFloatingInterestRates: r.is_linked_to_floating_interest_rates, interestRecalculationEnabled: r.interest_recalculation_enabled,
    isEqualAmortization: r.is_equal_amortization, fixedPrincipalPercentagePerInstallment: dec(r.fixed_principal_percentage_per_installment),
    principalThresholdForLastInstallment: new Decimal(r.principal_threshold_for_last_installment), repaymentStartDateType: r.repayment_start_date_type_enum,
    fixedLength: r.fixed_length, canUseForTopup: r.can_use_for_topup, loanScheduleType: r.loan_schedule_type,
    loanScheduleProcessingType: r.loan_schedule_processing_type, enableDownPayment: r.enable_down_payment,
    disbursedAmountPercentageForDownPayment: dec(r.disbursed_amount_percentage_for_down_payment), enableAutoRepaymentForDownPayment: r.enable_auto_repayment_for_down_payment,
    enableInstallmentLevelDelinquency: r.enable_installment_level_delinquency, enableAccrualActivityPosting: r.enable_accrual_activity_posting,
    supportedInterestRefundTypes: r.supported_interest_refund_types, delinquencyBucketId: r.delinquency_bucket_id,
  };
}

export async function findApplicationProduct(untyped: Kysely<object>, productId: number): Promise<ApplicationProduct | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_product_loan').selectAll().where('id', '=', productId).executeTakeFirst();
  return row === undefined ? undefined : productTermsOf(row);
}

/** The borrower facts an application is checked against: status, office, activation and transfer dates, group membership. */
export interface BorrowerFacts {
  readonly client: { id: number; status: number; officeId: number; officeName: string; activationDate: string | null; officeJoiningDate: string | null } | undefined;
  readonly group: { id: number; status: number; officeId: number; officeName: string; activationDate: string | null } | undefined;
  readonly clientInGroup: boolean;
}

type BorrowerColumns = { client: string | null; grp: string | null; member: SqlBool };

const borrowerOf = (row: BorrowerColumns): BorrowerFacts => ({
  client: row.client === null ? undefined : (JSON.parse(row.client) as BorrowerFacts['client']),
  group: row.grp === null ? undefined : (JSON.parse(row.grp) as BorrowerFacts['group']),
  clientInGroup: Boolean(row.member),
});

/** The borrower columns of a select: the client and group (JSON text, each with its office) and whether the client belongs to the group. */
function borrowerColumns(eb: ExpressionBuilder<TenantDB, never>, clientId: Expression<number | null>, groupId: Expression<number | null>) {
  return [
    eb.selectFrom('m_client as c').innerJoin('m_office as o', 'o.id', 'c.office_id').where('c.id', '=', clientId)
      .select(sql<string>`json_build_object('id', c.id, 'status', c.status_enum, 'officeId', c.office_id, 'officeName', o.name, 'activationDate', c.activation_date, 'officeJoiningDate', c.office_joining_date)::text`.as('j'))
      .as('client'),
    eb.selectFrom('m_group as g').innerJoin('m_office as o', 'o.id', 'g.office_id').where('g.id', '=', groupId)
      .select(sql<string>`json_build_object('id', g.id, 'status', g.status_enum, 'officeId', g.office_id, 'officeName', o.name, 'activationDate', g.activation_date)::text`.as('j'))
      .as('grp'),
    eb.exists(eb.selectFrom('m_group_client').select('client_id').where('client_id', '=', clientId).where('group_id', '=', groupId)).as('member'),
  ] as const;
}

/** One statement: the client and/or group with their offices, and whether the client belongs to the group. */
export async function findBorrower(untyped: Kysely<object>, clientId: number | undefined, groupId: number | undefined): Promise<BorrowerFacts> {
  const row = await tenantTables(untyped).selectNoFrom((eb) => borrowerColumns(eb, sql.val(clientId ?? 0), sql.val(groupId ?? 0))).executeTakeFirstOrThrow();
  return borrowerOf(row);
}

/** The products of the borrower's active loans (the product mix check, spec A.6): by group for group loans. */
export async function activeLoanProductIds(untyped: Kysely<object>, clientId: number | undefined, groupId: number | undefined): Promise<number[]> {
  let query = tenantTables(untyped).selectFrom('m_loan').select('product_id').where('loan_status_id', '=', 300);
  query = groupId === undefined ? query.where('client_id', '=', clientId ?? 0) : query.where('group_id', '=', groupId);
  const rows = await query.execute();
  return rows.flatMap((r) => (r.product_id === null ? [] : [r.product_id]));
}

export async function loanExternalIdTaken(untyped: Kysely<object>, externalId: string, exceptLoanId?: number): Promise<boolean> {
  let query = tenantTables(untyped).selectFrom('m_loan').select('id').where('external_id', '=', externalId);
  if (exceptLoanId !== undefined) {
    query = query.where('id', '<>', exceptLoanId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

/** The next loan id (taken before the insert, so the account number can be written with the row). */
export async function nextLoanId(untyped: Kysely<object>): Promise<number> {
  const row = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('m_loan', 'id'))::text as id`.execute(untyped);
  return Number(row.rows[0]?.id);
}

export async function insertLoan(untyped: Kysely<object>, values: LoanValues): Promise<void> {
  await tenantTables(untyped).insertInto('m_loan').values(values).execute();
}

export async function updateLoan(untyped: Kysely<object>, id: number, values: Partial<LoanValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_loan').set(values).where('id', '=', id).execute();
}

/**
 * The loan row, locked for the command (FOR UPDATE), and whether close-of-business processing holds it locked
 * (a row in m_loan_account_locks, read by its primary key in the same statement).
 */
export async function findLoanForUpdate(untyped: Kysely<object>, id: number): Promise<(LoanRow & { cob_locked: SqlBool }) | undefined> {
  return tenantTables(untyped)
    .selectFrom('m_loan')
    .selectAll('m_loan')
    .select((eb) => eb.exists(eb.selectFrom('m_loan_account_locks as k').select('k.loan_id').whereRef('k.loan_id', '=', 'm_loan.id')).as('cob_locked'))
    .where('m_loan.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** {@link findLoanForUpdate} with the loan's borrower ({@link findBorrower}) read in the same statement. */
export async function findLoanAndBorrowerForUpdate(untyped: Kysely<object>, id: number): Promise<{ loan: LoanRow & { cob_locked: SqlBool }; borrower: BorrowerFacts } | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan')
    .selectAll('m_loan')
    .select((eb) => eb.exists(eb.selectFrom('m_loan_account_locks as k').select('k.loan_id').whereRef('k.loan_id', '=', 'm_loan.id')).as('cob_locked'))
    .select((eb) => borrowerColumns(eb as unknown as ExpressionBuilder<TenantDB, never>, sql.ref<number | null>('m_loan.client_id'), sql.ref<number | null>('m_loan.group_id')))
    .where('m_loan.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (row === undefined) {
    return undefined;
  }
  const { client, grp, member, ...loan } = row;
  return { loan, borrower: borrowerOf({ client, grp, member }) };
}

export async function findLoanIdByExternalId(untyped: Kysely<object>, externalId: string): Promise<number | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_loan').select('id').where('external_id', '=', externalId).executeTakeFirst();
  return row?.id;
}

export interface ChargeDefinition {
  readonly id: number;
  readonly name: string | null;
  readonly currencyCode: string;
  readonly amount: Decimal;
  readonly chargeTime: number;
  readonly calculation: number;
  readonly paymentMode: number;
  readonly penalty: boolean;
  readonly active: boolean;
  readonly appliesTo: number;
  readonly minCap: Decimal | null;
  readonly maxCap: Decimal | null;
}

/** The charge definitions named by an application (one statement). */
export async function findChargeDefinitions(untyped: Kysely<object>, ids: readonly number[]): Promise<ChargeDefinition[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await tenantTables(untyped).selectFrom('m_charge').selectAll().where('id', 'in', [...ids]).where('is_deleted', '=', false).execute();
  return rows.map((r) => ({
    id: r.id, name: r.name, currencyCode: r.currency_code, amount: new Decimal(r.amount), chargeTime: r.charge_time_enum,
    calculation: r.charge_calculation_enum, paymentMode: r.charge_payment_mode_enum ?? 0, penalty: r.is_penalty, active: r.is_active,
    appliesTo: r.charge_applies_to_enum, minCap: dec(r.min_cap), maxCap: dec(r.max_cap),
  }));
}

export type LoanChargeValues = Insertable<TenantDB['m_loan_charge']>;

/** Writes the loan's charges with one insert; answers their ids in the order given (ids are drawn in VALUES order). */
export async function insertLoanCharges(untyped: Kysely<object>, values: readonly LoanChargeValues[]): Promise<number[]> {
  if (values.length === 0) {
    return [];
  }
  const rows = await tenantTables(untyped).insertInto('m_loan_charge').values([...values]).returning('id').execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export interface ClientCollateralFacts {
  readonly id: number;
  readonly clientId: number;
  readonly quantity: Decimal;
  readonly basePrice: Decimal;
  readonly pctToBase: Decimal;
}

export async function findClientCollaterals(untyped: Kysely<object>, ids: readonly number[]): Promise<ClientCollateralFacts[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_client_collateral_management as cc')
    .innerJoin('m_collateral_management as c', 'c.id', 'cc.collateral_id')
    .select(['cc.id', 'cc.client_id', 'cc.quantity', 'c.base_price', 'c.pct_to_base'])
    .where('cc.id', 'in', [...ids])
    .execute();
  return rows.map((r) => ({ id: r.id, clientId: r.client_id, quantity: new Decimal(r.quantity), basePrice: new Decimal(r.base_price), pctToBase: new Decimal(r.pct_to_base) }));
}

/** Pledges the quantities (one insert) and takes them off the client's available quantity (one update). */
export async function pledgeCollateral(untyped: Kysely<object>, loanId: number, pledges: readonly { clientCollateralId: number; quantity: Decimal }[]): Promise<void> {
  if (pledges.length === 0) {
    return;
  }
  const db = tenantTables(untyped);
  await db
    .insertInto('m_loan_collateral_management')
    .values(pledges.map((p) => ({ loan_id: loanId, client_collateral_id: p.clientCollateralId, quantity: p.quantity.toString(), is_released: false })))
    .execute();
  await adjustClientCollateral(untyped, pledges.map((p) => ({ id: p.clientCollateralId, delta: p.quantity.negated() })));
}

async function adjustClientCollateral(untyped: Kysely<object>, changes: readonly { id: number; delta: Decimal }[]): Promise<void> {
  await adjustClientCollateralQuantities(untyped, changes.map((c) => ({ id: c.id, delta: c.delta.toString() })));
}

/** Gives back the loan's pledged quantities and removes the pledges (modify with new collateral, delete). */
export async function releaseCollateral(untyped: Kysely<object>, loanId: number): Promise<void> {
  const db = tenantTables(untyped);
  const pledges = await db.deleteFrom('m_loan_collateral_management').where('loan_id', '=', loanId).returning(['client_collateral_id', 'quantity']).execute();
  await adjustClientCollateral(
    untyped,
    pledges.flatMap((p) => (p.client_collateral_id === null ? [] : [{ id: p.client_collateral_id, delta: new Decimal(p.quantity) }])),
  );
}

/** Releases the loan's pledges (reject, withdraw, close): marked released, their quantities given back. */
export async function markCollateralReleased(untyped: Kysely<object>, loanId: number): Promise<void> {
  const pledges = await tenantTables(untyped)
    .updateTable('m_loan_collateral_management')
    .set({ is_released: true })
    .where('loan_id', '=', loanId)
    .where((eb) => eb.or([eb('is_released', '=', false), eb('is_released', 'is', null)]))
    .returning(['client_collateral_id', 'quantity'])
    .execute();
  await adjustClientCollateral(
    untyped,
    pledges.flatMap((p) => (p.client_collateral_id === null ? [] : [{ id: p.client_collateral_id, delta: new Decimal(p.quantity) }])),
  );
}

/** Writes the tranches with one insert; answers their ids in the order given. */
export async function insertTranches(untyped: Kysely<object>, loanId: number, tranches: readonly { expectedDisbursementDate: LocalDate; principal: Decimal }[]): Promise<number[]> {
  if (tranches.length === 0) {
    return [];
  }
  const rows = await tenantTables(untyped)
    .insertInto('m_loan_disbursement_detail')
    .values(tranches.map((t) => ({ loan_id: loanId, expected_disburse_date: t.expectedDisbursementDate.toString(), principal: t.principal.toString(), is_reversed: false })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Links tranche-disbursement charges to their tranches (m_loan_tranche_disbursement_charge, one insert) and records
 * their definitions on the loan (m_loan_tranche_charges, one insert, once per definition) unless already recorded.
 */
export async function insertTrancheCharges(untyped: Kysely<object>, loanId: number, links: readonly { loanChargeId: number; trancheId: number; chargeId: number }[], recordDefinitions = true): Promise<void> {
  if (links.length === 0) {
    return;
  }
  const db = tenantTables(untyped);
  await db.insertInto('m_loan_tranche_disbursement_charge').values(links.map((l) => ({ loan_charge_id: l.loanChargeId, disbursement_detail_id: l.trancheId }))).execute();
  if (!recordDefinitions) {
    return;
  }
  const definitions = [...new Set(links.map((l) => l.chargeId))];
  await db.insertInto('m_loan_tranche_charges').values(definitions.map((chargeId) => ({ loan_id: loanId, charge_id: chargeId }))).execute();
}

export async function insertOfficerAssignment(untyped: Kysely<object>, loanId: number, officerId: number, startDate: LocalDate, userId: number): Promise<void> {
  await tenantTables(untyped)
    .insertInto('m_loan_officer_assignment_history')
    .values({ loan_id: loanId, loan_officer_id: officerId, start_date: startDate.toString(), createdby_id: userId, lastmodifiedby_id: userId })
    .execute();
}

/** Removes the application's children (charges, schedule, tranches, officer history, term variations): modify and delete. */
export async function deleteLoanChildren(untyped: Kysely<object>, loanId: number, keep: { readonly charges?: boolean; readonly officers?: boolean } = {}): Promise<void> {
  const db = tenantTables(untyped);
  await db.deleteFrom('m_loan_installment_charge').where('loan_schedule_id', 'in', db.selectFrom('m_loan_repayment_schedule').select('id').where('loan_id', '=', loanId)).execute();
  await db.deleteFrom('m_loan_repayment_schedule').where('loan_id', '=', loanId).execute();
  if (keep.charges !== true) {
    await db.deleteFrom('m_loan_tranche_charges').where('loan_id', '=', loanId).execute();
    await db.deleteFrom('m_loan_charge').where('loan_id', '=', loanId).execute();
  }
  await db.deleteFrom('m_loan_disbursement_detail').where('loan_id', '=', loanId).execute();
  await db.deleteFrom('m_loan_term_variations').where('loan_id', '=', loanId).execute();
  if (keep.officers !== true) {
    await db.deleteFrom('m_loan_officer_assignment_history').where('loan_id', '=', loanId).execute();
  }
}

/** Removes the loan, its notes and the (reversed) transactions an undone disbursal left, with what hangs on them. */
export async function deleteLoanRow(untyped: Kysely<object>, loanId: number): Promise<void> {
  const db = tenantTables(untyped);
  await db.deleteFrom('m_note').where('loan_id', '=', loanId).execute();
  const transactions = db.selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId);
  await db.deleteFrom('m_loan_transaction_repayment_schedule_mapping').where('loan_transaction_id', 'in', transactions).execute();
  await db.deleteFrom('m_loan_charge_paid_by').where('loan_transaction_id', 'in', transactions).execute();
  await db
    .deleteFrom('m_loan_transaction_relation')
    .where((eb) => eb.or([eb('from_loan_transaction_id', 'in', transactions), eb('to_loan_transaction_id', 'in', transactions)]))
    .execute();
  await db.deleteFrom('m_loan_transaction').where('loan_id', '=', loanId).execute();
  await db.deleteFrom('m_loan').where('id', '=', loanId).execute();
}

/** Whether a staff member is a loan officer of the office (or an office above it). */
export async function findLoanOfficer(untyped: Kysely<object>, staffId: number): Promise<{ id: number; officeId: number; isLoanOfficer: boolean; active: boolean } | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_staff').select(['id', 'office_id', 'is_loan_officer', 'is_active']).where('id', '=', staffId).executeTakeFirst();
  return row === undefined ? undefined : { id: row.id, officeId: row.office_id ?? 0, isLoanOfficer: row.is_loan_officer === true, active: row.is_active };
}

/** Which of a fund id and a loan purpose code value exist (one statement). */
export async function findReferences(untyped: Kysely<object>, fundId: number | undefined, purposeId: number | undefined): Promise<{ fund: boolean; purpose: boolean }> {
  const row = await tenantTables(untyped)
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('m_fund').select('id').where('id', '=', fundId ?? 0)).as('fund'),
      eb.exists(eb.selectFrom('m_code_value').select('id').where('id', '=', purposeId ?? 0)).as('purpose'),
    ])
    .executeTakeFirstOrThrow();
  return { fund: Boolean(row.fund), purpose: Boolean(row.purpose) };
}

// ---- application ↔ row mapping ----

const text = (value: Decimal | undefined | null): string | null => (value === undefined || value === null ? null : value.toString());
const iso = (value: LocalDate | undefined): string | null => (value === undefined ? null : value.toString());

/** What the loan row is written from: the checked application, its product, charges and proposed schedule. */
export interface LoanRowSource {
  readonly app: LoanApplication;
  readonly product: ApplicationProduct;
  readonly charges: readonly AppliedLoanCharge[];
  readonly schedule: CumulativeSchedule;
}

/** The m_loan row of an assembled application (status 100, terms copied from the application and product). */
export function loanValuesOf(a: LoanRowSource, ids: { id: number; accountNo: string; userId: number }): LoanValues {
  const { app, product, schedule } = a;
  const firstRepayment = schedule.periods.find((p) => p.kind === 'repayment');
  const lastRepayment = schedule.periods.at(-1);
  return {
    id: ids.id, account_no: ids.accountNo, external_id: app.externalId ?? null, client_id: app.clientId ?? null, group_id: app.groupId ?? null,
    product_id: product.id, fund_id: app.fundId ?? null, loan_officer_id: app.loanOfficerId ?? null, loanpurpose_cv_id: app.loanPurposeId ?? null,
    loan_status_id: 100, loan_type_enum: app.loanType, currency_code: product.currencyCode, currency_digits: product.currencyDigits,
    currency_multiplesof: product.currencyMultiplesOf, principal_amount_proposed: app.principal.toString(), principal_amount: app.principal.toString(),
    approved_principal: app.principal.toString(), net_disbursal_amount: app.principal.toString(), arrearstolerance_amount: text(app.inArrearsTolerance),
    nominal_interest_rate_per_period: app.interestRatePerPeriod.toString(), interest_period_frequency_enum: app.interestRateFrequencyType,
    annual_nominal_interest_rate: annualRate(app).toString(), interest_method_enum: app.interestType,
    interest_calculated_in_period_enum: app.interestCalculationPeriodType, allow_partial_period_interest_calcualtion: app.allowPartialPeriodInterestCalculation,
    term_frequency: app.loanTermFrequency, term_period_frequency_enum: app.loanTermFrequencyType, repay_every: app.repaymentEvery,
    repayment_period_frequency_enum: app.repaymentFrequencyType, number_of_repayments: app.numberOfRepayments,
    grace_on_principal_periods: app.graceOnPrincipalPayment ?? null, recurring_moratorium_principal_periods: app.recurringMoratoriumOnPrincipalPeriods ?? null,
    grace_on_interest_periods: app.graceOnInterestPayment ?? null, grace_interest_free_periods: app.graceOnInterestCharged ?? null,
    grace_on_arrears_ageing: app.graceOnArrearsAgeing ?? null, amortization_method_enum: app.amortizationType,
    submittedon_date: app.submittedOnDate.toString(), expected_disbursedon_date: app.expectedDisbursementDate.toString(),
    expected_firstrepaymenton_date: iso(app.repaymentsStartingFromDate), interest_calculated_from_date: iso(app.interestChargedFromDate),
    expected_maturedon_date: lastRepayment?.kind === 'repayment' ? lastRepayment.dueDate.toString() : firstRepayment?.dueDate.toString() ?? null,
    total_charges_due_at_disbursement_derived: a.charges.filter((c) => c.chargeTime === LoanChargeTime.DISBURSEMENT || c.chargeTime === LoanChargeTime.TRANCHE_DISBURSEMENT).reduce((sum, c) => sum.plus(c.amount), new Decimal(0)).toString(),
    loan_transaction_strategy_code: app.transactionProcessingStrategyCode,
    loan_transaction_strategy_name: strategyName(app.transactionProcessingStrategyCode) ?? app.transactionProcessingStrategyCode,
    fixed_emi_amount: text(app.fixedEmiAmount), max_outstanding_loan_balance: text(app.maxOutstandingLoanBalance),
    days_in_month_enum: product.daysInMonthType, days_in_year_enum: app.daysInYearType, interest_recalculation_enabled: product.interestRecalculationEnabled,
    create_standing_instruction_at_disbursement: app.createStandingInstructionAtDisbursement ?? null, is_equal_amortization: app.isEqualAmortization,
    fixed_principal_percentage_per_installment: text(app.fixedPrincipalPercentagePerInstallment), is_floating_interest_rate: false,
    enable_down_payment: product.enableDownPayment, disbursed_amount_percentage_for_down_payment: text(product.disbursedAmountPercentageForDownPayment),
    enable_auto_repayment_for_down_payment: product.enableAutoRepaymentForDownPayment, enable_installment_level_delinquency: product.enableInstallmentLevelDelinquency,
    enable_accrual_activity_posting: product.enableAccrualActivityPosting, loan_schedule_type: product.loanScheduleType,
    loan_schedule_processing_type: product.loanScheduleProcessingType, fixed_length: product.fixedLength, supported_interest_refund_types: product.supportedInterestRefundTypes,
    total_expected_repayment_derived: schedule.totalRepaymentExpected.toString(), total_expected_costofloan_derived: schedule.totalInterestCharged.plus(schedule.totalFeeChargesCharged).plus(schedule.totalPenaltyChargesCharged).toString(),
    created_by: ids.userId, last_modified_by: ids.userId,
  };
}

/** The yearly rate of the loan (Fineract: per month × 12, per year as is, per week × 52, per day × 365). */
function annualRate(app: LoanApplication): Decimal {
  const perYear: Readonly<Record<number, number>> = { 0: 365, 1: 52, 2: 12, 3: 1 };
  return app.interestRatePerPeriod.times(perYear[app.interestRateFrequencyType] ?? 1);
}

/** The m_loan_charge row of an applied charge. */
export function chargeValuesOf(loanId: number, c: AppliedLoanCharge, submittedOn: LocalDate, userId: number): LoanChargeValues {
  return {
    loan_id: loanId, charge_id: c.chargeId, is_penalty: c.penalty, charge_time_enum: c.chargeTime, due_for_collection_as_of_date: iso(c.dueDate),
    charge_calculation_enum: c.calculation, charge_payment_mode_enum: c.paymentMode, calculation_percentage: text(c.percentage), calculation_on_amount: text(c.calculatedOn),
    charge_amount_or_percentage: c.amountOrPercentage.toString(), amount: c.amount.toString(), amount_outstanding_derived: (c.amountOutstanding ?? c.amount).toString(),
    min_cap: text(c.minCap), max_cap: text(c.maxCap), submitted_on_date: submittedOn.toString(), created_by: userId, last_modified_by: userId,
  };
}

const optInt = (value: number | null): number | undefined => value ?? undefined;
const optDec = (value: string | null): Decimal | undefined => (value === null ? undefined : new Decimal(value));
const optDate = (value: string | null): LocalDate | undefined => (value === null ? undefined : LocalDate.parse(value));

/** A stored application as the modification's starting point (charges, pledges and tranches are re-sent or dropped). */
export function applicationOfRow(r: LoanRow): LoanApplication {
  return {
    productId: r.product_id ?? 0, loanType: r.loan_type_enum, clientId: optInt(r.client_id), groupId: optInt(r.group_id),
    principal: new Decimal(r.principal_amount_proposed), loanTermFrequency: r.term_frequency, loanTermFrequencyType: r.term_period_frequency_enum,
    numberOfRepayments: r.number_of_repayments, repaymentEvery: r.repay_every, repaymentFrequencyType: r.repayment_period_frequency_enum,
    repaymentFrequencyNthDayType: undefined, repaymentFrequencyDayOfWeekType: undefined,
    interestRatePerPeriod: new Decimal(r.nominal_interest_rate_per_period ?? 0), interestRateFrequencyType: r.interest_period_frequency_enum ?? 2,
    amortizationType: r.amortization_method_enum, interestType: r.interest_method_enum, interestCalculationPeriodType: r.interest_calculated_in_period_enum,
    allowPartialPeriodInterestCalculation: r.allow_partial_period_interest_calcualtion,
    expectedDisbursementDate: LocalDate.parse(r.expected_disbursedon_date ?? r.submittedon_date ?? '1970-01-01'),
    submittedOnDate: LocalDate.parse(r.submittedon_date ?? '1970-01-01'), repaymentsStartingFromDate: optDate(r.expected_firstrepaymenton_date),
    interestChargedFromDate: optDate(r.interest_calculated_from_date), graceOnPrincipalPayment: optInt(r.grace_on_principal_periods),
    graceOnInterestPayment: optInt(r.grace_on_interest_periods), graceOnInterestCharged: optInt(r.grace_interest_free_periods),
    recurringMoratoriumOnPrincipalPeriods: optInt(r.recurring_moratorium_principal_periods), graceOnArrearsAgeing: optInt(r.grace_on_arrears_ageing),
    inArrearsTolerance: optDec(r.arrearstolerance_amount), transactionProcessingStrategyCode: r.loan_transaction_strategy_code,
    externalId: r.external_id ?? undefined, accountNo: undefined, fundId: optInt(r.fund_id), loanOfficerId: optInt(r.loan_officer_id),
    loanPurposeId: optInt(r.loanpurpose_cv_id), fixedEmiAmount: optDec(r.fixed_emi_amount), maxOutstandingLoanBalance: optDec(r.max_outstanding_loan_balance),
    daysInYearType: r.days_in_year_enum, isEqualAmortization: r.is_equal_amortization,
    fixedPrincipalPercentagePerInstallment: optDec(r.fixed_principal_percentage_per_installment), linkAccountId: undefined,
    createStandingInstructionAtDisbursement: r.create_standing_instruction_at_disbursement ?? undefined,
    charges: undefined, collateral: [], tranches: [],
  };
}

/** The stored charges and pledges of an application, as a modification keeps them when they are not re-sent. */
export async function findApplicationChildren(untyped: Kysely<object>, loanId: number): Promise<Pick<LoanApplication, 'charges' | 'collateral' | 'tranches'>> {
  const db = tenantTables(untyped);
  const rows = await db.selectFrom('m_loan_charge').select(['charge_id', 'charge_time_enum', 'charge_amount_or_percentage', 'due_for_collection_as_of_date']).where('loan_id', '=', loanId).orderBy('id').execute();
  // A tranche-disbursement charge is one per tranche: the application sent it once.
  const charges = rows.filter((c, i) => c.charge_time_enum !== LoanChargeTime.TRANCHE_DISBURSEMENT || rows.findIndex((o) => o.charge_id === c.charge_id && o.charge_time_enum === c.charge_time_enum) === i);
  const pledges = await db.selectFrom('m_loan_collateral_management').select(['client_collateral_id', 'quantity']).where('loan_id', '=', loanId).orderBy('id').execute();
  const tranches = await db.selectFrom('m_loan_disbursement_detail').select(['expected_disburse_date', 'principal']).where('loan_id', '=', loanId).orderBy('expected_disburse_date').orderBy('id').execute();
  return {
    charges: charges.map((c) => ({ chargeId: c.charge_id, amount: optDec(c.charge_amount_or_percentage), dueDate: optDate(c.due_for_collection_as_of_date) })),
    collateral: pledges.flatMap((p) => (p.client_collateral_id === null ? [] : [{ clientCollateralId: p.client_collateral_id, quantity: new Decimal(p.quantity) }])),
    tranches: tranches.map((t) => ({ expectedDisbursementDate: LocalDate.parse(t.expected_disburse_date), principal: new Decimal(t.principal) })),
  };
}

/** Records a tranche-disbursement charge definition on the loan (m_loan_tranche_charges) unless it is recorded already (one statement). */
export async function recordTrancheChargeDefinition(untyped: Kysely<object>, loanId: number, chargeId: number): Promise<void> {
  const db = tenantTables(untyped);
  await db.insertInto('m_loan_tranche_charges').columns(['loan_id', 'charge_id'])
    .expression(db.selectNoFrom([sql<number>`${loanId}::bigint`.as('loan_id'), sql<number>`${chargeId}::bigint`.as('charge_id')])
      .where((eb) => eb.not(eb.exists(db.selectFrom('m_loan_tranche_charges').select('id').where('loan_id', '=', loanId).where('charge_id', '=', chargeId)))))
    .execute();
}
