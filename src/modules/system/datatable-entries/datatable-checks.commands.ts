/**
 * Entity datatable checks at work: an entity reaching a status (a client created, activated, closed…)
 * needs an entry in every datatable a check names for that status; and a new entity may bring its first
 * entries along (`datatables: [{registeredTableName, data}]` on create), as Fineract.
 */
import { sql, type Kysely } from 'kysely';
import { requireCommandPermission, type Principal } from '../../../platform/security/index.ts';
import { DomainRuleError, ValidationError, parameterError } from '../../../shared/errors/api-errors.ts';
import { DATATABLE_CHECK_STATUSES, entityTableNamed, type DatatableCheckStatusName } from '../entity-datatable-checks/domain/entity-tables.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import { createEntry } from './datatable-entries.commands.ts';
import { tablesWithoutEntries } from './datatable-entries.repository.ts';

function entriesRequired(names: readonly string[]): DomainRuleError {
  const list = `[${names.join(', ')}]`;
  return new DomainRuleError(`error.msg.entry.required.in.datatable.${list}`, `The datatable ${list} needs to be filled in before the current action can be proceeded`, [list]);
}

/**
 * Refuses the status change when a check for (entity, status) names a datatable without an entry for the
 * record; several statuses reached at once (created active) are checked together. `subType` (a client's
 * legal form, Person or Entity) narrows the checks to datatables of that subtype; `productId` to the
 * checks of that product, or of no product when a status has none for it.
 */
export async function requireDatatableEntries(
  db: Kysely<object>,
  check: { readonly entity: string; readonly statuses: readonly DatatableCheckStatusName[]; readonly id: number; readonly subType?: string; readonly productId?: number },
): Promise<void> {
  const entity = entityTableNamed(check.entity);
  if (entity === undefined) {
    return;
  }
  let query = tenantTables(db)
    .selectFrom('m_entity_datatable_check as c')
    .innerJoin('x_registered_table as r', 'r.registered_table_name', 'c.x_registered_table_name')
    .select(['c.x_registered_table_name as name', 'c.product_id', 'c.status_enum'])
    .where('c.application_table_name', '=', entity.name)
    .where('c.status_enum', 'in', check.statuses.map((status) => DATATABLE_CHECK_STATUSES[status].id));
  if (check.subType !== undefined) {
    query = query.where(sql<string>`upper(r.entity_subtype)`, '=', check.subType.toUpperCase());
  }
  const checks = await query.orderBy('c.id').execute();
  const applying = check.statuses.flatMap((status) => {
    const ofStatus = checks.filter((c) => c.status_enum === DATATABLE_CHECK_STATUSES[status].id);
    const forProduct = ofStatus.filter((c) => check.productId !== undefined && c.product_id === check.productId);
    return forProduct.length > 0 ? forProduct : ofStatus.filter((c) => c.product_id === null);
  });
  const missing = await tablesWithoutEntries(db, [...new Set(applying.map((c) => c.name))], entity.foreignKeyColumn, check.id);
  if (missing.length > 0) {
    throw entriesRequired(missing);
  }
}

function listItemsError(): ValidationError {
  return new ValidationError([
    parameterError(
      'registeredTableName.and.data.parameters.must.be.present.in.each.list.items.in.datatables',
      'registeredTableName and data parameters must be present in each list items in datatables',
      'datatables',
    ),
  ]);
}

/** The entries a create request brings (`datatables`), each needing CREATE_<datatable>; errors name `datatables.<name>.<column>`. */
export async function saveDatatableEntries(db: Kysely<object>, user: Principal, id: number, datatables: unknown): Promise<void> {
  if (datatables === undefined || datatables === null) {
    return;
  }
  if (!Array.isArray(datatables)) {
    throw listItemsError();
  }
  for (const item of datatables as unknown[]) {
    const name = typeof item === 'object' && item !== null && 'registeredTableName' in item ? item.registeredTableName : undefined;
    const data = typeof item === 'object' && item !== null && 'data' in item ? item.data : undefined;
    if (typeof name !== 'string' || typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw listItemsError();
    }
    requireCommandPermission(user, `CREATE_${name}`);
    try {
      await createEntry(db, user, name, id, data as Readonly<Record<string, unknown>>);
    } catch (error) {
      if (error instanceof ValidationError) {
        throw new ValidationError(error.errors.map((e) => ({ ...e, parameterName: `datatables.${name}.${e.parameterName}` })));
      }
      throw error;
    }
  }
}

/** Whether any datatable of the entity holds an entry for the record (deleting it is then refused). */
export async function datatableEntriesExist(db: Kysely<object>, entityName: string, id: number): Promise<boolean> {
  const entity = entityTableNamed(entityName);
  if (entity === undefined) {
    return false;
  }
  const tables = await tenantTables(db).selectFrom('x_registered_table').select('registered_table_name').where('application_table_name', '=', entity.name).execute();
  const names = tables.map((table) => table.registered_table_name);
  return (await tablesWithoutEntries(db, names, entity.foreignKeyColumn, id)).length < names.length;
}
