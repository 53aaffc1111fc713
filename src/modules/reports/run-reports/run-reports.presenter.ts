import type { ReportColumns, ReportRow } from './run-reports.repository.ts';

/** Fineract's column types, by PostgreSQL type (what `columnType` and `columnDisplayType` say). */
interface ColumnKind {
  readonly columnType: string;
  readonly displayType: 'INTEGER' | 'DECIMAL' | 'DATE' | 'DATETIME' | 'BOOLEAN' | 'STRING' | 'TEXT';
}

function kindOf(pgType: string): ColumnKind {
  const type = pgType.toLowerCase();
  if (type === 'smallint' || type === 'integer') {
    return { columnType: 'INTEGER', displayType: 'INTEGER' };
  }
  if (type === 'bigint') {
    return { columnType: 'BIGINT', displayType: 'INTEGER' };
  }
  if (type === 'numeric' || type === 'double precision' || type === 'real') {
    return { columnType: 'DECIMAL', displayType: 'DECIMAL' };
  }
  if (type === 'date') {
    return { columnType: 'DATE', displayType: 'DATE' };
  }
  if (type.startsWith('timestamp')) {
    return { columnType: 'TIMESTAMP', displayType: 'DATETIME' };
  }
  if (type === 'boolean') {
    return { columnType: 'BOOLEAN', displayType: 'BOOLEAN' };
  }
  if (type === 'text') {
    return { columnType: 'TEXT', displayType: 'TEXT' };
  }
  return { columnType: 'VARCHAR', displayType: 'STRING' };
}

/** Fineract's ResultsetColumnHeaderData for a report column. */
export interface ColumnHeaderView {
  readonly columnName: string;
  readonly columnType: string;
  readonly columnLength: number;
  readonly columnDisplayType: string;
  readonly isColumnNullable: boolean;
  readonly isColumnPrimaryKey: boolean;
  readonly isColumnUnique: boolean;
  readonly isColumnIndexed: boolean;
  readonly columnValues: readonly never[];
}

export function presentHeaders(columns: ReportColumns): ColumnHeaderView[] {
  return columns.names.map((name, i) => {
    const kind = kindOf(columns.types[i] ?? 'text');
    return {
      columnName: name,
      columnType: kind.columnType,
      columnLength: 0,
      columnDisplayType: kind.displayType,
      isColumnNullable: false,
      isColumnPrimaryKey: false,
      isColumnUnique: false,
      isColumnIndexed: false,
      columnValues: [],
    };
  });
}

/** Text of one cell for files (CSV, XLSX, PDF): dates as yyyy-MM-dd (as the driver gives them), instants in ISO-8601 (UTC). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (value instanceof Date) {
    return value.toISOString();
  }
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  return JSON.stringify(value);
}

/** Wire value of one cell: numbers as JSON numbers, dates as [y, m, d], instants as [y, m, d, h, min, s, nano] (UTC). */
function wireValue(value: unknown, kind: ColumnKind): unknown {
  if (value === null || value === undefined) {
    return null;
  }
  switch (kind.displayType) {
    case 'INTEGER':
    case 'DECIMAL':
      return typeof value === 'number' ? value : Number(cellText(value));
    case 'DATE': {
      const [y, m, d] = cellText(value).slice(0, 10).split('-').map(Number);
      return [y, m, d];
    }
    case 'DATETIME': {
      if (!(value instanceof Date)) {
        return cellText(value);
      }
      return [value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate(), value.getUTCHours(), value.getUTCMinutes(), value.getUTCSeconds(), value.getUTCMilliseconds() * 1_000_000];
    }
    case 'BOOLEAN':
      return value === true || value === 't' || value === 'true';
    case 'STRING':
    case 'TEXT':
      return cellText(value);
  }
}

/** Turns driver rows into wire rows (one array of values per row, in column order). */
export function wireRows(columns: ReportColumns, rows: readonly ReportRow[]): unknown[][] {
  const kinds = columns.types.map(kindOf);
  return rows.map((row) => columns.names.map((name, i) => wireValue(row[name], kinds[i] ?? kindOf('text'))));
}
