/**
 * The bodies of POST /datatables and PUT /datatables/{name}: Fineract's members and checks
 * (DatatableCommandFromApiJsonDeserializer), all errors at once, resource `datatable`.
 */
import { DataValidator, JsonCommand, type JsonObject } from '../../../../shared/validation/index.ts';
import { ENTITY_TABLES, entityTableNamed, type EntityTable } from '../../entity-datatable-checks/domain/entity-tables.ts';
import {
  byteLength,
  COLUMN_NAME_PATTERN,
  COLUMN_TYPES,
  columnTypeNamed,
  CREATED_AT_COLUMN,
  DATATABLE_NAME_PATTERN,
  dropdownColumnName,
  MAX_COLUMN_NAME_LENGTH,
  MAX_IDENTIFIER_LENGTH,
  ROW_ID_COLUMN,
  takesLength,
  UPDATED_AT_COLUMN,
  type ColumnType,
} from './column-types.ts';

const CREATE_PARAMETERS = ['datatableName', 'entitySubType', 'apptableName', 'multiRow', 'columns'];
const CREATE_COLUMN_PARAMETERS = ['name', 'type', 'length', 'mandatory', 'code', 'unique', 'indexed'];
const UPDATE_PARAMETERS = ['apptableName', 'entitySubType', 'changeColumns', 'addColumns', 'dropColumns'];
const ADD_COLUMN_PARAMETERS = [...CREATE_COLUMN_PARAMETERS, 'after'];
const CHANGE_COLUMN_PARAMETERS = ['name', 'newName', 'length', 'mandatory', 'after', 'code', 'newCode', 'unique', 'indexed'];
const DROP_COLUMN_PARAMETERS = ['name'];

export interface NewColumn {
  /** The name as stored (a Dropdown's is `<code>_cd_<name>`). */
  readonly name: string;
  readonly type: ColumnType;
  readonly length: number | undefined;
  readonly mandatory: boolean;
  readonly unique: boolean;
  readonly indexed: boolean;
  readonly code: string | undefined;
}

export interface NewDatatable {
  readonly datatableName: string;
  readonly entity: EntityTable;
  readonly entitySubType: string | undefined;
  readonly multiRow: boolean;
  readonly columns: readonly NewColumn[];
}

export interface ColumnChange {
  /** The stored name of the column to change. */
  readonly name: string;
  readonly newName: string | undefined;
  readonly length: number | undefined;
  readonly mandatory: boolean | undefined;
  readonly unique: boolean | undefined;
  readonly indexed: boolean | undefined;
}

export interface DatatableChanges {
  readonly entity: EntityTable | undefined;
  readonly entitySubType: string | undefined;
  readonly addColumns: readonly NewColumn[];
  readonly changeColumns: readonly ColumnChange[];
  readonly dropColumns: readonly string[];
}

/** The reserved column names of a datatable on the entity: its row id and the entity's key. */
function reservedNames(entity: EntityTable | undefined): string[] {
  return [ROW_ID_COLUMN, ...(entity === undefined ? [] : [entity.foreignKeyColumn])];
}

function objectsOf(json: JsonCommand, name: string, v: DataValidator, required: boolean): JsonObject[] | undefined {
  const value = json.json[name];
  if (value === undefined || value === null) {
    if (required) {
      v.parameter(name, undefined).notBlank();
    }
    return undefined;
  }
  v.parameter(name, value).arrayNotEmpty();
  if (!Array.isArray(value)) {
    return undefined;
  }
  const members: unknown[] = value;
  if (members.some((member) => typeof member !== 'object' || member === null || Array.isArray(member))) {
    v.fail(name, 'must.be.a.list.of.objects', `The parameter \`${name}\` must be a list of column objects.`);
    return undefined;
  }
  return members as JsonObject[];
}

function columnName(column: JsonCommand, parameter: string, entity: EntityTable | undefined, v: DataValidator): string | undefined {
  const name = column.string(parameter);
  const reserved = reservedNames(entity);
  v.parameter(parameter, name).notBlank().notExceedingLengthOf(MAX_COLUMN_NAME_LENGTH).matches(COLUMN_NAME_PATTERN, 'a letter first, then letters, digits, -, _ or spaces, a letter or digit last');
  if (name !== undefined && reserved.includes(name) && !v.hasErrorFor(parameter)) {
    v.fail(parameter, 'is.one.of.unwanted.enumerations', `The parameter \`${parameter}\` must not be one of [ ${reserved.join(', ')} ] .`, [name, reserved]);
  }
  return v.hasErrorFor(parameter) ? undefined : name;
}

function readBoolean(column: JsonCommand, name: string, v: DataValidator): boolean | undefined {
  return column.boolean(name, v);
}

/** A column of POST /datatables or of `addColumns`. */
function readNewColumn(raw: JsonObject, supported: readonly string[], entity: EntityTable | undefined, v: DataValidator): NewColumn | undefined {
  const column = new JsonCommand(raw);
  column.checkSupported(supported);
  const name = columnName(column, 'name', entity, v);
  const typeText = column.string('type');
  const type = columnTypeNamed(typeText);
  v.parameter('type', typeText).notBlank();
  if (typeText !== undefined && type === undefined && !v.hasErrorFor('type')) {
    v.fail('type', 'is.not.one.of.expected.enumerations', `The parameter \`type\` must be one of [ ${COLUMN_TYPES.join(', ')} ] .`, [typeText, COLUMN_TYPES]);
  }
  const length = column.long('length', v);
  if (type !== undefined && takesLength(type) && length === undefined && !v.hasErrorFor('length')) {
    v.fail('length', 'must.be.provided.when.type.is.String', 'The parameter `length` must be provided when type is String.');
  }
  v.parameter('length', length).positive();
  if (length !== undefined && length > 10485760) {
    v.fail('length', 'length.too.big', 'The parameter `length` is too big (at most 10485760).', [length]);
  }
  const code = column.string('code');
  if (type === 'dropdown') {
    v.parameter('code', code).notBlank().matches(DATATABLE_NAME_PATTERN, 'a code name');
  } else if (type !== undefined && code !== undefined) {
    v.fail('code', 'cannot.also.be.provided.when.type.is.' + (typeText ?? ''), `The parameter \`code\` cannot be provided when type is ${typeText ?? ''}.`);
  }
  const mandatory = readBoolean(column, 'mandatory', v);
  const unique = readBoolean(column, 'unique', v);
  const indexed = readBoolean(column, 'indexed', v);
  if (name === undefined || type === undefined || v.hasErrorFor('code') || v.hasErrorFor('length')) {
    return undefined;
  }
  const stored = type === 'dropdown' && code !== undefined ? dropdownColumnName(code, name) : name;
  if (byteLength(stored) > MAX_IDENTIFIER_LENGTH) {
    v.fail('name', 'exceeds.max.length', `The column name \`${stored}\` exceeds max length of ${MAX_IDENTIFIER_LENGTH}.`, [MAX_IDENTIFIER_LENGTH, stored]);
    return undefined;
  }
  return { name: stored, type, length: takesLength(type) ? length : undefined, mandatory: mandatory ?? false, unique: unique ?? false, indexed: indexed ?? false, code: type === 'dropdown' ? code : undefined };
}

/** Two columns of one request with the same stored name, or a name of the audit columns. */
function checkDistinct(columns: readonly NewColumn[], taken: readonly string[], v: DataValidator): void {
  const seen = new Set(taken);
  for (const column of columns) {
    if (seen.has(column.name)) {
      v.fail('name', 'duplicate.column.name', `The column \`${column.name}\` appears more than once.`, [column.name]);
    }
    seen.add(column.name);
  }
}

function readEntity(json: JsonCommand, v: DataValidator, required: boolean): EntityTable | undefined {
  const text = json.string('apptableName');
  if (required) {
    v.parameter('apptableName', text).notBlank();
  }
  const entity = entityTableNamed(text);
  if (text !== undefined && entity === undefined && !v.hasErrorFor('apptableName')) {
    const names = ENTITY_TABLES.map((table) => table.name);
    v.fail('apptableName', 'is.not.one.of.expected.enumerations', `The parameter \`apptableName\` must be one of [ ${names.join(', ')} ] .`, [text, names]);
  }
  return entity;
}

/** Clients' datatables name the legal form they apply to (Fineract: Person or Entity). */
function readSubType(json: JsonCommand, entity: EntityTable | undefined, v: DataValidator, required: boolean): string | undefined {
  const subType = json.trimmedString('entitySubType');
  if (entity?.name === 'm_client' && required) {
    v.parameter('entitySubType', subType).notBlank();
  }
  v.parameter('entitySubType', subType).notExceedingLengthOf(50);
  return subType;
}

export function readNewDatatable(body: unknown): NewDatatable {
  const json = JsonCommand.from(body);
  json.checkSupported(CREATE_PARAMETERS);
  const v = new DataValidator('datatable');
  const datatableName = json.string('datatableName');
  v.parameter('datatableName', datatableName).notBlank().notExceedingLengthOf(50).matches(DATATABLE_NAME_PATTERN, 'a letter first, then letters, digits, -, _ or spaces, a letter or digit last');
  const entity = readEntity(json, v, true);
  const entitySubType = readSubType(json, entity, v, true);
  const multiRow = json.boolean('multiRow', v);
  const columns = (objectsOf(json, 'columns', v, true) ?? []).map((raw) => readNewColumn(raw, CREATE_COLUMN_PARAMETERS, entity, v));
  const read = columns.filter((column) => column !== undefined);
  checkDistinct(read, [CREATED_AT_COLUMN, UPDATED_AT_COLUMN], v);
  v.throwIfErrors();
  if (datatableName === undefined || entity === undefined || read.length !== columns.length) {
    throw new Error('datatable request validated without its members');
  }
  return { datatableName, entity, entitySubType, multiRow: multiRow ?? false, columns: read };
}

function readColumnChange(raw: JsonObject, entity: EntityTable | undefined, v: DataValidator): ColumnChange | undefined {
  const column = new JsonCommand(raw);
  column.checkSupported(CHANGE_COLUMN_PARAMETERS);
  const name = columnName(column, 'name', entity, v);
  const newName = column.has('newName') ? columnName(column, 'newName', entity, v) : undefined;
  const length = column.long('length', v);
  v.parameter('length', length).positive();
  const code = column.string('code');
  const newCode = column.string('newCode');
  if (newCode !== undefined && code === undefined) {
    v.fail('code', 'cannot.be.blank.when.newCode.is.provided', 'The parameter `code` cannot be blank when `newCode` is provided.');
  }
  const mandatory = readBoolean(column, 'mandatory', v);
  const unique = readBoolean(column, 'unique', v);
  const indexed = readBoolean(column, 'indexed', v);
  column.boolean('after', v);
  if (name === undefined) {
    return undefined;
  }
  const stored = code === undefined ? name : dropdownColumnName(code, name);
  const storedNew = newName === undefined ? undefined : dropdownColumnName(newCode ?? code ?? '', newName);
  return { name: stored, newName: code === undefined ? newName : storedNew, length, mandatory, unique, indexed };
}

function readDropColumn(raw: JsonObject, entity: EntityTable | undefined, v: DataValidator): string | undefined {
  const column = new JsonCommand(raw);
  column.checkSupported(DROP_COLUMN_PARAMETERS);
  return columnName(column, 'name', entity, v);
}

/** PUT /datatables/{name}; `current` is the entity the datatable is registered on (for the reserved names). */
export function readDatatableChanges(body: unknown, current: EntityTable | undefined): DatatableChanges {
  const json = JsonCommand.from(body);
  json.checkSupported(UPDATE_PARAMETERS);
  const v = new DataValidator('datatable');
  const entity = readEntity(json, v, false);
  const entitySubType = readSubType(json, entity, v, false);
  const reservedFor = entity ?? current;
  const added = (objectsOf(json, 'addColumns', v, false) ?? []).map((raw) => readNewColumn(raw, ADD_COLUMN_PARAMETERS, reservedFor, v));
  const changed = (objectsOf(json, 'changeColumns', v, false) ?? []).map((raw) => readColumnChange(raw, reservedFor, v));
  const dropped = (objectsOf(json, 'dropColumns', v, false) ?? []).map((raw) => readDropColumn(raw, reservedFor, v));
  const addColumns = added.filter((column) => column !== undefined);
  checkDistinct(addColumns, [CREATED_AT_COLUMN, UPDATED_AT_COLUMN], v);
  v.throwIfErrors();
  return {
    entity,
    entitySubType,
    addColumns,
    changeColumns: changed.filter((column) => column !== undefined),
    dropColumns: dropped.filter((column) => column !== undefined),
  };
}

