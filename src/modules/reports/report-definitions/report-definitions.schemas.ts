import { Type } from 'typebox';

export const ReportParameter = Type.Object({
  id: Type.Integer({ description: 'the usage (stretchy_report_parameter) id' }),
  parameterId: Type.Optional(Type.Integer()),
  reportParameterName: Type.Optional(Type.String()),
  parameterName: Type.Optional(Type.String({ examples: ['OfficeIdSelectOne'] })),
});

const AllowedParameter = Type.Object({ id: Type.Integer(), parameterName: Type.String({ examples: ['startDateSelect'] }) });

const templateMembers = {
  allowedReportTypes: Type.Array(Type.String(), { examples: [['Table', 'Chart', 'SMS', 'Pentaho']] }),
  allowedReportSubTypes: Type.Array(Type.String(), { examples: [['Bar', 'Pie']] }),
  allowedParameters: Type.Array(AllowedParameter),
};

export const Report = Type.Object({
  id: Type.Integer(),
  reportName: Type.String({ examples: ['Client Listing'] }),
  reportType: Type.String({ examples: ['Table'] }),
  reportSubType: Type.Optional(Type.String()),
  reportCategory: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  reportSql: Type.Optional(Type.String({ description: 'only when one report is read' })),
  coreReport: Type.Boolean(),
  useReport: Type.Boolean(),
  reportParameters: Type.Optional(Type.Array(ReportParameter)),
  allowedReportTypes: Type.Optional(templateMembers.allowedReportTypes),
  allowedReportSubTypes: Type.Optional(templateMembers.allowedReportSubTypes),
  allowedParameters: Type.Optional(templateMembers.allowedParameters),
});

export const ReportList = Type.Array(Report);

export const ReportTemplate = Type.Object(templateMembers);

export const ReportIdParams = Type.Object({ id: Type.Integer() });

export const ReportQuery = Type.Object({ template: Type.Optional(Type.String({ description: '`true` adds the template option lists' })) });

const UsageRequest = Type.Object({
  id: Type.Optional(Type.Union([Type.Integer(), Type.String()], { description: 'an existing usage of this report' })),
  parameterId: Type.Optional(Type.Union([Type.Integer(), Type.String()], { description: 'mandatory for a new usage' })),
  reportParameterName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const ReportRequest = Type.Object({
  reportName: Type.Optional(Type.String({ maxLength: 100, description: 'mandatory on create; unique' })),
  reportType: Type.Optional(Type.String({ description: 'Table, Chart, SMS or Pentaho (mandatory on create)' })),
  reportSubType: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()], { description: 'Bar or Pie; only (and required) for a Chart' })),
  reportCategory: Type.Optional(Type.Union([Type.String({ maxLength: 45 }), Type.Null()])),
  description: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  reportSql: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'one SELECT with ${name} placeholders; required for Table and Chart; checked with the PostgreSQL parser' })),
  useReport: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
  reportParameters: Type.Optional(Type.Array(UsageRequest)),
});

export const ReportCommandResult = Type.Object({
  resourceId: Type.Integer(),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
