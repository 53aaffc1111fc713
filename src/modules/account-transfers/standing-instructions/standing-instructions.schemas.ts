import { Type } from 'typebox';
import { EnumOption, LocalDateArray, PageOf } from '../../../platform/http/index.ts';
import { AccountTransferTemplate } from '../account-transfers/account-transfers.schemas.ts';

const opt = Type.Optional;
const Office = Type.Object({ id: Type.Integer(), name: Type.String() });
const Client = Type.Object({ id: Type.Integer(), displayName: opt(Type.String()), officeId: Type.Integer(), officeName: Type.String() });
const AccountRef = Type.Object({ id: Type.Integer(), accountNo: opt(Type.String()) });
const Sides = {
  fromOffice: Office, fromClient: opt(Client), fromAccountType: opt(EnumOption), fromAccount: opt(AccountRef),
  toOffice: Office, toClient: opt(Client), toAccountType: opt(EnumOption), toAccount: opt(AccountRef),
};

/** Fineract's StandingInstructionData. */
export const StandingInstruction = Type.Object({
  id: Type.Integer(), accountDetailId: Type.Integer(), name: Type.String(), ...Sides,
  transferType: opt(EnumOption), priority: opt(EnumOption), instructionType: opt(EnumOption), status: opt(EnumOption), amount: opt(Type.Number()),
  validFrom: LocalDateArray, validTill: opt(LocalDateArray), recurrenceType: opt(EnumOption), recurrenceFrequency: opt(EnumOption),
  recurrenceInterval: opt(Type.Integer()), recurrenceOnMonthDay: opt(Type.Array(Type.Integer())),
});
export const StandingInstructionPage = PageOf(StandingInstruction);

const Options = Type.Array(EnumOption);
export const StandingInstructionTemplate = Type.Object({
  ...AccountTransferTemplate.properties, transferDate: opt(LocalDateArray), transferTypeOptions: Options, statusOptions: Options, instructionTypeOptions: Options, priorityOptions: Options,
  recurrenceTypeOptions: Options, recurrenceFrequencyOptions: Options,
});

/** Fineract's StandingInstructionHistoryData. */
export const StandingInstructionHistory = Type.Object({
  standingInstructionId: Type.Integer(), name: Type.String(), ...Sides, amount: Type.Number(), status: Type.String(), executionTime: LocalDateArray, errorLog: opt(Type.String()),
});
export const StandingInstructionHistoryPage = PageOf(StandingInstructionHistory);

const Text = opt(Type.String());
export const StandingInstructionListQuery = Type.Object({
  offset: Text, limit: Text, orderBy: Text, sortOrder: Text, transferType: Text, clientName: Text, clientId: Text, fromAccountId: Text, fromAccountType: Text, externalId: Text,
});
export const StandingInstructionHistoryQuery = Type.Object({
  offset: Text, limit: Text, orderBy: Text, sortOrder: Text, standingInstructionId: Text, transferType: Text, clientName: Text, clientId: Text, fromAccountId: Text,
  fromAccountType: Text, externalId: Text, locale: Text, dateFormat: Text, fromDate: Text, toDate: Text,
});
export const StandingInstructionTemplateQuery = Type.Object({
  fromOfficeId: Text, fromClientId: Text, fromAccountId: Text, fromAccountType: Text, toOfficeId: Text, toClientId: Text, toAccountId: Text, toAccountType: Text, transferType: Text,
});
export const StandingInstructionIdParams = Type.Object({ standingInstructionId: Type.Integer() });
export const StandingInstructionCommandQuery = Type.Object({ command: Text });
/** Every command body is checked member by member by its handler (unknown members answer 400). */
export const StandingInstructionBody = Type.Record(Type.String(), Type.Unknown());
