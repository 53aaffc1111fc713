import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { EnumOption } from '../../../shared/enum-option.ts';
import { clientMembersByIds } from '../../clients/index.ts';
import { searchLoans } from '../../loans/index.ts';
import { escapeLike, type SearchCriteria, type SearchHitView, type SearchSource } from './domain/search-request.ts';
import { NO_DEPOSIT_TYPE } from './search.presenter.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import type { LocalDate } from '@js-joda/core';
import { LOAN_STATUS_IDS, type AdvancedSearchConditions, type AmountFilter, type LoanStatusOption } from './domain/advanced-search.ts';

/** `column ILIKE pattern` with `\` as escape character (the pattern's own wildcards are escaped). */
function like(column: string, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} ilike ${pattern} escape '\\'`;
}

/** The client statuses of `ids` ({id, code, value}), read through the clients module. */
async function clientStatuses(db: Kysely<object>, ids: readonly number[]): Promise<ReadonlyMap<number, EnumOption>> {
  const clients = await clientMembersByIds(db, [...new Set(ids)], false);
  return new Map(clients.map((c) => [c.id, c.status]));
}

const UNKNOWN_STATUS: EnumOption = { id: 0, code: '', value: '' };

/** Clients by account number, display name, external id or mobile number. */
export const clientSearchSource: SearchSource = {
  async find(db, criteria: SearchCriteria, limit) {
    const rows = await tenantTables(db)
      .selectFrom('m_client as c')
      .innerJoin('m_office as o', 'o.id', 'c.office_id')
      .select(['c.id', 'c.account_no', 'c.external_id', 'c.display_name', 'c.mobile_no', 'c.office_id', 'o.name as office_name'])
      .where(like('o.hierarchy', criteria.hierarchyPattern))
      .where((eb) =>
        eb.or([like('c.account_no', criteria.pattern), like('c.display_name', criteria.pattern), like('c.external_id', criteria.pattern), like('c.mobile_no', criteria.pattern)]),
      )
      .orderBy('c.id', 'desc')
      .limit(limit)
      .execute();
    const statuses = await clientStatuses(db, rows.map((r) => r.id));
    return rows.map(
      (row): SearchHitView => ({
        entityId: row.id,
        entityAccountNo: row.account_no,
        entityExternalId: row.external_id,
        entityName: row.display_name,
        entityType: 'CLIENT',
        parentId: row.office_id,
        parentName: row.office_name,
        parentType: null,
        entityMobileNo: row.mobile_no,
        entityStatus: statuses.get(row.id) ?? UNKNOWN_STATUS,
        subEntityType: NO_DEPOSIT_TYPE,
      }),
    );
  },
};

/** Client identifiers by document key; the client is the parent and lends its status. */
export const clientIdentifierSearchSource: SearchSource = {
  async find(db, criteria: SearchCriteria, limit) {
    const rows = await tenantTables(db)
      .selectFrom('m_client_identifier as ci')
      .innerJoin('m_client as c', 'c.id', 'ci.client_id')
      .innerJoin('m_office as o', 'o.id', 'c.office_id')
      .select(['ci.id', 'ci.document_key', 'c.id as client_id', 'c.display_name'])
      .where(like('o.hierarchy', criteria.hierarchyPattern))
      .where(like('ci.document_key', criteria.pattern))
      .orderBy('ci.id', 'desc')
      .limit(limit)
      .execute();
    const statuses = await clientStatuses(db, rows.map((r) => r.client_id));
    return rows.map(
      (row): SearchHitView => ({
        entityId: row.id,
        entityAccountNo: null,
        entityExternalId: null,
        entityName: row.document_key,
        entityType: 'CLIENTIDENTIFIER',
        parentId: row.client_id,
        parentName: row.display_name,
        parentType: null,
        entityMobileNo: null,
        entityStatus: statuses.get(row.client_id) ?? UNKNOWN_STATUS,
        subEntityType: NO_DEPOSIT_TYPE,
      }),
    );
  },
};

/** Groups and centers (level 1) by account number, name or external id; `statusOf` is the groups module's. */
export function groupSearchSource(statusOf: (statusId: number) => EnumOption): SearchSource {
  return {
    async find(db, criteria: SearchCriteria, limit) {
      const rows = await tenantTables(db)
        .selectFrom('m_group as g')
        .innerJoin('m_office as o', 'o.id', 'g.office_id')
        .select(['g.id', 'g.account_no', 'g.external_id', 'g.display_name', 'g.status_enum', 'g.level_id', 'g.office_id', 'o.name as office_name'])
        .where(like('o.hierarchy', criteria.hierarchyPattern))
        .where((eb) => eb.or([like('g.account_no', criteria.pattern), like('g.display_name', criteria.pattern), like('g.external_id', criteria.pattern)]))
        .orderBy('g.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(
        (row): SearchHitView => ({
          entityId: row.id,
          entityAccountNo: row.account_no,
          entityExternalId: row.external_id,
          entityName: row.display_name,
          entityType: row.level_id === 1 ? 'CENTER' : 'GROUP',
          parentId: row.office_id,
          parentName: row.office_name,
          parentType: null,
          entityMobileNo: null,
          entityStatus: statusOf(row.status_enum),
          subEntityType: NO_DEPOSIT_TYPE,
        }),
      );
    },
  };
}

/** Loans by account number or external id (through the loans module): named by product, the client or group as parent. */
export const loanSearchSource: SearchSource = {
  async find(db, criteria: SearchCriteria, limit) {
    const hits = await searchLoans(db, criteria, limit);
    return hits.map(
      (hit): SearchHitView => ({
        entityId: hit.id,
        entityAccountNo: hit.accountNo,
        entityExternalId: hit.externalId,
        entityName: hit.productName,
        entityType: 'LOAN',
        parentId: hit.parentId,
        parentName: hit.parentName,
        parentType: hit.parentType,
        entityMobileNo: null,
        entityStatus: hit.status,
        subEntityType: NO_DEPOSIT_TYPE,
      }),
    );
  },
};

/** The offices at or below the user's office, by hierarchy (the search template's options). */
export async function officesOfHierarchy(db: Kysely<object>, hierarchy: string) {
  return tenantTables(db)
    .selectFrom('m_office')
    .select(['id', 'name', 'hierarchy'])
    .where(like('hierarchy', `${escapeLike(hierarchy)}%`))
    .orderBy('hierarchy')
    .orderBy('id')
    .execute();
}

/** One office × loan product group of the advanced search, as summed by the database. */
export interface AdvancedSearchRow {
  readonly office_name: string;
  readonly product_name: string;
  readonly loan_count: string | number | bigint;
  readonly outstanding: string | null;
  readonly percentage: string | null;
}

function amountCondition(expression: RawBuilder<unknown>, filter: AmountFilter): RawBuilder<SqlBool> {
  if (filter.condition === 'between') {
    return sql<SqlBool>`${expression} between ${filter.min.toString()}::numeric and ${filter.max.toString()}::numeric`;
  }
  // The operator comes from the closed list of conditions, never from the request text itself.
  const operator = { '<=': sql.raw('<='), '>=': sql.raw('>='), '<': sql.raw('<'), '>': sql.raw('>'), '=': sql.raw('=') }[filter.condition];
  return sql<SqlBool>`${expression} ${operator} ${filter.value.toString()}::numeric`;
}

/**
 * POST /search/advance: the client loans matching the conditions, counted and summed per office and loan
 * product (Fineract's ad-hoc search; group loans have no client office and are not counted, as there).
 * Arrears = active loans with an instalment due before `today` and not completed.
 */
export async function advancedLoanSearch(db: Kysely<object>, conditions: AdvancedSearchConditions, today: LocalDate): Promise<AdvancedSearchRow[]> {
  const outstanding = sql`sum(coalesce(l.total_outstanding_derived, 0))`;
  const percentage = sql`(${outstanding} * 100 / nullif(sum(coalesce(l.total_expected_repayment_derived, 0)), 0))`;
  const statuses = conditions.loanStatus.includes('all') ? [] : conditions.loanStatus.filter((s): s is Exclude<LoanStatusOption, 'all'> => s !== 'all');
  const statusIds = [...new Set(statuses.flatMap((s) => (s === 'arrears' ? [] : [LOAN_STATUS_IDS[s]])))];
  const dateColumn = { approvalDate: 'l.approvedon_date', createdDate: 'l.submittedon_date', disbursalDate: 'l.disbursedon_date' } as const;
  let query = tenantTables(db)
    .selectFrom('m_loan as l')
    .innerJoin('m_product_loan as p', 'p.id', 'l.product_id')
    .innerJoin('m_client as c', 'c.id', 'l.client_id')
    .innerJoin('m_office as o', 'o.id', 'c.office_id')
    .select([
      'o.name as office_name',
      'p.name as product_name',
      sql<string>`count(*)`.as('loan_count'),
      sql<string | null>`${outstanding}`.as('outstanding'),
      sql<string | null>`${percentage}`.as('percentage'),
    ])
    .where((eb) => {
      const filters = [];
      if (statuses.length > 0) {
        const arrears = statuses.includes('arrears')
          ? [eb.and([eb('l.loan_status_id', '=', 300), sql<SqlBool>`exists (select 1 from m_loan_repayment_schedule s where s.loan_id = l.id and s.completed_derived = false and s.duedate < ${today.toString()}::date)`])]
          : [];
        filters.push(eb.or([...(statusIds.length > 0 ? [eb('l.loan_status_id', 'in', statusIds)] : []), ...arrears]));
      }
      if (conditions.loanProductIds.length > 0) {
        filters.push(eb('p.id', 'in', conditions.loanProductIds));
      }
      if (conditions.officeIds.length > 0) {
        filters.push(eb('o.id', 'in', conditions.officeIds));
      }
      if (conditions.loanDate !== undefined) {
        const column = dateColumn[conditions.loanDate.option];
        filters.push(eb.between(column, conditions.loanDate.from.toString(), conditions.loanDate.to.toString()));
      }
      return eb.and(filters);
    })
    .groupBy(['o.id', 'o.name', 'p.name'])
    .orderBy('o.name')
    .orderBy('p.name');
  if (conditions.outstandingPercentage !== undefined) {
    query = query.having(amountCondition(sql`coalesce(${percentage}, 0)`, conditions.outstandingPercentage));
  }
  if (conditions.outstandingAmount !== undefined) {
    query = query.having(amountCondition(outstanding, conditions.outstandingAmount));
  }
  return query.execute();
}
