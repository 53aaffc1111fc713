import { Type, type TSchema } from 'typebox';

/**
 * Shapes shared by many routes. Each has an `$id`: the server registers them once (`app.addSchema`), the
 * OpenAPI document lists them under `components.schemas`, and route schemas refer to them with `Type.Ref`.
 */

/** A LocalDate on the wire: `[year, month, day]` (wire-format.ts writes it). */
const LocalDateSchema = Type.Array(Type.Integer(), { $id: 'LocalDate', minItems: 3, maxItems: 3, description: '[year, month, day]' });

/** An enum value on the wire: Fineract's `{id, code, value}`. */
const EnumOptionSchema = Type.Object({ id: Type.Integer(), code: Type.String(), value: Type.String() }, { $id: 'EnumOption', description: 'An enum value: id, code and English text' });

/** One failed rule of a refusal. */
const ErrorParameterSchema = Type.Object(
  {
    developerMessage: Type.String(),
    defaultUserMessage: Type.String(),
    userMessageGlobalisationCode: Type.String(),
    parameterName: Type.String(),
    value: Type.Optional(Type.Unknown()),
    args: Type.Optional(Type.Array(Type.Object({ value: Type.Unknown() }))),
  },
  { $id: 'ErrorParameter' },
);

/** Fineract's error envelope, the body of every refusal (4xx) and failure (500). */
const ErrorEnvelopeSchema = Type.Object(
  {
    developerMessage: Type.String(),
    httpStatusCode: Type.String({ description: 'the HTTP status, as a string' }),
    defaultUserMessage: Type.String(),
    userMessageGlobalisationCode: Type.String(),
    errors: Type.Optional(Type.Array(Type.Ref('ErrorParameter'))),
  },
  { $id: 'ErrorEnvelope', additionalProperties: true },
);

/** The answer of every write: Fineract's CommandProcessingResult (null members omitted). */
const CommandResultSchema = Type.Object(
  {
    commandId: Type.Optional(Type.Integer()),
    officeId: Type.Optional(Type.Integer()),
    groupId: Type.Optional(Type.Integer()),
    clientId: Type.Optional(Type.Integer()),
    loanId: Type.Optional(Type.Integer()),
    savingsId: Type.Optional(Type.Integer()),
    resourceId: Type.Optional(Type.Integer()),
    subResourceId: Type.Optional(Type.Integer()),
    productId: Type.Optional(Type.Integer()),
    transactionId: Type.Optional(Type.String()),
    resourceIdentifier: Type.Optional(Type.String()),
    resourceExternalId: Type.Optional(Type.String()),
    changes: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'the changed members with their new values' })),
  },
  { $id: 'CommandResult' },
);

/** What a write held for a checker answers (maker-checker), on any command route. */
export const PendingCommandResultSchema = Type.Object(
  { commandId: Type.Integer(), rollbackTransaction: Type.Boolean() },
  { $id: 'PendingCommandResult', description: 'The command waits for approval; commandId is its audit id' },
);

/** The frame of a paged list; `PageOf` narrows `pageItems`. */
const PageSchema = Type.Object(
  { totalFilteredRecords: Type.Integer(), pageItems: Type.Array(Type.Unknown()) },
  { $id: 'Page', description: 'One page of a list: the count of all matching records and this page\'s items' },
);

/** Every shared schema, registered once per server. */
export const SHARED_SCHEMAS: readonly TSchema[] = [LocalDateSchema, EnumOptionSchema, ErrorParameterSchema, ErrorEnvelopeSchema, CommandResultSchema, PendingCommandResultSchema, PageSchema];

/** A LocalDate member: refers to the shared `LocalDate`. */
export const LocalDateArray = Type.Ref('LocalDate');

/** An enum member: refers to the shared `EnumOption`. */
export const EnumOption = Type.Ref('EnumOption');

/** A write's answer: refers to the shared `CommandResult`. */
export const CommandResult = Type.Ref('CommandResult');

/** A page of `item`s: `{totalFilteredRecords, pageItems}`. */
export function PageOf<T extends TSchema>(item: T, description?: string) {
  return Type.Object({ totalFilteredRecords: Type.Integer(), pageItems: Type.Array(item) }, description === undefined ? {} : { description });
}

const SortStateSchema = Type.Object({ empty: Type.Boolean(), sorted: Type.Boolean(), unsorted: Type.Boolean() });

/** A Spring Data page (Fineract's v2 resources and datatable queries): `content` holds items of `item`. */
export function SpringPageOf<T extends TSchema>(item: T) {
  return Type.Object({
    content: Type.Array(item),
    totalElements: Type.Integer(),
    totalPages: Type.Integer(),
    size: Type.Integer(),
    number: Type.Integer(),
    numberOfElements: Type.Integer(),
    first: Type.Boolean(),
    last: Type.Boolean(),
    empty: Type.Boolean(),
    sort: SortStateSchema,
    pageable: Type.Object({ pageNumber: Type.Integer(), pageSize: Type.Integer(), offset: Type.Integer(), paged: Type.Boolean(), unpaged: Type.Boolean(), sort: SortStateSchema }),
  });
}
