import { randomUUID } from 'node:crypto';
import { JsonCommand } from '../../shared/validation/index.ts';
import type { Tenant } from '../db/tenant-registry.ts';
import { requireCommandPermission, type Principal } from '../security/principal.ts';
import { TenantClock, tenantMoneyContext } from '../settings/tenant-settings.ts';
import { permissionOf, type CommandHandler, type CommandHandlerRegistration, type CommandRequest, type CommandResult } from './command.ts';
import { ProcessingResult, type CommandTables } from './command-tables.ts';

/** Body members never written to the audit trail. */
const SECRET_MEMBERS = new Set(['password', 'repeatPassword', 'newPassword', 'oldPassword', 'client_secret', 'token']);

/** The request JSON as recorded in m_portfolio_command_source, secrets masked. */
export function auditJson(json: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(json, (key, value: unknown) => (SECRET_MEMBERS.has(key) ? '*****' : value));
}

function keyOf(entity: string, action: string): string {
  return `${action}_${entity}`;
}

/** The handlers of all modules, by (entity, action). Registering one twice is a bug. */
export class CommandRegistry {
  private readonly handlers = new Map<string, CommandHandler>();

  register(registrations: readonly CommandHandlerRegistration[]): void {
    for (const { entity, action, handle } of registrations) {
      const key = keyOf(entity, action);
      if (this.handlers.has(key)) {
        throw new Error(`two handlers for command ${key}`);
      }
      this.handlers.set(key, handle);
    }
  }

  has(entity: string, action: string): boolean {
    return this.handlers.has(keyOf(entity, action));
  }

  get(entity: string, action: string): CommandHandler {
    const handler = this.handlers.get(keyOf(entity, action));
    if (handler === undefined) {
      throw new Error(`no handler for command ${keyOf(entity, action)}`);
    }
    return handler;
  }
}

const RESULT_ID_COLUMNS = {
  resourceId: 'resource_id',
  subResourceId: 'subresource_id',
  officeId: 'office_id',
  groupId: 'group_id',
  clientId: 'client_id',
  loanId: 'loan_id',
  savingsId: 'savings_account_id',
  productId: 'product_id',
} as const;

function auditIdsOf(result: CommandResult): Partial<Record<(typeof RESULT_ID_COLUMNS)[keyof typeof RESULT_ID_COLUMNS], number | null>> {
  const ids: Partial<Record<(typeof RESULT_ID_COLUMNS)[keyof typeof RESULT_ID_COLUMNS], number | null>> = {};
  for (const [member, column] of Object.entries(RESULT_ID_COLUMNS)) {
    const value = result[member as keyof typeof RESULT_ID_COLUMNS];
    if (typeof value === 'number') {
      ids[column] = value;
    }
  }
  return ids;
}

/**
 * Every write: permission check, then one transaction holding the audit row in
 * m_portfolio_command_source and the handler's changes. A failing handler rolls back both.
 */
export class CommandPipeline {
  private readonly registry: CommandRegistry;

  constructor(registry: CommandRegistry) {
    this.registry = registry;
  }

  async execute(tenant: Tenant, user: Principal, request: CommandRequest): Promise<CommandResult> {
    requireCommandPermission(user, permissionOf(request));
    const handler = this.registry.get(request.entity, request.action);
    const json = JsonCommand.from(request.json ?? {});
    return tenant.database.db.transaction().execute(async (trx) => {
      const db = trx.withTables<CommandTables>();
      const now = new Date();
      const source = await db
        .insertInto('m_portfolio_command_source')
        .values({
          action_name: request.action,
          entity_name: request.entity,
          api_get_url: request.href.slice(0, 100),
          resource_id: request.entityId ?? null,
          subresource_id: request.subEntityId ?? null,
          command_as_json: auditJson(json.json),
          maker_id: user.id,
          made_on_date: now,
          made_on_date_utc: now,
          processing_result_enum: ProcessingResult.UNDER_PROCESSING,
          idempotency_key: (request.idempotencyKey ?? randomUUID()).slice(0, 50),
          office_id: null, group_id: null, client_id: null, loan_id: null, savings_account_id: null,
          checker_id: null, checked_on_date: null, checked_on_date_utc: null, product_id: null, transaction_id: null,
          creditbureau_id: null, organisation_creditbureau_id: null, job_name: null, resource_external_id: null,
          subresource_external_id: null, result: null, result_status_code: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const clock = new TenantClock(trx, tenant.timezoneId);
      const result = await handler({
        db: trx,
        json,
        entityId: request.entityId,
        subEntityId: request.subEntityId,
        user,
        commandId: source.id,
        clock,
        moneyContext: () => tenantMoneyContext(trx),
      });
      await db
        .updateTable('m_portfolio_command_source')
        .set({
          ...auditIdsOf(result),
          transaction_id: result.transactionId ?? null,
          resource_external_id: result.resourceExternalId ?? null,
          processing_result_enum: ProcessingResult.PROCESSED,
          result: JSON.stringify(result),
          result_status_code: 200,
        })
        .where('id', '=', source.id)
        .execute();
      return result;
    });
  }
}
