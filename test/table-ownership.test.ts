import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, it } from 'node:test';
import { SHARED_WRITES, TABLE_OWNERS, TENANT_STORE_TABLE_OWNERS } from '../src/platform/db/table-owners.ts';

const root = join(import.meta.dirname, '..');

/**
 * The read-models: reads of tables another part owns. A module reads another's rows directly only to join
 * names and hierarchies into its own lists and checks (one statement instead of a call per row through the
 * owner's index.ts); anything else goes through the owner's index.ts. Adding an entry is a design decision,
 * visible in review. Reader → the tables it reads from other owners.
 */
const READ_MODELS: Readonly<Record<string, readonly string[]>> = {
  // The names of the users who made, ran or wrote a record.
  'adhoc-query': ['m_appuser'],
  jobs: ['m_appuser'],
  notes: ['m_appuser'],
  // Charges: the currency and payment type a charge names.
  charges: ['m_organisation_currency', 'm_payment_type'],
  // Accounting: the tag of an account and the tag options (code values of the five account-tag codes); office
  // names and hierarchies (closures, rules, journal entries); the names of the users who wrote a record; the
  // currency, payment detail and payment type of a journal entry; the loan or savings transaction behind an entry
  // (the loanId/savingsId filters); the charges of a product's income mappings.
  accounting: [
    'm_appuser', 'm_charge', 'm_code', 'm_code_value', 'm_currency', 'm_loan_transaction', 'm_office', 'm_organisation_currency', 'm_payment_detail', 'm_payment_type',
    'm_savings_account_transaction',
    // Loan loss provisioning: the arrears, balance, product and borrower's office of each active loan (one statement
    // per provisioning entry) and the names and ids of the loan products a criteria covers.
    'm_client', 'm_group', 'm_loan', 'm_loan_repayment_schedule', 'm_product_loan',
  ],
  // Loans: funds, payment types, delinquency buckets, currencies and charges of loan products (names, options,
  // reference checks); the GL accounts their mappings name; the borrower (client, group, membership), office,
  // officer, purpose, currency and pledged collateral of a loan (names, borrower checks, collateral values).
  loans: [
    'acc_gl_account', 'm_appuser', 'm_charge', 'm_client', 'm_client_collateral_management', 'm_code_value', 'm_collateral_management', 'm_currency',
    'm_delinquency_bucket', 'm_fund', 'm_group', 'm_group_client', 'm_office', 'm_organisation_currency', 'm_payment_detail', 'm_payment_type', 'm_staff',
    // the ranges of a loan product's delinquency bucket (classification, tag history and the loan's delinquencyRange)
    'm_delinquency_bucket_mappings', 'm_delinquency_range',
    // the savings account a loan links to (linkAccountId checks, the linkedAccount association)
    'm_savings_account',
    // a chargeback refuses a transaction that is part of an account transfer
    'm_account_transfer_transaction',
  ],
  // Savings: currency names, tax group, payment types and charges of savings products and their template; the
  // holder (client, group), office, officer and users of an account; payment details of its transactions.
  savings: [
    'm_appuser', 'm_charge', 'm_client', 'm_currency', 'm_group', 'm_office', 'm_organisation_currency', 'm_payment_detail', 'm_payment_type', 'm_staff', 'm_tax_group',
    // a user's undo or modify refuses a transaction that is a leg of an account transfer
    'm_account_transfer_transaction',
  ],
  // Shares: currency names of share products, their template's currency list and the charges they may carry;
  // the client, its office and savings accounts (a share account's holder and linked account), user names.
  shares: ['m_appuser', 'm_charge', 'm_client', 'm_currency', 'm_organisation_currency', 'm_savings_account', 'm_savings_product'],
  // External events: a loan transaction event's payload (Fineract's LoanTransactionDataV1) — the transaction, its
  // loan, office, currency, payment detail and type, and the charges it paid — read in the command's transaction;
  // a loan event's payload (LoanAccountDataV1): the loan's transaction totals and its active external asset owner;
  // a transfer event's payload (LoanOwnershipTransferDataV1): the transfer row, its owner and settled amounts.
  'external-events': [
    'm_charge', 'm_currency', 'm_loan', 'm_loan_charge', 'm_loan_charge_paid_by', 'm_loan_transaction', 'm_office', 'm_payment_detail', 'm_payment_type',
    'm_external_asset_owner', 'm_external_asset_owner_transfer', 'm_external_asset_owner_transfer_details', 'm_external_asset_owner_transfer_loan_mapping',
  ],
  // Collateral: the platform currency of a type, the template's currency list.
  collateral: ['m_currency'],
  // Clients: office, staff and user names and office hierarchies (data scoping); code values for genders,
  // types and document types; the charge definitions, currencies and payment types of client charges and
  // transactions.
  clients: ['m_appuser', 'm_charge', 'm_code_value', 'm_currency', 'm_office', 'm_organisation_currency', 'm_payment_detail', 'm_payment_type', 'm_staff'],
  // Documents: the client identifier or staff member a document belongs to (owner checks).
  documents: ['m_client_identifier', 'm_staff'],
  // Groups: office and staff of a group, user names, and the client and role code value of a group role.
  groups: ['m_appuser', 'm_client', 'm_code_value', 'm_office', 'm_staff'],
  // Organisation: entity-to-entity mappings may name a role (Fineract's office-to-role style mappings).
  organisation: ['m_role'],
  // Search: Fineract's search spans clients, their identifiers, groups and offices; the advanced search sums
  // client loans per office and loan product.
  search: ['m_client', 'm_client_identifier', 'm_group', 'm_loan', 'm_loan_repayment_schedule', 'm_office', 'm_product_loan'],
  // SMS campaigns: user names on the campaign timeline, the report a campaign runs with its parameters, and the
  // message gateway's settings (/externalservice/SMS) its jobs send to.
  sms: ['c_external_service_properties', 'm_appuser', 'stretchy_parameter', 'stretchy_report', 'stretchy_report_parameter'],
  // Hooks: the events a hook may listen to are the permissions' entity:action pairs (the template's groupings).
  hooks: ['m_permission'],
  // External asset owners: the balances, product, currency, status and charge-off flags of a loan whose transfers are
  // executed (locked), with the borrower's office; the journal entry lines (account, office) of the owners' postings.
  'external-asset-owners': ['acc_gl_account', 'acc_gl_journal_entry', 'm_client', 'm_group', 'm_loan', 'm_office'],
  // Audits: the command source with the maker's and checker's names, their offices and the permission catalogue.
  // Notifications from business events: the users of an office holding a permission through their roles
  // (m_role_permission it already writes as a shared writer).
  system: ['m_appuser', 'm_appuser_role', 'm_office', 'm_permission', 'm_portfolio_command_source'],
  // Users: a user's office and staff member.
  users: ['m_office', 'm_staff'],
  // The platform enforces the users' rows (principals: roles, permissions, office, staff), which permissions
  // need a checker, and the settings every request reads (configuration, business dates).
  'platform/commands': ['m_permission'],
  'platform/security': ['m_office', 'm_permission', 'm_role', 'm_role_permission', 'm_staff'],
  'platform/settings': ['c_configuration', 'm_business_date'],
  // Account transfers: the offices, clients, accounts, products and currency a transfer and its template show, and
  // the type of the loan transaction a transfer paid (undoing a tranche's charges paid from savings).
  'account-transfers': ['m_client', 'm_currency', 'm_group', 'm_loan', 'm_loan_repayment_schedule', 'm_loan_transaction', 'm_office', 'm_savings_account', 'm_savings_product'],
  // Start-up: whether the first administrator exists yet.
  app: ['m_appuser'],
};

interface Access {
  readonly unit: string;
  readonly table: string;
  readonly file: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The part of the code a file belongs to: a module area, a platform part, or the app and CLI. */
function unitOf(file: string): string {
  const parts = relative(join(root, 'src'), file).split(sep);
  if (parts[0] === 'modules' || parts[0] === 'platform') {
    return parts[0] === 'modules' ? (parts[1] ?? '') : `platform/${parts[1] ?? ''}`;
  }
  return parts[0] === 'cli' ? 'cli' : 'app';
}

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The text of every `sql` template (raw SQL). */
function sqlTemplates(source: string): string[] {
  return [...source.matchAll(/\bsql(?:<[^`]*?>)?`([^`]*)`/g)].map((m) => m[1] ?? '');
}

const BUILDER_WRITE = /\b(?:insertInto|updateTable|deleteFrom|mergeInto)\(\s*['"]([a-z_][a-z0-9_]*)/g;
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from|merge\s+into)\s+([a-z_][a-z0-9_]*)/gi;
const BUILDER_READ = /\b(?:selectFrom|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin)\(\s*['"]([a-z_][a-z0-9_]*)/g;
const RAW_READ = /\b(?:from|join)\s+([a-z_][a-z0-9_]*)/gi;

const knownTables = new Set<string>([...Object.keys(TABLE_OWNERS), ...Object.keys(TENANT_STORE_TABLE_OWNERS)]);
const ownerOf = (table: string): string | undefined =>
  Object.entries({ ...TABLE_OWNERS, ...TENANT_STORE_TABLE_OWNERS }).find(([name]) => name === table)?.[1];

function accesses(builder: RegExp, raw: RegExp): Access[] {
  const files = [...sourceFiles(join(root, 'src', 'modules')), ...sourceFiles(join(root, 'src', 'platform')), join(root, 'src', 'app.ts')];
  return files.flatMap((file) => {
    const unit = unitOf(file);
    return tablesIn(readFileSync(file, 'utf8'), builder, raw).map((table) => ({ unit, table, file: relative(root, file) }));
  });
}

/** The tables a source text names through the query builder or in raw SQL (comments aside). */
function tablesIn(text: string, builder: RegExp, raw: RegExp): string[] {
  const source = withoutComments(text);
  const viaBuilder = [...source.matchAll(builder)].map((m) => m[1] ?? '');
  const viaSql = sqlTemplates(source).flatMap((template) => [...template.matchAll(raw)].map((m) => (m[1] ?? '').toLowerCase()));
  return [...viaBuilder, ...viaSql.filter((table) => knownTables.has(table))];
}

const describeAccess = (a: Access): string => `${a.file}: ${a.unit} → ${a.table} (owner ${ownerOf(a.table) ?? 'none'})`;

/** The tables of a generated schema module (the members of its database interface). */
function generatedTables(file: string, interfaceName: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  const body = new RegExp(`export interface ${interfaceName} \\{([^}]*)\\}`).exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s*(\w+):/gm)].map((m) => m[1] ?? '');
}

describe('table ownership', () => {
  it('finds writes and reads through the query builder and in raw SQL, not in comments', () => {
    const source = [
      "await db.insertInto('m_note').values(values).execute();",
      'await sql`UPDATE m_client SET display_name = ${name} WHERE id = ${id}`.execute(db);',
      "// db.deleteFrom('m_office')",
      "db.selectFrom('m_office as o').leftJoin('m_staff as s', 's.id', 'o.id');",
      'sql`select 1 from m_group g join m_client c on c.id = g.id on conflict do update set x = 1`;',
    ].join('\n');
    assert.deepEqual(tablesIn(source, BUILDER_WRITE, RAW_WRITE).sort(), ['m_client', 'm_note']);
    assert.deepEqual(tablesIn(source, BUILDER_READ, RAW_READ).sort(), ['m_client', 'm_group', 'm_office', 'm_staff']);
  });

  it('names an owner for every table of the generated schemas, and no other table', () => {
    const tenant = generatedTables('db/schema/tenant.ts', 'TenantDB');
    const store = generatedTables('db/schema/tenant-store.ts', 'TenantStoreDB');
    assert.ok(tenant.includes('m_office') && store.includes('tenants'), 'the generated schemas list their tables');
    assert.deepEqual(Object.keys(TABLE_OWNERS).sort(), [...tenant].sort());
    assert.deepEqual(Object.keys(TENANT_STORE_TABLE_OWNERS).sort(), [...store].sort());
  });

  it('lets only its owner (or a declared shared writer) write a table', () => {
    const shared = new Set(SHARED_WRITES.map((w) => `${w.writer} ${w.table}`));
    const writes = accesses(BUILDER_WRITE, RAW_WRITE);
    assert.ok(writes.some((w) => w.table === 'm_office' && w.unit === 'organisation'), 'the scanner finds writes');
    const foreign = writes.filter((w) => ownerOf(w.table) !== w.unit && !shared.has(`${w.unit} ${w.table}`));
    assert.deepEqual(foreign.map(describeAccess), [], 'write another owner’s table through its index.ts, or change docs/database.md first');
  });

  it('declares no shared write that the code does not make', () => {
    const writes = new Set(accesses(BUILDER_WRITE, RAW_WRITE).map((w) => `${w.unit} ${w.table}`));
    const unused = SHARED_WRITES.filter((w) => !writes.has(`${w.writer} ${w.table}`));
    assert.deepEqual(unused, []);
  });

  it('reads another owner’s table only through a listed read-model', () => {
    const shared = new Set(SHARED_WRITES.map((w) => `${w.writer} ${w.table}`));
    const reads = accesses(BUILDER_READ, RAW_READ).filter((r) => knownTables.has(r.table) && ownerOf(r.table) !== r.unit && !shared.has(`${r.unit} ${r.table}`));
    const unlisted = reads.filter((r) => !(READ_MODELS[r.unit] ?? []).includes(r.table));
    assert.deepEqual([...new Set(unlisted.map(describeAccess))], [], 'read through the owner’s index.ts, or add a commented read-model');
  });

  it('lists no read-model that the code does not use', () => {
    const reads = new Set(accesses(BUILDER_READ, RAW_READ).map((r) => `${r.unit} ${r.table}`));
    const stale = Object.entries(READ_MODELS).flatMap(([unit, tables]) => tables.filter((table) => !reads.has(`${unit} ${table}`)).map((table) => `${unit} ${table}`));
    assert.deepEqual(stale, [], 'remove these read-models');
  });
});
