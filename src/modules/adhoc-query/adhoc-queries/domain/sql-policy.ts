
/**
 * What a saved ad-hoc query may contain, decided on PostgreSQL's own parse tree (libpg-query), never on
 * the text: exactly one SELECT; no writes, DDL, SELECT INTO or row locks anywhere in it (also not in a
 * WITH clause or a subquery); only the functions below; only the tenant's own tables. Each check returns
 * the reason for a refusal, or undefined when the query passes.
 */

/** The one schema a query may name: the tenant's tables. */
export const ALLOWED_SCHEMA = 'public';

/**
 * Functions a query may call, by name (also when the parser qualifies them with pg_catalog, as it does
 * for EXTRACT, SUBSTRING … FROM, TRIM and AT TIME ZONE). COALESCE, NULLIF, GREATEST, LEAST and CASE are
 * expressions, not functions, and always allowed. Nothing that reads the server clock (NOW, AGE with one
 * argument, CURRENT_DATE): "today" is the tenant's business date, stored in m_business_date.
 */
export const ALLOWED_FUNCTIONS: ReadonlySet<string> = new Set([
  // aggregates
  'count', 'sum', 'min', 'max', 'avg',
  // text
  'lower', 'upper', 'trim', 'btrim', 'ltrim', 'rtrim', 'length', 'substring', 'substr', 'left', 'right',
  'replace', 'concat', 'concat_ws', 'lpad', 'rpad',
  // numbers
  'abs', 'round', 'trunc', 'floor', 'ceil', 'ceiling', 'mod',
  // dates
  'date_trunc', 'date_part', 'extract', 'make_date', 'to_char', 'timezone',
]);

/** Tables a query may not read: they hold password hashes or token signing keys. */
export const UNREADABLE_TABLES: ReadonlySet<string> = new Set(['m_appuser', 'm_appuser_previous_password', 'm_oauth_signing_key']);

/**
 * Tables the job may not write into: users, roles and permissions, credentials, configuration, the audit
 * trail, the scheduler, the saved queries themselves and the migration bookkeeping.
 */
export const PROTECTED_DESTINATIONS: ReadonlySet<string> = new Set([
  ...UNREADABLE_TABLES,
  'm_role', 'm_permission', 'm_role_permission', 'm_appuser_role', 'm_password_validation_policy',
  'c_configuration', 'm_business_date', 'm_portfolio_command_source',
  'job', 'job_run_history', 'scheduler_detail', 'm_adhoc',
  'corebank_migration', 'corebank_migration_lock',
]);

/** String constants PostgreSQL turns into the server's date or time when cast ('today'::date). */
const SERVER_CLOCK_WORDS: ReadonlySet<string> = new Set(['now', 'today', 'tomorrow', 'yesterday']);

const MAX_IDENTIFIER_LENGTH = 63;

type JsonRecord = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `sval`s of a name list such as FuncCall.funcname or ColumnRef.fields (A_Star counts as `*`). */
function namesOf(list: unknown): string[] {
  if (!Array.isArray(list)) {
    return [];
  }
  return list.map((item) => {
    if (isRecord(item) && isRecord(item.String) && typeof item.String.sval === 'string') {
      return item.String.sval;
    }
    return '*';
  });
}

function functionRefusal(node: JsonRecord): string | undefined {
  const names = namesOf(node.funcname);
  const qualifier = names.length > 1 ? names.slice(0, -1).join('.') : undefined;
  const name = names.at(-1) ?? '';
  if (qualifier !== undefined && qualifier !== 'pg_catalog') {
    return `the function ${names.join('.')} is not allowed (schema-qualified)`;
  }
  if (!ALLOWED_FUNCTIONS.has(name)) {
    return `the function ${name} is not allowed (allowed: ${[...ALLOWED_FUNCTIONS].join(', ')})`;
  }
  return undefined;
}

function tableRefusal(node: JsonRecord): string | undefined {
  const relname = typeof node.relname === 'string' ? node.relname : '';
  if (typeof node.catalogname === 'string') {
    return `the table ${node.catalogname}.${String(node.schemaname)}.${relname} names another database`;
  }
  if (typeof node.schemaname === 'string' && node.schemaname !== ALLOWED_SCHEMA) {
    return `the schema ${node.schemaname} is not allowed (only ${ALLOWED_SCHEMA})`;
  }
  if (relname.startsWith('pg_')) {
    return `the system catalog ${relname} is not allowed`;
  }
  if (UNREADABLE_TABLES.has(relname)) {
    return `the table ${relname} may not be read`;
  }
  return undefined;
}

function columnRefusal(node: JsonRecord): string | undefined {
  const names = namesOf(node.fields);
  if (names.length > 3 || (names.length === 3 && names[0] !== ALLOWED_SCHEMA)) {
    return `the column reference ${names.join('.')} names a schema other than ${ALLOWED_SCHEMA}`;
  }
  return undefined;
}

function constantRefusal(node: JsonRecord): string | undefined {
  const text = isRecord(node.sval) && typeof node.sval.sval === 'string' ? node.sval.sval.trim().toLowerCase() : undefined;
  if (text !== undefined && SERVER_CLOCK_WORDS.has(text)) {
    return `the constant '${text}' reads the server clock; use the business date in m_business_date`;
  }
  return undefined;
}

/** The refusal for one parse-tree member (`key` is a node type or a field name), looking no deeper. */
function memberRefusal(key: string, value: unknown): string | undefined {
  // Node types are the capitalised keys (SelectStmt, FuncCall …); fields are lower case (selectStmt, fromClause …).
  if (/^[A-Z]\w*Stmt$/.test(key) && key !== 'SelectStmt') {
    return `only SELECT is allowed (found ${key.replace(/Stmt$/, '').toUpperCase()})`;
  }
  if (!isRecord(value) && !Array.isArray(value)) {
    return undefined;
  }
  switch (key) {
    case 'lockingClause':
      return 'row locks (FOR UPDATE, FOR SHARE …) are not allowed';
    case 'intoClause':
      return 'SELECT INTO is not allowed';
    case 'SQLValueFunction':
      return 'CURRENT_DATE, CURRENT_TIMESTAMP, CURRENT_USER and the like are not allowed; use the business date in m_business_date';
    case 'ParamRef':
      return 'parameters ($1 …) are not allowed';
    case 'XmlExpr':
    case 'XmlSerialize':
    case 'RangeTableFunc':
      return 'XML functions are not allowed';
    case 'FuncCall':
      return isRecord(value) ? functionRefusal(value) : undefined;
    case 'RangeVar':
      return isRecord(value) ? tableRefusal(value) : undefined;
    case 'ColumnRef':
      return isRecord(value) ? columnRefusal(value) : undefined;
    case 'A_Const':
      return isRecord(value) ? constantRefusal(value) : undefined;
    default:
      return undefined;
  }
}

/** Walks the whole tree (every object member and array item) and returns the first refusal. */
function treeRefusal(node: unknown): string | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const refusal = treeRefusal(item);
      if (refusal !== undefined) {
        return refusal;
      }
    }
    return undefined;
  }
  if (!isRecord(node)) {
    return undefined;
  }
  for (const [key, value] of Object.entries(node)) {
    const refusal = memberRefusal(key, value) ?? treeRefusal(value);
    if (refusal !== undefined) {
      return refusal;
    }
  }
  return undefined;
}

/** The single statement of a parse result, or a refusal. */
function singleStatement(result: unknown): JsonRecord | string {
  const stmts = isRecord(result) && Array.isArray(result.stmts) ? result.stmts : [];
  const first: unknown = stmts[0];
  if (stmts.length !== 1 || !isRecord(first) || !isRecord(first.stmt)) {
    return `exactly one statement is allowed (found ${stmts.length})`;
  }
  return first.stmt;
}

/** The refusal for a parse result that should hold one SELECT statement. */
export function selectRefusal(result: unknown): string | undefined {
  const stmt = singleStatement(result);
  if (typeof stmt === 'string') {
    return stmt;
  }
  if (!isRecord(stmt.SelectStmt)) {
    return `only SELECT is allowed (found ${Object.keys(stmt)[0]?.replace(/Stmt$/, '').toUpperCase() ?? 'nothing'})`;
  }
  return treeRefusal(stmt);
}

/**
 * The refusal for the parse result of the job's `INSERT INTO <table> (<fields>) <query>`: exactly that
 * INSERT into that table and those columns, without ON CONFLICT or RETURNING, whose SELECT passes
 * `selectRefusal`. It proves that the stored query, once placed after the INSERT, still is one SELECT.
 */
export function insertRefusal(result: unknown, table: string, fields: readonly string[]): string | undefined {
  const stmt = singleStatement(result);
  if (typeof stmt === 'string') {
    return stmt;
  }
  const insert = stmt.InsertStmt;
  if (!isRecord(insert) || !isRecord(insert.relation) || !isRecord(insert.selectStmt)) {
    return 'the query does not form one INSERT … SELECT';
  }
  const columns = Array.isArray(insert.cols) ? insert.cols.map((c) => (isRecord(c) && isRecord(c.ResTarget) ? c.ResTarget.name : undefined)) : [];
  const sameTarget =
    insert.relation.relname === table && insert.relation.schemaname === undefined && columns.length === fields.length && columns.every((c, i) => c === fields[i]);
  if (!sameTarget || insert.withClause !== undefined || insert.onConflictClause !== undefined || insert.returningClause !== undefined || insert.returningList !== undefined) {
    return 'the query changes the INSERT it is placed in';
  }
  return selectRefusal({ stmts: [{ stmt: insert.selectStmt }] });
}

/** Parses SQL with PostgreSQL's parser: the parse result, or the parser's refusal. */
export async function parseSql(text: string): Promise<{ tree: unknown } | { refusal: string }> {
  try {
    // Loaded on first use: the parser's WebAssembly costs memory that a server without ad-hoc queries never needs.
    const { parse } = await import('libpg-query');
    return { tree: await parse(text) };
  } catch (error) {
    return { refusal: `the query is not valid SQL: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Why a query text may not be saved or run, or undefined when it is one allowed SELECT. */
export async function queryRefusal(query: string): Promise<string | undefined> {
  const parsed = await parseSql(query);
  return 'refusal' in parsed ? parsed.refusal : selectRefusal(parsed.tree);
}

/** A plain SQL identifier (letters, digits, underscores; not starting with a digit), folded to lower case as PostgreSQL does. */
export function plainIdentifier(text: string): string | undefined {
  const trimmed = text.trim();
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(trimmed) && trimmed.length <= MAX_IDENTIFIER_LENGTH ? trimmed.toLowerCase() : undefined;
}

/** Where the job inserts: the table and its columns, as plain identifiers. */
export interface Destination {
  readonly table: string;
  readonly fields: readonly string[];
}

/** Reads `tableName` and the comma-separated `tableFields`; a refusal when they are not plain identifiers or name a protected table. */
export function destinationOf(tableName: string, tableFields: string): Destination | string {
  const table = plainIdentifier(tableName);
  if (table === undefined) {
    return `the table name ${tableName} is not a plain identifier`;
  }
  if (PROTECTED_DESTINATIONS.has(table) || table.startsWith('pg_')) {
    return `the table ${table} may not be written by ad-hoc queries`;
  }
  const fields: string[] = [];
  for (const entry of tableFields.split(',')) {
    const field = plainIdentifier(entry);
    if (field === undefined) {
      return `the table field ${entry.trim()} is not a plain identifier`;
    }
    if (fields.includes(field)) {
      return `the table field ${field} is listed twice`;
    }
    fields.push(field);
  }
  return { table, fields };
}
