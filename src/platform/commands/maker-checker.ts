import type { Kysely } from 'kysely';
import { DomainRuleError, NoAuthorizationError, NotFoundError } from '../../shared/errors/api-errors.ts';
import { ALL_FUNCTIONS, type Principal } from '../security/principal.ts';
import { readConfiguration } from '../settings/tenant-settings.ts';
import { ProcessingResult } from './command-tables.ts';
import type { PendingCommand } from './command.ts';
import { tenantTables } from '../db/tenant-db.ts';

export const CHECKER_SUPER_USER = 'CHECKER_SUPER_USER';

/** ALL_FUNCTIONS and CHECKER_SUPER_USER may check anything, and are never held. */
export function isCheckerSuperUser(user: Principal): boolean {
  return user.permissions.has(ALL_FUNCTIONS) || user.permissions.has(CHECKER_SUPER_USER);
}

export function canCheck(user: Principal, permissionCode: string): boolean {
  return isCheckerSuperUser(user) || user.permissions.has(`${permissionCode}_CHECKER`.toUpperCase());
}

/** Held when `maker-checker` is on, the permission is flagged for it, and the maker is no checker super user. */
export async function isMakerCheckerHeld(db: Kysely<object>, user: Principal, permissionCode: string): Promise<boolean> {
  if (isCheckerSuperUser(user) || (await readConfiguration(db, 'maker-checker'))?.enabled !== true) {
    return false;
  }
  const permission = await tenantTables(db)
    .selectFrom('m_permission')
    .select('can_maker_checker')
    .where('code', '=', permissionCode)
    .executeTakeFirst();
  return permission?.can_maker_checker === true;
}

/** The answer to a held command (Fineract's): the audit id and the notice that nothing was kept. */
export function pendingResult(commandId: number): { commandId: number; rollbackTransaction: true } {
  return { commandId, rollbackTransaction: true };
}

/**
 * Loads a command awaiting approval for a checker: 404 when unknown or already decided, 403 without the
 * `<PERMISSION>_CHECKER` permission, and 403 when the checker is its maker (stricter than Fineract,
 * which allows that to checker super users or with `enable-same-maker-checker`).
 */
export async function pendingCommandFor(db: Kysely<object>, checker: Principal, auditId: number): Promise<PendingCommand> {
  const row = await tenantTables(db)
    .selectFrom('m_portfolio_command_source')
    .select(['id', 'action_name', 'entity_name', 'command_as_json', 'api_get_url', 'resource_id', 'subresource_id', 'resource_external_id', 'subresource_external_id', 'maker_id', 'processing_result_enum'])
    .where('id', '=', auditId)
    .executeTakeFirst();
  if (row === undefined) {
    throw new NotFoundError('error.msg.command.id.invalid', `Audit with identifier ${auditId} does not exist`, [auditId]);
  }
  if (row.processing_result_enum !== ProcessingResult.AWAITING_APPROVAL) {
    throw new NotFoundError('error.msg.command.id.not.awaiting.approval', `Audit with identifier ${auditId} is not awaiting approval`, [auditId]);
  }
  const permissionCode = `${row.action_name}_${row.entity_name}`;
  if (!canCheck(checker, permissionCode)) {
    throw new NoAuthorizationError(`User has no authority to: ${permissionCode}_CHECKER`);
  }
  if (row.maker_id === checker.id) {
    throw new DomainRuleError('error.msg.command.checker.is.maker', `Audit with identifier ${auditId} cannot be checked by its maker`, [auditId]);
  }
  return {
    id: row.id,
    entity: row.entity_name,
    action: row.action_name,
    json: JSON.parse(row.command_as_json) as Record<string, unknown>,
    href: row.api_get_url,
    ids: {
      ...(row.resource_id === null ? {} : { entityId: row.resource_id }),
      ...(row.subresource_id === null ? {} : { subEntityId: row.subresource_id }),
      ...(row.resource_external_id === null ? {} : { resourceName: row.resource_external_id }),
      ...(row.subresource_external_id === null ? {} : { subResourceName: row.subresource_external_id }),
    },
  };
}

/** Rejects a pending command: kept in the audit trail as rejected, its secrets masked. */
export async function rejectPending(db: Kysely<object>, checker: Principal, pending: PendingCommand, maskedJson: string): Promise<void> {
  await tenantTables(db)
    .updateTable('m_portfolio_command_source')
    .set({ processing_result_enum: ProcessingResult.REJECTED, checker_id: checker.id, checked_on_date: new Date(), checked_on_date_utc: new Date(), command_as_json: maskedJson })
    .where('id', '=', pending.id)
    .execute();
}

/** Deletes a pending command from the queue (and the audit trail). */
export async function deletePending(db: Kysely<object>, pending: PendingCommand): Promise<void> {
  await tenantTables(db).deleteFrom('m_portfolio_command_source').where('id', '=', pending.id).execute();
}
