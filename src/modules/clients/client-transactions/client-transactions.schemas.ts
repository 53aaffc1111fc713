import { Type } from 'typebox';
import { LocalDateArray } from '../clients/clients.schemas.ts';
import { EnumOption, PageOf } from '../../../platform/http/index.ts';
import { PaymentDetailSchema } from '../../organisation/index.ts';

export const ClientTransactionIdParams = Type.Object({ clientId: Type.Integer(), transactionId: Type.Integer() });
export const PagingQuery = Type.Object({
  offset: Type.Optional(Type.String({ description: 'rows to skip' })),
  limit: Type.Optional(Type.String({ description: 'page size; absent or 0: all' })),
});
export const UndoQuery = Type.Object({ command: Type.String({ description: 'undo' }) });

export const Currency = Type.Object({
  code: Type.String(),
  name: Type.String(),
  decimalPlaces: Type.Integer(),
  inMultiplesOf: Type.Optional(Type.Integer()),
  displaySymbol: Type.Optional(Type.String()),
  nameCode: Type.String(),
  displayLabel: Type.String(),
});


export const ClientTransaction = Type.Object({
  id: Type.Integer(),
  officeId: Type.Integer(),
  officeName: Type.Optional(Type.String()),
  type: EnumOption,
  date: LocalDateArray,
  currency: Currency,
  paymentDetailData: Type.Optional(
    PaymentDetailSchema,
  ),
  amount: Type.Number(),
  externalId: Type.Optional(Type.String()),
  submittedOnDate: LocalDateArray,
  reversed: Type.Boolean(),
});
export const ClientTransactionPage = PageOf(ClientTransaction);
