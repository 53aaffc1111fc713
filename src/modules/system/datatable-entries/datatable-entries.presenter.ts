import { Decimal } from 'decimal.js';
import { LocalDate } from '../../../shared/time/index.ts';
import type { ColumnHeaderView } from '../datatables/datatables.presenter.ts';

/** Fineract's GenericResultsetData: the column headers and each row's values in column order. */
export interface GenericResultset {
  readonly columnHeaders: readonly ColumnHeaderView[];
  readonly data: readonly { readonly row: readonly unknown[] }[];
}

export type EntriesView = GenericResultset | readonly Readonly<Record<string, unknown>>[];

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?/;

/** A stored timestamp as Fineract writes a LocalDateTime: [y, m, d, h, min, s, nanos]. */
function dateTimeArray(text: string): number[] | string {
  const match = DATE_TIME.exec(text);
  if (match === null) {
    return text;
  }
  const nanos = Number((match[7] ?? '0').padEnd(9, '0'));
  return [...match.slice(1, 7).map(Number), nanos];
}

/** One stored value on the wire: dates as arrays, decimals exact until the wire turns them into numbers. */
export function wireValue(header: ColumnHeaderView, value: unknown): unknown {
  if (value === null || value === undefined) {
    return null;
  }
  switch (header.columnDisplayType) {
    case 'DATE':
      return typeof value === 'string' ? LocalDate.parse(value) : value;
    case 'DATETIME':
      return typeof value === 'string' ? dateTimeArray(value) : value;
    case 'DECIMAL':
      return typeof value === 'string' ? new Decimal(value) : value;
    case 'BOOLEAN':
    case 'CODELOOKUP':
    case 'INTEGER':
    case 'STRING':
    case 'TEXT':
      return value;
  }
}

export function entriesView(headers: readonly ColumnHeaderView[], rows: readonly Readonly<Record<string, unknown>>[], generic: boolean): EntriesView {
  if (generic) {
    return { columnHeaders: headers, data: rows.map((row) => ({ row: headers.map((header) => wireValue(header, row[header.columnName])) })) };
  }
  return rows.map((row) => Object.fromEntries(headers.map((header) => [header.columnName, wireValue(header, row[header.columnName])])));
}
