import type { Kysely } from 'kysely';
import { commandHandler, UsageRegistry, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { paymentTypeInUse, paymentTypeNotFound } from './payment-types.errors.ts';
import { deletePaymentType, findPaymentTypeById, insertPaymentType, updatePaymentType, type PaymentTypeRow, type PaymentTypeValues } from './payment-types.repository.ts';

/** What refers to a payment type (a transaction's payment detail, an accounting mapping): deleting it is refused. */
export const paymentTypeUsage = new UsageRegistry<number>('payment type');

// Fineract's body names: `code_name` and `system_defined` (the response says codeName, isSystemDefined).
const PARAMETERS = ['name', 'description', 'isCashPayment', 'position', 'code_name', 'system_defined'];
const NAME_MAX_LENGTH = 100;
const DESCRIPTION_MAX_LENGTH = 500;
const CODE_NAME_MAX_LENGTH = 100;

/** Reads and checks the body; only members present are checked (Fineract makes none mandatory). */
function readPaymentType(json: JsonCommand) {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator('PAYMENTTYPE');
  if (json.has('name')) {
    v.parameter('name', json.string('name')).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  }
  v.parameter('description', json.string('description')).notExceedingLengthOf(DESCRIPTION_MAX_LENGTH);
  const isCashPayment = json.boolean('isCashPayment', v);
  const position = json.long('position', v);
  v.parameter('position', position).zeroOrPositive();
  v.parameter('code_name', json.string('code_name')).notExceedingLengthOf(CODE_NAME_MAX_LENGTH);
  const isSystemDefined = json.boolean('system_defined', v);
  v.throwIfErrors();
  return {
    name: json.trimmedString('name'),
    description: json.trimmedString('description'),
    isCashPayment,
    position,
    codeName: json.trimmedString('code_name'),
    isSystemDefined,
  };
}

async function createPaymentType(ctx: CommandContext): Promise<CommandResult> {
  const input = readPaymentType(ctx.json);
  const paymentTypeId = await insertPaymentType(ctx.db, {
    value: input.name ?? null,
    description: input.description ?? null,
    is_cash_payment: input.isCashPayment ?? false,
    order_position: input.position ?? 0,
    code_name: input.codeName ?? null,
    is_system_defined: input.isSystemDefined ?? false,
  });
  return { resourceId: paymentTypeId };
}

async function loadPaymentType(db: Kysely<object>, paymentTypeId: number): Promise<PaymentTypeRow> {
  const row = await findPaymentTypeById(db, paymentTypeId);
  if (row === undefined) {
    throw paymentTypeNotFound(paymentTypeId);
  }
  return row;
}

/** Fineract updates name, description, isCashPayment and position (code name and system flag stay) and reports no changes. */
async function updatePaymentTypeCommand(ctx: CommandContext): Promise<CommandResult> {
  const paymentTypeId = ctx.entityId ?? 0;
  const input = readPaymentType(ctx.json);
  const row = await loadPaymentType(ctx.db, paymentTypeId);
  const values: Partial<PaymentTypeValues> = {};
  if (ctx.json.has('name') && input.name !== row.value) {
    values.value = input.name ?? null;
  }
  if (ctx.json.has('description') && (input.description ?? null) !== row.description) {
    values.description = input.description ?? null;
  }
  if (input.isCashPayment !== undefined && input.isCashPayment !== row.is_cash_payment) {
    values.is_cash_payment = input.isCashPayment;
  }
  if (input.position !== undefined && input.position !== row.order_position) {
    values.order_position = input.position;
  }
  if (Object.keys(values).length > 0) {
    await updatePaymentType(ctx.db, paymentTypeId, values);
  }
  return { resourceId: paymentTypeId };
}

async function deletePaymentTypeCommand(ctx: CommandContext): Promise<CommandResult> {
  const paymentTypeId = ctx.entityId ?? 0;
  await loadPaymentType(ctx.db, paymentTypeId);
  await paymentTypeUsage.refuseIfUsed(ctx.db, paymentTypeId, () => paymentTypeInUse(paymentTypeId));
  await deletePaymentType(ctx.db, paymentTypeId);
  return { resourceId: paymentTypeId };
}

export const paymentTypeCommandHandlers = [
  commandHandler('PAYMENTTYPE', 'CREATE', createPaymentType),
  commandHandler('PAYMENTTYPE', 'UPDATE', updatePaymentTypeCommand),
  commandHandler('PAYMENTTYPE', 'DELETE', deletePaymentTypeCommand),
];
