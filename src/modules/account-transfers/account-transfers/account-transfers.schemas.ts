import { Type } from 'typebox';
import { EnumOption, LocalDateArray, PageOf } from '../../../platform/http/index.ts';

const opt = Type.Optional;

const Currency = Type.Object({
  code: Type.String(), name: Type.String(), decimalPlaces: Type.Integer(), inMultiplesOf: opt(Type.Integer()),
  displaySymbol: opt(Type.String()), nameCode: Type.String(), displayLabel: Type.String(),
});
const Office = Type.Object({ id: Type.Integer(), name: Type.String(), nameDecorated: opt(Type.String()) });
const Client = Type.Object({ id: Type.Integer(), displayName: opt(Type.String()), officeId: Type.Integer(), officeName: Type.String() });
const AccountRef = Type.Object({ id: Type.Integer(), accountNo: opt(Type.String()) });
const AccountOption = Type.Object({
  id: Type.Integer(), accountNo: Type.String(), clientId: opt(Type.Integer()), clientName: opt(Type.String()), productId: opt(Type.Integer()),
  productName: opt(Type.String()), fieldOfficerId: opt(Type.Integer()), currencyCode: Type.String(), amtForTransfer: opt(Type.Number()),
});

/** Fineract's AccountTransferData. */
export const AccountTransfer = Type.Object({
  id: Type.Integer(), reversed: Type.Boolean(), currency: Currency, transferAmount: Type.Number(), transferDate: LocalDateArray, transferDescription: Type.String(),
  fromOffice: Office, fromClient: opt(Client), fromAccountType: opt(EnumOption), fromAccount: opt(AccountRef),
  toOffice: Office, toClient: opt(Client), toAccountType: opt(EnumOption), toAccount: opt(AccountRef),
});
export const AccountTransferPage = PageOf(AccountTransfer);

/** GET /accounttransfers/template: the choices so far and the options of the next step. */
export const AccountTransferTemplate = Type.Object({
  fromOffice: opt(Office), fromClient: opt(Client), fromAccountType: opt(EnumOption), fromAccount: opt(AccountOption), transferDate: LocalDateArray,
  transferAmount: Type.Number(), toOffice: opt(Office), toClient: opt(Client), toAccountType: opt(EnumOption), toAccount: opt(AccountOption),
  fromOfficeOptions: opt(Type.Array(Office)), fromClientOptions: opt(Type.Array(Client)), fromAccountTypeOptions: Type.Array(EnumOption),
  fromAccountOptions: opt(Type.Array(AccountOption)), toOfficeOptions: Type.Array(Office), toClientOptions: opt(Type.Array(Client)),
  toAccountTypeOptions: Type.Array(EnumOption), toAccountOptions: opt(Type.Array(AccountOption)),
});

const Id = Type.String();
export const AccountTransferTemplateQuery = Type.Object({
  fromOfficeId: opt(Id), fromClientId: opt(Id), fromAccountId: opt(Id), fromAccountType: opt(Id),
  toOfficeId: opt(Id), toClientId: opt(Id), toAccountId: opt(Id), toAccountType: opt(Id),
});
export const AccountTransferListQuery = Type.Object({
  offset: opt(Type.String()), limit: opt(Type.String()), orderBy: opt(Type.String()), sortOrder: opt(Type.String()), accountDetailId: opt(Type.String()),
});
export const AccountTransferIdParams = Type.Object({ transferId: Type.Integer() });
/** Every command body is checked member by member by its handler (unknown members answer 400). */
export const AccountTransferBody = Type.Record(Type.String(), Type.Unknown());
