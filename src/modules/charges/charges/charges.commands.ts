import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { commandHandler, UsageRegistry, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { ChangeSet, DataValidator } from '../../../shared/validation/index.ts';
import { requireGlAccount } from '../../accounting/index.ts';
import { taxGroupNotFound } from '../tax-groups/tax-groups.errors.ts';
import {
  chargeAppliesToCannotBeUpdated,
  chargeCannotBeDeactivated,
  chargeCannotBeDeleted,
  chargeCurrencyNotFound,
  chargeDueAtDisbursementCannotBePenalty,
  chargeFrequencyCannotBeUpdated,
  chargeMustBePenalty,
  chargeNotFound,
  chargePaymentTypeNotFound,
  duplicateChargeName,
  savingsPercentageOnlyForWithdrawal,
  taxGroupModificationNotSupported,
} from './charges.errors.ts';
import {
  chargeNameTaken,
  findChargeById,
  insertCharge,
  isOrganisationCurrency,
  paymentTypeExists,
  taxGroupExists,
  updateCharge,
  type ChargeRow,
  type ChargeValues,
} from './charges.repository.ts';
import { readChargeRequest, type ChargeRequest } from './domain/charge-request.ts';
import { checkChargeCreate, checkChargeState, checkChargeUpdate, checkTimeAndCalculation, penaltyViolation, savingsPercentageAllowed, type ChargeState } from './domain/charge-rules.ts';
import { ChargeAppliesTo, ChargeCalculationType, ChargeTimeType } from './domain/charge-types.ts';

/**
 * What refers to a charge (a product offering it, an account it was added to): deleting the charge is refused
 * while any check registered here reports something.
 */
export const chargeUsage = new UsageRegistry<number>('charge');

/**
 * The products that offer a charge: while any check registered here reports something, the charge cannot be
 * deactivated, nor can a loan charge's fee frequency or interval change (Fineract's rules).
 */
export const chargeProductUsage = new UsageRegistry<number>('charge');

const NAME_MAX_LENGTH = 100;

function refusePenaltyViolation(name: string, state: Pick<ChargeState, 'penalty' | 'timeType'>): void {
  const violation = penaltyViolation(state);
  if (violation === 'due.at.disbursement.cannot.be.penalty') {
    throw chargeDueAtDisbursementCannotBePenalty(name);
  }
  if (violation === 'must.be.penalty') {
    throw chargeMustBePenalty(name);
  }
}

interface ChargeReferences {
  readonly currencyCode?: string | undefined;
  readonly glAccountId?: number | null | undefined;
  readonly taxGroupId?: number | null | undefined;
  readonly paymentTypeId?: number | null | undefined;
}

/** What the charge names must exist (404 each); a GL account may be of any type or usage, as in Fineract. */
async function checkReferences(db: Kysely<object>, references: ChargeReferences): Promise<void> {
  if (references.currencyCode !== undefined && !(await isOrganisationCurrency(db, references.currencyCode))) {
    throw chargeCurrencyNotFound(references.currencyCode);
  }
  if (references.glAccountId !== undefined && references.glAccountId !== null) {
    await requireGlAccount(db, references.glAccountId);
  }
  if (references.taxGroupId !== undefined && references.taxGroupId !== null && !(await taxGroupExists(db, references.taxGroupId))) {
    throw taxGroupNotFound(references.taxGroupId);
  }
  if (references.paymentTypeId !== undefined && references.paymentTypeId !== null && !(await paymentTypeExists(db, references.paymentTypeId))) {
    throw chargePaymentTypeNotFound(references.paymentTypeId);
  }
}

/** Only a savings charge keeps its free-withdrawal and payment-type settings (Fineract). */
function savingsSettings(r: ChargeRequest, appliesTo: number): Pick<ChargeValues, 'is_free_withdrawal' | 'free_withdrawal_charge_frequency' | 'restart_frequency' | 'restart_frequency_enum' | 'is_payment_type' | 'payment_type_id'> {
  const savings = appliesTo === ChargeAppliesTo.SAVINGS;
  const freeWithdrawal = savings && r.enableFreeWithdrawalCharge === true;
  const paymentType = savings && r.enablePaymentType === true && r.paymentTypeId !== undefined;
  return {
    is_free_withdrawal: freeWithdrawal,
    free_withdrawal_charge_frequency: freeWithdrawal ? (r.freeWithdrawalFrequency ?? null) : 0,
    restart_frequency: freeWithdrawal ? (r.restartCountFrequency ?? null) : 0,
    restart_frequency_enum: freeWithdrawal ? (r.countFrequencyType ?? null) : 0,
    is_payment_type: paymentType,
    payment_type_id: paymentType ? (r.paymentTypeId ?? null) : null,
  };
}

/** The new row of a valid create request. */
function newChargeValues(r: ChargeRequest): ChargeValues {
  const appliesTo = r.chargeAppliesTo ?? ChargeAppliesTo.LOAN;
  const timeType = r.chargeTimeType ?? 0;
  const calculationType = r.chargeCalculationType ?? 0;
  const withDueDay = timeType === ChargeTimeType.MONTHLY_FEE || timeType === ChargeTimeType.ANNUAL_FEE;
  const withCaps = calculationType === ChargeCalculationType.PERCENT_OF_AMOUNT;
  return {
    name: r.name?.trim() ?? null,
    currency_code: r.currencyCode?.trim() ?? '',
    charge_applies_to_enum: appliesTo,
    charge_time_enum: timeType,
    charge_calculation_enum: calculationType,
    charge_payment_mode_enum: r.chargePaymentMode ?? null,
    amount: (r.amount ?? new Decimal(0)).toString(),
    fee_on_month: withDueDay ? (r.feeOnMonthDay?.month ?? null) : null,
    fee_on_day: withDueDay ? (r.feeOnMonthDay?.day ?? null) : null,
    fee_interval: r.feeInterval ?? null,
    fee_frequency: r.feeFrequency ?? null,
    is_penalty: r.penalty ?? false,
    is_active: r.active ?? false,
    is_deleted: false,
    min_cap: withCaps ? (r.minCap?.toString() ?? null) : null,
    max_cap: withCaps ? (r.maxCap?.toString() ?? null) : null,
    ...savingsSettings(r, appliesTo),
    income_or_liability_account_id: r.incomeAccountId ?? null,
    tax_group_id: r.taxGroupId ?? null,
  };
}

async function createCharge(ctx: CommandContext): Promise<CommandResult> {
  const v = new DataValidator('charge');
  const r = readChargeRequest(ctx.json, v);
  checkChargeCreate(v, r);
  v.throwIfErrors();
  const values = newChargeValues(r);
  await checkReferences(ctx.db, {
    currencyCode: values.currency_code,
    glAccountId: values.income_or_liability_account_id,
    taxGroupId: values.tax_group_id,
    paymentTypeId: r.enablePaymentType === true ? r.paymentTypeId : undefined,
  });
  const state = { appliesTo: values.charge_applies_to_enum, timeType: values.charge_time_enum, calculationType: values.charge_calculation_enum };
  if (state.appliesTo === ChargeAppliesTo.SAVINGS && !savingsPercentageAllowed(state)) {
    const rules = new DataValidator('charges');
    rules.add(savingsPercentageOnlyForWithdrawal(state.calculationType));
    rules.throwIfErrors();
  }
  if (state.appliesTo === ChargeAppliesTo.LOAN) {
    refusePenaltyViolation(values.name ?? '', { penalty: values.is_penalty, timeType: state.timeType });
  }
  if (values.name !== null && (await chargeNameTaken(ctx.db, values.name))) {
    throw duplicateChargeName(values.name);
  }
  return { resourceId: await insertCharge(ctx.db, values) };
}

/** The decimal to store when it differs from the stored one, else undefined. */
function changedDecimal(stored: string | null, sent: Decimal | undefined): string | undefined {
  if (sent === undefined || (stored !== null && new Decimal(stored).equals(sent))) {
    return undefined;
  }
  return sent.toString();
}

/** Fineract's actual changes of PUT /charges/{id}, in its order (caps only for a percentage of the amount). */
function chargeChanges(ctx: CommandContext, row: ChargeRow, r: ChargeRequest): ChangeSet<ChargeRow> {
  const set = new ChangeSet<ChargeRow>(row)
    .track('name', 'name', r.name?.trim())
    .track('currencyCode', 'currency_code', r.currencyCode?.trim())
    .track('amount', 'amount', changedDecimal(row.amount, r.amount), r.amount)
    .track('chargeTimeType', 'charge_time_enum', r.chargeTimeType)
    .track('freeWithdrawalFrequency', 'free_withdrawal_charge_frequency', r.freeWithdrawalFrequency)
    .track('restartCountFrequency', 'restart_frequency', r.restartCountFrequency)
    .track('countFrequencyType', 'restart_frequency_enum', r.countFrequencyType)
    .track('enableFreeWithdrawalCharge', 'is_free_withdrawal', r.enableFreeWithdrawalCharge)
    .track('enablePaymentType', 'is_payment_type', r.enablePaymentType)
    .track('paymentTypeId', 'payment_type_id', r.paymentTypeId)
    .track('chargeCalculationType', 'charge_calculation_enum', r.chargeCalculationType);
  if (row.charge_applies_to_enum === ChargeAppliesTo.LOAN) {
    set.track('chargePaymentMode', 'charge_payment_mode_enum', r.chargePaymentMode);
  }
  const feeOnMonthDayText = ctx.json.string('feeOnMonthDay');
  set
    .track('feeOnMonthDay', 'fee_on_day', r.feeOnMonthDay?.day, feeOnMonthDayText)
    .track('feeOnMonthDay', 'fee_on_month', r.feeOnMonthDay?.month, feeOnMonthDayText)
    .track('feeInterval', 'fee_interval', r.feeInterval)
    .track('feeFrequency', 'fee_frequency', r.feeFrequency)
    .track('penalty', 'is_penalty', r.penalty)
    .track('active', 'is_active', r.active);
  if ((set.values.charge_calculation_enum ?? row.charge_calculation_enum) === ChargeCalculationType.PERCENT_OF_AMOUNT) {
    set.track('minCap', 'min_cap', changedDecimal(row.min_cap, r.minCap), r.minCap).track('maxCap', 'max_cap', changedDecimal(row.max_cap, r.maxCap), r.maxCap);
  }
  set.track('incomeAccountId', 'income_or_liability_account_id', r.incomeAccountId).track('taxGroupId', 'tax_group_id', r.taxGroupId);
  const locale = ctx.json.trimmedString('locale');
  const numeric = ['amount', 'chargeTimeType', 'chargeCalculationType', 'chargePaymentMode', 'feeOnMonthDay', 'feeInterval', 'feeFrequency', 'minCap', 'maxCap'];
  if (locale !== undefined && numeric.some((name) => name in set.changes)) {
    set.changes.locale = locale;
  }
  return set;
}

function stateAfter(row: ChargeRow, values: Partial<ChargeValues>): ChargeState {
  const month = values.fee_on_month !== undefined ? values.fee_on_month : row.fee_on_month;
  const day = values.fee_on_day !== undefined ? values.fee_on_day : row.fee_on_day;
  return {
    appliesTo: row.charge_applies_to_enum,
    timeType: values.charge_time_enum ?? row.charge_time_enum,
    calculationType: values.charge_calculation_enum ?? row.charge_calculation_enum,
    penalty: values.is_penalty ?? row.is_penalty,
    feeOnMonthDay: month === null || day === null ? null : { month, day },
    feeInterval: values.fee_interval !== undefined ? values.fee_interval : row.fee_interval,
    feeFrequency: values.fee_frequency !== undefined ? values.fee_frequency : row.fee_frequency,
  };
}

/** The rules of the updated charge: penalty (403), then its state and tax group (400), then time and calculation. */
function checkUpdatedCharge(row: ChargeRow, set: ChangeSet<ChargeRow>): void {
  const state = stateAfter(row, set.values);
  refusePenaltyViolation(set.values.name ?? row.name ?? '', state);
  const rules = new DataValidator('charges');
  checkChargeState(rules, state);
  if (set.has('tax_group_id') && row.tax_group_id !== null) {
    rules.add(taxGroupModificationNotSupported(set.values.tax_group_id ?? null));
  }
  rules.throwIfErrors();
  const combination = new DataValidator('charge');
  checkTimeAndCalculation(combination, state.timeType, state.calculationType);
  combination.throwIfErrors();
}

/** Fineract: no deactivation while a product offers the charge, no new loan fee frequency either. */
async function checkProductUse(db: Kysely<object>, row: ChargeRow, set: ChangeSet<ChargeRow>): Promise<void> {
  if (set.values.is_active === false) {
    await chargeProductUsage.refuseIfUsed(db, row.id, chargeCannotBeDeactivated);
  } else if ((set.has('fee_frequency') || set.has('fee_interval')) && row.charge_applies_to_enum === ChargeAppliesTo.LOAN) {
    await chargeProductUsage.refuseIfUsed(db, row.id, chargeFrequencyCannotBeUpdated);
  }
}

async function updateChargeCommand(ctx: CommandContext): Promise<CommandResult> {
  const chargeId = ctx.entityId ?? 0;
  const v = new DataValidator('charge');
  const r = readChargeRequest(ctx.json, v);
  checkChargeUpdate(v, r, (name) => ctx.json.has(name));
  v.throwIfErrors();
  const row = await findChargeById(ctx.db, chargeId);
  if (row === undefined) {
    throw chargeNotFound(chargeId);
  }
  if (r.chargeAppliesTo !== undefined && r.chargeAppliesTo !== row.charge_applies_to_enum) {
    throw chargeAppliesToCannotBeUpdated();
  }
  const set = chargeChanges(ctx, row, r);
  checkUpdatedCharge(row, set);
  await checkProductUse(ctx.db, row, set);
  await checkReferences(ctx.db, {
    currencyCode: set.values.currency_code,
    glAccountId: set.values.income_or_liability_account_id,
    taxGroupId: set.values.tax_group_id,
    paymentTypeId: set.values.payment_type_id,
  });
  if (set.values.name !== undefined && set.values.name !== null && (await chargeNameTaken(ctx.db, set.values.name, chargeId))) {
    throw duplicateChargeName(set.values.name);
  }
  if (!set.isEmpty) {
    await updateCharge(ctx.db, chargeId, set.values);
  }
  return { resourceId: chargeId, changes: set.changes };
}

/** A soft delete, as Fineract: the row stays, flagged, its name prefixed with its id to free the name. */
async function deleteChargeCommand(ctx: CommandContext): Promise<CommandResult> {
  const chargeId = ctx.entityId ?? 0;
  const row = await findChargeById(ctx.db, chargeId);
  if (row === undefined) {
    throw chargeNotFound(chargeId);
  }
  await chargeUsage.refuseIfUsed(ctx.db, chargeId, chargeCannotBeDeleted);
  await updateCharge(ctx.db, chargeId, { is_deleted: true, name: `${chargeId}_${row.name ?? ''}`.slice(0, NAME_MAX_LENGTH) });
  return { resourceId: chargeId };
}

export const chargeCommandHandlers = [
  commandHandler('CHARGE', 'CREATE', createCharge),
  commandHandler('CHARGE', 'UPDATE', updateChargeCommand),
  commandHandler('CHARGE', 'DELETE', deleteChargeCommand),
];
