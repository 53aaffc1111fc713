import { codeOfColumn, storedColumnType, type DisplayType } from './domain/column-types.ts';
import { keyName, type CodeValueRow, type ColumnRow, type RegisteredDatatableRow } from './datatables.repository.ts';

/** Fineract's ResultsetColumnValueData: one allowed value of a Dropdown column. */
export interface ColumnValueView {
  readonly id: number;
  readonly value: string;
  readonly score: number;
}

/** Fineract's ResultsetColumnHeaderData. */
export interface ColumnHeaderView {
  readonly columnName: string;
  readonly columnType: string;
  readonly columnLength: number;
  readonly columnDisplayType: DisplayType;
  readonly isColumnNullable: boolean;
  readonly isColumnPrimaryKey: boolean;
  readonly isColumnUnique: boolean;
  readonly isColumnIndexed: boolean;
  readonly columnValues: readonly ColumnValueView[];
  readonly columnCode?: string;
}

export interface DatatableView {
  readonly applicationTableName: string;
  readonly registeredTableName: string;
  readonly entitySubType?: string;
  readonly columnHeaderData: readonly ColumnHeaderView[];
}

/** The code names the Dropdown columns of these tables draw from. */
export function codesOfColumns(columns: readonly ColumnRow[]): string[] {
  return [...new Set(columns.flatMap((column) => (column.data_type === 'integer' ? [codeOfColumn(column.column_name) ?? []].flat() : [])))];
}

export function columnHeaderOf(column: ColumnRow, values: ReadonlyMap<string, readonly ColumnValueView[]>): ColumnHeaderView {
  const code = column.data_type === 'integer' ? codeOfColumn(column.column_name) : undefined;
  const type = storedColumnType(column.data_type, code !== undefined);
  const unique = column.primary_key || column.index_names.includes(keyName('uk', column.table_name, column.column_name));
  const indexed = unique || column.index_names.includes(keyName('idx', column.table_name, column.column_name));
  return {
    columnName: column.column_name,
    columnType: type.columnType,
    columnLength: column.character_maximum_length ?? column.numeric_precision ?? 0,
    columnDisplayType: type.displayType,
    isColumnNullable: column.is_nullable,
    isColumnPrimaryKey: column.primary_key,
    isColumnUnique: unique,
    isColumnIndexed: indexed,
    columnValues: code === undefined ? [] : (values.get(code) ?? []),
    ...(code === undefined ? {} : { columnCode: code }),
  };
}

/** Code values by code name. */
export function valuesByCode(rows: readonly CodeValueRow[]): Map<string, ColumnValueView[]> {
  const byCode = new Map<string, ColumnValueView[]>();
  for (const row of rows) {
    const list = byCode.get(row.code_name) ?? [];
    list.push({ id: row.id, value: row.code_value, score: row.code_score ?? 0 });
    byCode.set(row.code_name, list);
  }
  return byCode;
}

export function datatableView(row: RegisteredDatatableRow, headers: readonly ColumnHeaderView[]): DatatableView {
  return {
    applicationTableName: row.application_table_name,
    registeredTableName: row.registered_table_name,
    ...(row.entity_subtype === null ? {} : { entitySubType: row.entity_subtype }),
    columnHeaderData: headers,
  };
}
