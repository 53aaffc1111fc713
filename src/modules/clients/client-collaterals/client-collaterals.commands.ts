import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { commandHandler, UsageRegistry, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { collateralTypeUsage, requireCollateralType } from '../../collateral/index.ts';
import { requireClient } from '../clients/clients.commands.ts';
import { clientCollateralNotFound, clientCollateralPledged } from './client-collaterals.errors.ts';
import {
  clientHoldsCollateralType,
  deleteClientCollateral,
  findClientCollateral,
  insertClientCollateral,
  updateClientCollateralQuantity,
  type ClientCollateralRow,
} from './client-collaterals.repository.ts';

// A collateral type that a client holds (quantity > 0) cannot be deleted.
collateralTypeUsage.registerUse('client collateral', clientHoldsCollateralType);

/**
 * What refers to a client collateral row: the loans module will register its pledges that are not
 * released (m_loan_collateral_management). Deleting the row is refused while anything does.
 */
export const clientCollateralUsage = new UsageRegistry<number>('client collateral');

// Clean codes in place of Fineract's garbled `...parameter..quantity.not.exists` (decision C2).
const RESOURCE = 'clientcollateral';

function readQuantity(json: JsonCommand, v: DataValidator): Decimal | undefined {
  const quantity = json.decimal('quantity', v);
  if (!v.hasErrorFor('quantity')) {
    v.parameter('quantity', quantity).notBlank().positive();
  }
  return quantity;
}

/** POST body: `collateralId` (the type) and `quantity` > 0, both required; `locale` for a quantity sent as text. */
function readNewCollateral(json: JsonCommand): { collateralId: number; quantity: Decimal } {
  json.checkSupported(['collateralId', 'quantity', 'locale']);
  const v = new DataValidator(RESOURCE);
  if (json.has('locale')) {
    json.locale(v);
  }
  const collateralId = json.long('collateralId', v);
  if (!v.hasErrorFor('collateralId')) {
    v.parameter('collateralId', collateralId).notBlank().positive();
  }
  const quantity = readQuantity(json, v);
  v.throwIfErrors();
  return { collateralId: collateralId ?? 0, quantity: quantity ?? new Decimal(0) };
}

/**
 * PUT body: `quantity` > 0, required. Fineract also refuses a quantity below the total pledged from the row
 * (`validation.msg.clientcollateral.quantity.is.less.than.min`); no pledges exist until the loans module
 * adds m_loan_collateral_management, so that rule comes with it.
 */
function readQuantityUpdate(json: JsonCommand): Decimal {
  json.checkSupported(['quantity', 'locale']);
  const v = new DataValidator(RESOURCE);
  if (json.has('locale')) {
    json.locale(v);
  }
  const quantity = readQuantity(json, v);
  v.throwIfErrors();
  return quantity ?? new Decimal(0);
}

/** POST /clients/{clientId}/collaterals: the client registers a quantity of a collateral type. */
async function createClientCollateral(ctx: CommandContext): Promise<CommandResult> {
  const input = readNewCollateral(ctx.json);
  const { client } = await requireClient(ctx);
  const type = await requireCollateralType(ctx.db, input.collateralId);
  const id = await insertClientCollateral(ctx.db, { client_id: client.id, collateral_id: type.id, quantity: input.quantity.toString() });
  return { clientId: client.id, resourceId: id };
}

async function loadClientCollateral(db: Kysely<object>, clientId: number, clientCollateralId: number): Promise<ClientCollateralRow> {
  const row = await findClientCollateral(db, clientId, clientCollateralId);
  if (row === undefined) {
    throw clientCollateralNotFound(clientCollateralId);
  }
  return row;
}

/** PUT /clients/{clientId}/collaterals/{clientCollateralId}: a new available quantity; `changes.quantity` when it differs. */
async function updateClientCollateral(ctx: CommandContext): Promise<CommandResult> {
  const quantity = readQuantityUpdate(ctx.json);
  const { client } = await requireClient(ctx);
  const row = await loadClientCollateral(ctx.db, client.id, ctx.subEntityId ?? 0);
  if (new Decimal(row.quantity).equals(quantity)) {
    return { clientId: client.id, resourceId: row.id };
  }
  await updateClientCollateralQuantity(ctx.db, row.id, quantity.toString());
  return { clientId: client.id, resourceId: row.id, changes: { quantity } };
}

/** DELETE /clients/{clientId}/collaterals/{clientCollateralId}: refused while units of it are pledged (none before loans exist). */
async function deleteClientCollateralCommand(ctx: CommandContext): Promise<CommandResult> {
  const { client } = await requireClient(ctx);
  const row = await loadClientCollateral(ctx.db, client.id, ctx.subEntityId ?? 0);
  await clientCollateralUsage.refuseIfUsed(ctx.db, row.id, () => clientCollateralPledged(row.id));
  await deleteClientCollateral(ctx.db, row.id);
  return { resourceId: row.id };
}

export const clientCollateralCommandHandlers = [
  commandHandler('CLIENT_COLLATERAL_PRODUCT', 'CREATE', createClientCollateral),
  commandHandler('CLIENT_COLLATERAL_PRODUCT', 'UPDATE', updateClientCollateral),
  commandHandler('CLIENT_COLLATERAL_PRODUCT', 'DELETE', deleteClientCollateralCommand),
];
