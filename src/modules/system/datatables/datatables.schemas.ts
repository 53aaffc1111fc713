import { Type } from 'typebox';

const ColumnValue = Type.Object({ id: Type.Integer(), value: Type.String(), score: Type.Integer() });

/** Fineract's ResultsetColumnHeaderData. */
export const ColumnHeader = Type.Object({
  columnName: Type.String(),
  columnType: Type.String({ examples: ['VARCHAR', 'INTEGER', 'BIGINT', 'DECIMAL', 'DATE', 'DATETIME', 'BOOLEAN', 'TEXT'] }),
  columnLength: Type.Integer(),
  columnDisplayType: Type.String({ examples: ['STRING', 'TEXT', 'INTEGER', 'DECIMAL', 'DATE', 'DATETIME', 'BOOLEAN', 'CODELOOKUP'] }),
  isColumnNullable: Type.Boolean(),
  isColumnPrimaryKey: Type.Boolean(),
  isColumnUnique: Type.Boolean(),
  isColumnIndexed: Type.Boolean(),
  columnValues: Type.Array(ColumnValue, { description: 'the allowed code values of a Dropdown (CODELOOKUP) column' }),
  columnCode: Type.Optional(Type.String({ description: 'the code a Dropdown column draws from' })),
});

export const DatatableView = Type.Object({
  applicationTableName: Type.String({ examples: ['m_client'] }),
  registeredTableName: Type.String(),
  entitySubType: Type.Optional(Type.String()),
  columnHeaderData: Type.Array(ColumnHeader),
});

export const DatatableList = Type.Array(DatatableView);

export const DatatableListQuery = Type.Object({
  apptable: Type.Optional(Type.String({ description: 'only the datatables of this application table', examples: ['m_client'] })),
});

export const DatatableNameParams = Type.Object({ datatableName: Type.String() });
export const DatatableParams = Type.Object({ datatable: Type.String() });
export const RegisterParams = Type.Object({ datatable: Type.String(), apptable: Type.String() });

const NewColumnBody = Type.Object({
  name: Type.String(),
  type: Type.String({ description: 'String, Number, Decimal, Boolean, Date, DateTime, Text or Dropdown' }),
  length: Type.Optional(Type.Union([Type.Integer(), Type.String()], { description: 'required for String' })),
  mandatory: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
  unique: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
  indexed: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
  code: Type.Optional(Type.String({ description: 'the code of a Dropdown column' })),
});

export const CreateDatatableRequest = Type.Object({
  datatableName: Type.String(),
  apptableName: Type.String({ examples: ['m_client', 'm_group', 'm_center', 'm_office'] }),
  entitySubType: Type.Optional(Type.String({ description: 'Person or Entity, required for m_client' })),
  multiRow: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
  columns: Type.Array(NewColumnBody),
});

const ChangeColumnBody = Type.Object({
  name: Type.String(),
  newName: Type.Optional(Type.String()),
  length: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
  mandatory: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
  unique: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
  indexed: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
  code: Type.Optional(Type.String()),
  newCode: Type.Optional(Type.String()),
  after: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
});

export const UpdateDatatableRequest = Type.Object({
  apptableName: Type.Optional(Type.String()),
  entitySubType: Type.Optional(Type.String()),
  addColumns: Type.Optional(Type.Array(Type.Intersect([NewColumnBody, Type.Object({ after: Type.Optional(Type.Union([Type.Boolean(), Type.String()])) })]))),
  changeColumns: Type.Optional(Type.Array(ChangeColumnBody)),
  dropColumns: Type.Optional(Type.Array(Type.Object({ name: Type.String() }))),
});

export const RegisterDatatableRequest = Type.Object({
  entitySubType: Type.Optional(Type.String()),
  category: Type.Optional(Type.Integer()),
});

export const DatatableCommandResult = Type.Object({
  commandId: Type.Optional(Type.Integer()),
  resourceIdentifier: Type.Optional(Type.String({ description: 'the datatable name' })),
  rollbackTransaction: Type.Optional(Type.Boolean()),
});
