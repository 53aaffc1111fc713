import type { LocalDate } from '@js-joda/core';
import type { Decimal } from 'decimal.js';
import { DataValidator, JsonCommand } from '../../../../shared/validation/index.ts';

/** Fineract's validation resource of `POST /search/advance`. */
const RESOURCE = 'adHocQuery';

const SUPPORTED = [
  'entities', 'loanStatus', 'loanProducts', 'offices', 'loanDateOption', 'loanFromDate', 'loanToDate',
  'includeOutStandingAmountPercentage', 'outStandingAmountPercentageCondition', 'minOutStandingAmountPercentage',
  'maxOutStandingAmountPercentage', 'outStandingAmountPercentage', 'includeOutstandingAmount', 'outstandingAmountCondition',
  'minOutstandingAmount', 'maxOutstandingAmount', 'outstandingAmount', 'locale', 'dateFormat',
] as const;

export const LOAN_STATUS_OPTIONS = ['all', 'active', 'overpaid', 'arrears', 'closed', 'writeoff'] as const;
export type LoanStatusOption = (typeof LOAN_STATUS_OPTIONS)[number];
export const LOAN_DATE_OPTIONS = ['approvalDate', 'createdDate', 'disbursalDate'] as const;
export type LoanDateOption = (typeof LOAN_DATE_OPTIONS)[number];
export const CONDITIONS = ['between', '<=', '>=', '<', '>', '='] as const;
export type Condition = (typeof CONDITIONS)[number];

/** A filter on an aggregated amount: `between` two bounds, or compared with one value. */
export type AmountFilter =
  | { readonly condition: 'between'; readonly min: Decimal; readonly max: Decimal }
  | { readonly condition: Exclude<Condition, 'between'>; readonly value: Decimal };

/** The conditions of one advanced search (only loans are searched, as in Fineract). */
export interface AdvancedSearchConditions {
  /** Loan status words; empty or containing `all` = every status. */
  readonly loanStatus: readonly LoanStatusOption[];
  readonly loanProductIds: readonly number[];
  readonly officeIds: readonly number[];
  readonly loanDate?: { readonly option: LoanDateOption; readonly from: LocalDate; readonly to: LocalDate };
  readonly outstandingPercentage?: AmountFilter;
  readonly outstandingAmount?: AmountFilter;
}

/**
 * The loan status ids a status word selects. Fineract binds the words themselves against the numeric status
 * column (so only `all` ever matches); the specification recommends this mapping instead. `arrears` selects
 * active loans, narrowed to those with an overdue instalment by the query.
 */
export const LOAN_STATUS_IDS: Readonly<Record<Exclude<LoanStatusOption, 'all'>, number>> = {
  active: 300,
  arrears: 300,
  overpaid: 700,
  closed: 600,
  writeoff: 601,
};

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

function idArray(command: JsonCommand, name: string, v: DataValidator): number[] {
  if (!command.has(name)) {
    return [];
  }
  const value = command.json[name];
  v.parameter(name, value).arrayNotEmpty();
  if (!Array.isArray(value)) {
    return [];
  }
  const ids: number[] = [];
  for (const item of value) {
    const text = typeof item === 'number' ? String(item) : typeof item === 'string' ? item.trim() : '';
    if (/^\d{1,15}$/.test(text)) {
      ids.push(Number(text));
    } else {
      v.fail(name, 'not.greater.than.zero', `The parameter \`${name}\` must be greater than 0.`, [item, 0]);
    }
  }
  return ids;
}

function amountFilter(command: JsonCommand, v: DataValidator, names: { include: string; condition: string; min: string; max: string; value: string }): AmountFilter | undefined {
  const include = command.boolean(names.include, v);
  const conditionText = command.trimmedString(names.condition);
  if (command.has(names.condition)) {
    v.parameter(names.condition, conditionText).isOneOf(CONDITIONS);
  }
  if (include !== true) {
    return undefined;
  }
  v.parameter(names.condition, conditionText).notBlank();
  if (!isOneOf(CONDITIONS, conditionText)) {
    return undefined;
  }
  if (conditionText === 'between') {
    const min = command.decimal(names.min, v);
    const max = command.decimal(names.max, v);
    v.parameter(names.min, min?.toString()).notBlank().zeroOrPositive();
    v.parameter(names.max, max?.toString()).notBlank().zeroOrPositive();
    if (min !== undefined && max !== undefined && min.greaterThan(max)) {
      v.fail(names.max, 'is.less.than.min', `The parameter \`${names.max}\` must be greater than or equal to \`${names.min}\`.`, [max.toString(), min.toString()]);
    }
    return min !== undefined && max !== undefined ? { condition: 'between', min, max } : undefined;
  }
  const value = command.decimal(names.value, v);
  v.parameter(names.value, value?.toString()).notBlank().zeroOrPositive();
  return value === undefined ? undefined : { condition: conditionText, value };
}

/** Reads and checks the body of `POST /search/advance`; every failed rule in one 400. */
export function parseAdvancedSearch(body: unknown): AdvancedSearchConditions {
  const command = JsonCommand.from(body);
  command.checkSupported(SUPPORTED);
  const v = new DataValidator(RESOURCE);
  command.locale(v);
  v.parameter('entities', command.json.entities).arrayNotEmpty();

  const loanStatus: LoanStatusOption[] = [];
  if (command.has('loanStatus')) {
    const statuses = command.json.loanStatus;
    v.parameter('loanStatus', statuses).arrayNotEmpty();
    for (const status of Array.isArray(statuses) ? statuses : []) {
      if (isOneOf(LOAN_STATUS_OPTIONS, status)) {
        loanStatus.push(status);
      } else {
        v.parameter('loanStatus', typeof status === 'string' ? status : JSON.stringify(status)).isOneOf(LOAN_STATUS_OPTIONS);
      }
    }
  }
  const loanProductIds = idArray(command, 'loanProducts', v);
  const officeIds = idArray(command, 'offices', v);

  const option = command.trimmedString('loanDateOption');
  v.parameter('loanDateOption', option).isOneOf(LOAN_DATE_OPTIONS);
  const from = command.localDate('loanFromDate', v);
  const to = command.localDate('loanToDate', v);
  let loanDate: AdvancedSearchConditions['loanDate'];
  if (isOneOf(LOAN_DATE_OPTIONS, option)) {
    if (!v.hasErrorFor('loanFromDate')) {
      v.parameter('loanFromDate', from?.toString()).notBlank();
    }
    if (!v.hasErrorFor('loanToDate')) {
      v.parameter('loanToDate', to?.toString()).notBlank();
    }
    loanDate = from !== undefined && to !== undefined ? { option, from, to } : undefined;
  }

  const outstandingPercentage = amountFilter(command, v, {
    include: 'includeOutStandingAmountPercentage',
    condition: 'outStandingAmountPercentageCondition',
    min: 'minOutStandingAmountPercentage',
    max: 'maxOutStandingAmountPercentage',
    value: 'outStandingAmountPercentage',
  });
  const outstandingAmount = amountFilter(command, v, {
    include: 'includeOutstandingAmount',
    condition: 'outstandingAmountCondition',
    min: 'minOutstandingAmount',
    max: 'maxOutstandingAmount',
    value: 'outstandingAmount',
  });
  v.throwIfErrors();
  return {
    loanStatus,
    loanProductIds,
    officeIds,
    ...(loanDate === undefined ? {} : { loanDate }),
    ...(outstandingPercentage === undefined ? {} : { outstandingPercentage }),
    ...(outstandingAmount === undefined ? {} : { outstandingAmount }),
  };
}
