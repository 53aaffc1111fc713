import type { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { CommandResult } from '../../../platform/commands/index.ts';
import type { ExternalEventPayload } from '../../../platform/events/index.ts';
import type { TenantClock } from '../../../platform/settings/index.ts';
import { payloadCodecOf, payloadFromView, type RecordDefinitions } from './avro-records.ts';
import { loanAccountPayload, loanAccountPayloads } from './loan-account-payload.ts';
import { LOAN_ACCOUNT_RECORDS } from './loan-account-records.ts';

/** Fineract's LoanAccountDelinquencyRangeDataV1 (fineract-avro-schemas), beside the records it names. */
const LOAN_DELINQUENCY_RANGE_RECORDS: RecordDefinitions = {
  ...LOAN_ACCOUNT_RECORDS,
  'loan.v1.LoanAccountDelinquencyRangeDataV1':
    'loanId:long! loanAccountNo:string! loanExternalId:string delinquencyRange:loan.v1.DelinquencyRangeDataV1 '
    + 'charges:[loan.v1.LoanChargeDataRangeViewV1]! currency:generic.v1.CurrencyDataV1! amount:loan.v1.LoanAmountDataV1! delinquentDate:string '
    + 'installmentDelinquencyBuckets:[loan.v1.LoanInstallmentDelinquencyBucketDataV1]',
};
const LOAN_DELINQUENCY_RANGE_RECORD = 'loan.v1.LoanAccountDelinquencyRangeDataV1';

/** Its codec: the schema `org.apache.fineract.avro.loan.v1.LoanAccountDelinquencyRangeDataV1`. */
export const loanDelinquencyRangeCodec = payloadCodecOf(LOAN_DELINQUENCY_RANGE_RECORDS, LOAN_DELINQUENCY_RANGE_RECORD);

/** The event raised when a loan's delinquency range changes (Fineract's LoanDelinquencyRangeChangeBusinessEvent). */
export const LOAN_DELINQUENCY_RANGE_EVENT_TYPE = 'LoanDelinquencyRangeChangeBusinessEvent';

type Json = Readonly<Record<string, unknown>>;
const objectOf = (value: unknown): Json | undefined => (typeof value === 'object' && value !== null ? (value as Json) : undefined);
const listOf = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const decimalOf = (value: unknown): Decimal => new Decimal(typeof value === 'string' || typeof value === 'number' ? value : 0);

/**
 * What the installments due before the business date still owe, by part, as Fineract's serializer sums them from the
 * loan's installments (the disbursement period, which has no number, left out).
 */
function overdueAmountOf(account: Json, businessDate: string): Record<string, string> {
  const periods = listOf(objectOf(account.repaymentSchedule)?.periods).filter((p) => p.period !== null && p.period !== undefined && String(p.dueDate) < businessDate);
  const sum = (field: string) => periods.reduce((total, p) => total.plus(decimalOf(p[field])), new Decimal(0)).toFixed();
  return {
    principalAmount: sum('principalOutstanding'), feeAmount: sum('feeChargesOutstanding'), interestAmount: sum('interestOutstanding'),
    penaltyAmount: sum('penaltyChargesOutstanding'), totalAmount: sum('totalOutstandingForPeriod'),
  };
}

/** The range record of a loan, from its LoanAccountDataV1 (the same read as the loan events). */
function delinquencyRangeData(data: unknown, businessDate: LocalDate): ExternalEventPayload {
  const account = objectOf(data) ?? {};
  const delinquent = objectOf(account.delinquent);
  const charges = listOf(account.charges).map((c) => ({ id: c.id, name: c.name, currency: c.currency, amount: c.amount }));
  const view = {
    loanId: account.id, loanAccountNo: account.accountNo, loanExternalId: account.externalId, delinquencyRange: account.delinquencyRange, charges,
    currency: objectOf(account.summary)?.currency ?? objectOf(account.repaymentSchedule)?.currency, amount: overdueAmountOf(account, businessDate.toString()),
    delinquentDate: delinquent?.delinquentDate ?? null, installmentDelinquencyBuckets: delinquent?.installmentDelinquencyBuckets ?? null,
  };
  return { schema: loanDelinquencyRangeCodec.schema, data: payloadFromView(LOAN_DELINQUENCY_RANGE_RECORDS, LOAN_DELINQUENCY_RANGE_RECORD, view) };
}

/**
 * The payload of LoanDelinquencyRangeChangeBusinessEvent raised with a command: the loan (its result's `loanId`) read
 * as for the loan events, as of the command's business date, made into Fineract's range record.
 */
export async function loanDelinquencyRangePayload(trx: Kysely<object>, result: CommandResult, clock: TenantClock): Promise<ExternalEventPayload | undefined> {
  const account = await loanAccountPayload(trx, result, clock);
  return account === undefined ? undefined : delinquencyRangeData(account.data, await clock.businessDate());
}

/** The same for many loans classified at once (a job, a close-of-business chunk): a fixed number of statements. */
export async function loanDelinquencyRangePayloads(trx: Kysely<object>, results: readonly CommandResult[], businessDate: LocalDate): Promise<(ExternalEventPayload | undefined)[]> {
  const accounts = await loanAccountPayloads(trx, results, businessDate);
  return accounts.map((account) => (account === undefined ? undefined : delinquencyRangeData(account.data, businessDate)));
}
