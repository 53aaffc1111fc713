import type { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import type { CommandResult } from '../../../platform/commands/index.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import type { ExternalEventPayload } from '../../../platform/events/index.ts';
import { payloadCodecOf, payloadFromView, type RecordDefinitions } from './avro-records.ts';

/** Fineract's LoanOwnershipTransferDataV1 (fineract-avro-schemas), beside the records it names. */
export const LOAN_OWNERSHIP_TRANSFER_RECORDS: RecordDefinitions = {
  'loan.v1.LoanOwnershipTransferDataV1':
    'loanId:long! loanExternalId:string type:string transferExternalId:string submittedDate:string assetOwnerExternalId:string '
    + 'currency:generic.v1.CurrencyDataV1 totalOutstandingBalanceAmount:bigdecimal outstandingPrincipalPortion:bigdecimal outstandingFeePortion:bigdecimal '
    + 'outstandingPenaltyPortion:bigdecimal outstandingInterestPortion:bigdecimal overPaymentPortion:bigdecimal unrecognizedIncomePortion:bigdecimal '
    + 'unpaidChargeData:[loan.v1.UnpaidChargeDataV1] transferStatus:string transferStatusReason:string settlementDate:string purchasePriceRatio:string',
  'generic.v1.CurrencyDataV1': 'code:string name:string decimalPlaces:int inMultiplesOf:int displaySymbol:string nameCode:string displayLabel:string',
  'loan.v1.UnpaidChargeDataV1': 'chargeId:long! chargeName:string! outstandingAmount:bigdecimal!',
};
const LOAN_OWNERSHIP_TRANSFER_RECORD = 'loan.v1.LoanOwnershipTransferDataV1';

/** Its codec: the schema `org.apache.fineract.avro.loan.v1.LoanOwnershipTransferDataV1`. */
export const loanOwnershipTransferCodec = payloadCodecOf(LOAN_OWNERSHIP_TRANSFER_RECORDS, LOAN_OWNERSHIP_TRANSFER_RECORD);

/** The event raised for each transfer close of business executes, cancels or declines (Fineract's investor module). */
export const LOAN_OWNERSHIP_TRANSFER_EVENT_TYPE = 'LoanOwnershipTransferBusinessEvent';

interface TransferEventRow {
  readonly id: number;
  readonly loan_id: number;
  readonly loan_external_id: string | null;
  readonly status: string;
  readonly sub_status: string | null;
  readonly external_id: string;
  readonly settlement_date: string;
  readonly purchase_price_ratio: string;
  readonly owner_external_id: string;
  readonly currency_code: string;
  readonly currency_digits: number;
  readonly currency_multiplesof: number | null;
  readonly first_status: string | null;
  readonly total: string | null;
  readonly principal: string | null;
  readonly interest: string | null;
  readonly fees: string | null;
  readonly penalties: string | null;
  readonly overpaid: string | null;
}

interface UnpaidCharge {
  readonly chargeId: number;
  readonly chargeName: string;
  readonly outstandingAmount: Decimal;
}

/** One statement: the transfers with their loan, owner, amounts and the status of the first row of their external id. */
async function transfersOf(trx: Kysely<object>, transferIds: readonly number[]): Promise<TransferEventRow[]> {
  return tenantTables(trx)
    .selectFrom('m_external_asset_owner_transfer as t')
    .innerJoin('m_external_asset_owner as o', 'o.id', 't.owner_id')
    .innerJoin('m_loan as l', 'l.id', 't.loan_id')
    .leftJoin('m_external_asset_owner_transfer_details as d', 'd.asset_owner_transfer_id', 't.id')
    .select((eb) => [
      't.id', 't.loan_id', 'l.external_id as loan_external_id', 't.status', 't.sub_status', 't.external_id', 't.settlement_date', 't.purchase_price_ratio',
      'o.external_id as owner_external_id', 'l.currency_code', 'l.currency_digits', 'l.currency_multiplesof',
      eb.selectFrom('m_external_asset_owner_transfer as f').select('f.status').whereRef('f.external_id', '=', 't.external_id').orderBy('f.id').limit(1).as('first_status'),
      sql<string | null>`d.total_outstanding_derived::text`.as('total'), sql<string | null>`d.principal_outstanding_derived::text`.as('principal'),
      sql<string | null>`d.interest_outstanding_derived::text`.as('interest'), sql<string | null>`d.fee_charges_outstanding_derived::text`.as('fees'),
      sql<string | null>`d.penalty_charges_outstanding_derived::text`.as('penalties'), sql<string | null>`d.total_overpaid_derived::text`.as('overpaid'),
    ])
    .where('t.id', 'in', [...transferIds])
    .execute();
}

/** One statement: what each loan's active charges still owe, summed by charge definition (Fineract's unpaid charge data). */
async function unpaidChargesOf(trx: Kysely<object>, loanIds: readonly number[]): Promise<Map<number, UnpaidCharge[]>> {
  const rows = await tenantTables(trx)
    .selectFrom('m_loan_charge as lc')
    .innerJoin('m_charge as c', 'c.id', 'lc.charge_id')
    .select(['lc.loan_id', 'lc.charge_id', 'c.name', sql<string>`sum(lc.amount_outstanding_derived)::text`.as('outstanding')])
    .where('lc.loan_id', 'in', [...loanIds])
    .where('lc.is_active', '=', true)
    .where('lc.amount_outstanding_derived', '>', '0')
    .groupBy(['lc.loan_id', 'lc.charge_id', 'c.name'])
    .orderBy('lc.charge_id')
    .execute();
  const byLoan = new Map<number, UnpaidCharge[]>();
  for (const row of rows) {
    byLoan.set(row.loan_id, [...(byLoan.get(row.loan_id) ?? []), { chargeId: row.charge_id, chargeName: row.name ?? '', outstandingAmount: new Decimal(row.outstanding) }]);
  }
  return byLoan;
}

/** Fineract's transfer status of the event: an executed sale (ACTIVE) or buy-back is EXECUTED. */
function eventStatusOf(status: string): string {
  if (status === 'ACTIVE' || status === 'BUYBACK') {
    return 'EXECUTED';
  }
  return status === 'DECLINED' || status === 'CANCELLED' ? status : 'UNKNOWN';
}

/** SALE or BUYBACK: a declined or cancelled row takes the kind of the first row of its transfer. */
function transferTypeOf(row: TransferEventRow): string {
  const status = row.status === 'DECLINED' || row.status === 'CANCELLED' ? (row.first_status ?? row.status) : row.status;
  return status === 'BUYBACK' ? 'BUYBACK' : 'SALE';
}

/** The amounts of the transfer's details, when it has some (an executed sale or buy-back), with the loan's unpaid charges. */
function amountsOf(row: TransferEventRow, unpaid: readonly UnpaidCharge[]): object {
  if (row.total === null) {
    return {};
  }
  return {
    totalOutstandingBalanceAmount: row.total, outstandingPrincipalPortion: row.principal, outstandingInterestPortion: row.interest, outstandingFeePortion: row.fees,
    outstandingPenaltyPortion: row.penalties, overPaymentPortion: row.overpaid, unpaidChargeData: unpaid,
  };
}

function transferPayload(row: TransferEventRow, unpaid: readonly UnpaidCharge[]): ExternalEventPayload {
  const view = {
    loanId: row.loan_id, loanExternalId: row.loan_external_id, type: transferTypeOf(row), transferExternalId: row.external_id, submittedDate: row.settlement_date,
    assetOwnerExternalId: row.owner_external_id, currency: { code: row.currency_code, decimalPlaces: row.currency_digits, inMultiplesOf: row.currency_multiplesof },
    transferStatus: eventStatusOf(row.status), transferStatusReason: row.sub_status, settlementDate: row.settlement_date, purchasePriceRatio: row.purchase_price_ratio,
    ...amountsOf(row, unpaid),
  };
  return { schema: loanOwnershipTransferCodec.schema, data: payloadFromView(LOAN_OWNERSHIP_TRANSFER_RECORDS, LOAN_OWNERSHIP_TRANSFER_RECORD, view) };
}

/**
 * The batch payload builder of LoanOwnershipTransferBusinessEvent: each event's transfer row (its result's
 * `resourceId`, the row the execution wrote) as Fineract's investor serializer describes it — the kind (SALE or
 * BUYBACK), the status the consumer sees (EXECUTED, DECLINED, CANCELLED) and its reason, the settlement date (also
 * the submitted date, as Fineract), the amounts settled and the loan's unpaid charges when the transfer was executed.
 * Two statements whatever the number of events.
 */
export async function loanOwnershipTransferPayloads(trx: Kysely<object>, results: readonly CommandResult[], _businessDate: LocalDate): Promise<(ExternalEventPayload | undefined)[]> {
  const ids = results.flatMap((r) => (r.resourceId === undefined || r.resourceId === null ? [] : [r.resourceId]));
  if (ids.length === 0) {
    return results.map(() => undefined);
  }
  const rows = new Map((await transfersOf(trx, ids)).map((row) => [row.id, row]));
  const unpaid = await unpaidChargesOf(trx, [...new Set([...rows.values()].map((row) => row.loan_id))]);
  return results.map((r) => {
    const row = rows.get(r.resourceId ?? 0);
    return row === undefined ? undefined : transferPayload(row, unpaid.get(row.loan_id) ?? []);
  });
}
