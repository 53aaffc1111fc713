import { Type } from 'typebox';

const ColumnHeader = Type.Object({
  columnName: Type.String(),
  columnType: Type.String({ examples: ['VARCHAR', 'TEXT', 'INTEGER', 'BIGINT', 'DECIMAL', 'DATE', 'TIMESTAMP', 'BOOLEAN'] }),
  columnLength: Type.Integer(),
  columnDisplayType: Type.String({ examples: ['STRING', 'TEXT', 'INTEGER', 'DECIMAL', 'DATE', 'DATETIME', 'BOOLEAN'] }),
  isColumnNullable: Type.Boolean(),
  isColumnPrimaryKey: Type.Boolean(),
  isColumnUnique: Type.Boolean(),
  isColumnIndexed: Type.Boolean(),
  columnValues: Type.Array(Type.Unknown()),
});

export const RunReportParams = Type.Object({ reportName: Type.String() });

export const RunReportQuery = Type.Object({
  genericResultSet: Type.Optional(Type.String({ description: '`false`: an array of objects; otherwise column headers and rows' })),
  parameterType: Type.Optional(Type.String({ description: '`true`: run the parameter list of that name (no permission needed)' })),
  exportCSV: Type.Optional(Type.String({ description: '`true`: a CSV file' })),
  exportPDF: Type.Optional(Type.String({ description: '`true`: a PDF file' })),
  'output-type': Type.Optional(Type.String({ description: 'CSV, XLSX (or XLS) or PDF' })),
  isSelfServiceUserReport: Type.Optional(Type.String()),
});

export const RunReportResponse = Type.Union([
  Type.Object({ columnHeaders: Type.Array(ColumnHeader), data: Type.Array(Type.Object({ row: Type.Array(Type.Unknown()) })) }),
  Type.Array(Type.Record(Type.String(), Type.Unknown())),
]);

export const ExportTypes = Type.Array(Type.Object({ key: Type.String({ examples: ['CSV'] }), queryParameter: Type.String({ examples: ['exportCSV'] }) }));
