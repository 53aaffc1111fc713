/**
 * Datatable columns: the API's column types (Fineract's names, case-insensitive), the SQL type each
 * becomes, and how a column read back from the database is described to clients (Fineract's
 * ResultsetColumnHeaderData: `columnType`, `columnDisplayType`).
 */

export const COLUMN_TYPES = ['string', 'number', 'boolean', 'decimal', 'date', 'datetime', 'text', 'dropdown'] as const;

export type ColumnType = (typeof COLUMN_TYPES)[number];

/** Fineract's name rules: a letter first, then letters, digits, `-`, `_` or spaces, a letter or digit last. */
export const DATATABLE_NAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9\-_\s]{0,48}[a-zA-Z0-9]$/;
export const COLUMN_NAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9\-_\s]*[a-zA-Z0-9]$/;

/** PostgreSQL keeps the first 63 bytes of a name; longer names are refused rather than cut. */
export const MAX_IDENTIFIER_LENGTH = 63;
export const MAX_COLUMN_NAME_LENGTH = 50;

/** Columns every datatable has, which entries never set: the row id (multi-row), the entity key, the audit times. */
export const ROW_ID_COLUMN = 'id';
export const CREATED_AT_COLUMN = 'created_at';
export const UPDATED_AT_COLUMN = 'updated_at';

export function columnTypeNamed(text: string | undefined): ColumnType | undefined {
  const wanted = text?.toLowerCase();
  return COLUMN_TYPES.find((type) => type === wanted);
}

/** Whether the type takes a `length` (String must have one). */
export function takesLength(type: ColumnType): boolean {
  return type === 'string';
}

/**
 * The SQL type of a new column: a fixed fragment per type (never caller text); String's length is a
 * validated positive integer. Decimal is Fineract's DECIMAL(19,6); a Dropdown holds a code value id.
 */
export function sqlTypeOf(type: ColumnType, length: number | undefined): string {
  switch (type) {
    case 'string':
      return `varchar(${Math.trunc(length ?? 1)})`;
    case 'number':
    case 'dropdown':
      return 'integer';
    case 'boolean':
      return 'boolean';
    case 'decimal':
      return 'numeric(19,6)';
    case 'date':
      return 'date';
    case 'datetime':
      return 'timestamp';
    case 'text':
      return 'text';
  }
}

/** The stored name of a Dropdown column: Fineract's `<code>_cd_<name>`, from which readers learn the code. */
export function dropdownColumnName(code: string, name: string): string {
  return `${code}_cd_${name}`;
}

/** The code of a Dropdown column, read from its stored name (`Gender_cd_gender` → `Gender`). */
export function codeOfColumn(columnName: string): string | undefined {
  const at = columnName.indexOf('_cd_');
  return at > 0 ? columnName.slice(0, at) : undefined;
}

export type DisplayType = 'STRING' | 'TEXT' | 'INTEGER' | 'DECIMAL' | 'DATE' | 'DATETIME' | 'BOOLEAN' | 'CODELOOKUP';

export interface StoredColumnType {
  /** Fineract's JDBC type name (`VARCHAR`, `INTEGER`, `BIGINT`, `DECIMAL`, `DATE`, `DATETIME`, `BOOLEAN`, `TEXT`). */
  readonly columnType: string;
  readonly displayType: DisplayType;
}

const STORED_TYPES: Readonly<Record<string, StoredColumnType>> = {
  'character varying': { columnType: 'VARCHAR', displayType: 'STRING' },
  text: { columnType: 'TEXT', displayType: 'TEXT' },
  integer: { columnType: 'INTEGER', displayType: 'INTEGER' },
  bigint: { columnType: 'BIGINT', displayType: 'INTEGER' },
  numeric: { columnType: 'DECIMAL', displayType: 'DECIMAL' },
  boolean: { columnType: 'BOOLEAN', displayType: 'BOOLEAN' },
  date: { columnType: 'DATE', displayType: 'DATE' },
  'timestamp without time zone': { columnType: 'DATETIME', displayType: 'DATETIME' },
};

/** How a column of the given PostgreSQL data type (information_schema) is described; code columns are lookups. */
export function storedColumnType(dataType: string, hasCode: boolean): StoredColumnType {
  const stored = Object.hasOwn(STORED_TYPES, dataType) ? STORED_TYPES[dataType] : undefined;
  const known = stored ?? { columnType: dataType.toUpperCase(), displayType: 'STRING' };
  return hasCode && known.displayType === 'INTEGER' ? { ...known, displayType: 'CODELOOKUP' } : known;
}

/**
 * Index and unique-constraint names (Fineract's `idx_<table>_<column>`, `uk_<table>_<column>`), shortened
 * with a digest when PostgreSQL would cut them, so that the name read back is the name written.
 */
export function indexName(kind: 'idx' | 'uk' | 'fk', table: string, column: string, digest: (text: string) => string): string {
  const full = `${kind}_${table}_${column}`;
  if (byteLength(full) <= MAX_IDENTIFIER_LENGTH) {
    return full;
  }
  const suffix = `_${digest(full).slice(0, 10)}`;
  let head = full;
  while (byteLength(head) + suffix.length > MAX_IDENTIFIER_LENGTH) {
    head = head.slice(0, -1);
  }
  return `${head}${suffix}`;
}

/** The length of a name in UTF-8 bytes (PostgreSQL's identifier limit counts bytes). */
export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * Names a datatable may not take: the application's own tables use these prefixes (Fineract's `m_`, `acc_`,
 * `c_`, `r_`, `x_` and the job and security tables), so a datatable of such a name would block or capture
 * a table a later version creates.
 */
const RESERVED_NAME = /^(?:(?:m|acc|c|r|x|pg|job|scheduler|notification|twofactor)_|job$)/i;

export function isReservedDatatableName(name: string): boolean {
  return RESERVED_NAME.test(name);
}
