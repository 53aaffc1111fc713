import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import { enumOption, type EnumOption } from '../../../shared/enum-option.ts';
import { presentCurrency, type ClientTransactionView, type CurrencyRecord, type CurrencyView } from '../client-transactions/client-transactions.presenter.ts';
import type { ClientChargeRow } from './client-charges.repository.ts';

/** A client charge as the queries read it: the row with its charge's name and currency. */
export interface ClientChargeRecord extends ClientChargeRow, CurrencyRecord {
  readonly name: string | null;
}

/** A client charge on the wire (Fineract's ClientChargeData); paid, waived and written off read 0 when none. */
export interface ClientChargeView {
  readonly id: number;
  readonly clientId: number;
  readonly chargeId: number;
  readonly name: string | null;
  readonly chargeTimeType: EnumOption;
  readonly dueDate: LocalDate | null;
  readonly chargeCalculationType: EnumOption;
  readonly currency: CurrencyView;
  readonly amount: Decimal;
  readonly amountPaid: Decimal;
  readonly amountWaived: Decimal;
  readonly amountWrittenOff: Decimal;
  readonly amountOutstanding: Decimal;
  readonly penalty: boolean;
  readonly isActive: boolean;
  readonly isPaid: boolean;
  readonly isWaived: boolean;
  readonly inactivationDate: LocalDate | null;
  readonly clientTransactionDatas?: readonly ClientTransactionView[];
}

/**
 * Client charges are due on a specified date (ChargeTimeType 2) and flat (ChargeCalculationType 1): the charges
 * module allows nothing else for clients. Other ids read as Fineract's invalid option.
 */
function chargeTimeTypeOption(id: number): EnumOption {
  return id === 2 ? enumOption(2, 'chargeTimeType.specifiedDueDate', 'Specified due date') : enumOption(0, 'chargeTimeType.invalid', 'Invalid');
}

function chargeCalculationTypeOption(id: number): EnumOption {
  return id === 1 ? enumOption(1, 'chargeCalculationType.flat', 'Flat') : enumOption(0, 'chargeCalculationType.invalid', 'Invalid');
}

const decimalOf = (text: string | null): Decimal => new Decimal(text ?? '0');

export function presentClientCharge(record: ClientChargeRecord): ClientChargeView {
  return {
    id: record.id,
    clientId: record.client_id,
    chargeId: record.charge_id,
    name: record.name,
    chargeTimeType: chargeTimeTypeOption(record.charge_time_enum),
    dueDate: record.charge_due_date === null ? null : LocalDate.parse(record.charge_due_date),
    chargeCalculationType: chargeCalculationTypeOption(record.charge_calculation_enum),
    currency: presentCurrency(record),
    amount: decimalOf(record.amount),
    amountPaid: decimalOf(record.amount_paid_derived),
    amountWaived: decimalOf(record.amount_waived_derived),
    amountWrittenOff: decimalOf(record.amount_writtenoff_derived),
    amountOutstanding: decimalOf(record.amount_outstanding_derived),
    penalty: record.is_penalty,
    isActive: record.is_active,
    isPaid: record.is_paid_derived,
    isWaived: record.waived,
    inactivationDate: record.inactivated_on_date === null ? null : LocalDate.parse(record.inactivated_on_date),
  };
}
