import { Type } from 'typebox';
import { LocalDateArray } from '../clients/clients.schemas.ts';
import { ClientTransaction, Currency } from '../client-transactions/client-transactions.schemas.ts';
import { EnumOption, PageOf } from '../../../platform/http/index.ts';

export const ClientChargeIdParams = Type.Object({ clientId: Type.Integer(), chargeId: Type.Integer({ description: 'the client charge id' }) });
export const ClientChargeListQuery = Type.Object({
  chargeStatus: Type.Optional(Type.String({ description: 'all (default), active or inactive' })),
  pendingPayment: Type.Optional(Type.String({ description: 'true: neither paid nor waived; false: paid or waived' })),
  offset: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String({ description: 'page size; absent or 0: all' })),
});
export const ClientChargeQuery = Type.Object({ associations: Type.Optional(Type.String({ description: 'transactions or all' })) });
export const ClientChargeCommandQuery = Type.Object({ command: Type.String({ description: 'paycharge or waive' }) });


export const ClientCharge = Type.Object({
  id: Type.Integer(),
  clientId: Type.Integer(),
  chargeId: Type.Integer(),
  name: Type.Optional(Type.String()),
  chargeTimeType: EnumOption,
  dueDate: Type.Optional(LocalDateArray),
  chargeCalculationType: EnumOption,
  currency: Currency,
  amount: Type.Number(),
  amountPaid: Type.Number(),
  amountWaived: Type.Number(),
  amountWrittenOff: Type.Number(),
  amountOutstanding: Type.Number(),
  penalty: Type.Boolean(),
  isActive: Type.Boolean(),
  isPaid: Type.Boolean(),
  isWaived: Type.Boolean(),
  inactivationDate: Type.Optional(LocalDateArray),
  clientTransactionDatas: Type.Optional(Type.Array(ClientTransaction)),
});
export const ClientChargePage = PageOf(ClientCharge);
export const ClientChargeTemplate = Type.Object({
  penalty: Type.Boolean(),
  chargeOptions: Type.Array(Type.Record(Type.String(), Type.Unknown()), { description: 'the active charges that apply to clients (ChargeData)' }),
});

export const ClientChargeRequest = Type.Object({
  chargeId: Type.Optional(Type.Integer({ description: 'an active charge that applies to clients (mandatory)' })),
  amount: Type.Optional(Type.Number({ description: 'mandatory; rounded to the charge currency' })),
  dueDate: Type.Optional(Type.String({ description: 'mandatory; not before the client’s activation' })),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});

/** paycharge takes these members; waive takes none. */
export const ClientChargeCommandRequest = Type.Object({
  amount: Type.Optional(Type.Number({ description: 'paycharge: at most what is outstanding' })),
  transactionDate: Type.Optional(Type.String({ description: 'paycharge: not before activation, not after the business date' })),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
  paymentTypeId: Type.Optional(Type.Integer()),
  accountNumber: Type.Optional(Type.String({ maxLength: 100 })),
  checkNumber: Type.Optional(Type.String({ maxLength: 100 })),
  routingCode: Type.Optional(Type.String({ maxLength: 100 })),
  receiptNumber: Type.Optional(Type.String({ maxLength: 100 })),
  bankNumber: Type.Optional(Type.String({ maxLength: 100 })),
  externalId: Type.Optional(Type.String({ maxLength: 100, description: 'unique among client transactions' })),
});
