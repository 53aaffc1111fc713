import { Type } from 'typebox';
import { LocalDateArray } from '../../../platform/http/index.ts';

const opt = Type.Optional;

export const HookIdParams = Type.Object({ hookId: Type.Integer() });
export const HookQuery = Type.Object({ template: opt(Type.String({ description: '`true`: add the templates and event groupings' })) });

const HookEvent = Type.Object({ actionName: Type.String(), entityName: Type.String() });
const HookConfigField = Type.Object({ fieldName: Type.String(), fieldValue: Type.String() });

const HookTemplateField = Type.Object({
  fieldName: Type.String(),
  fieldType: Type.String(),
  optional: Type.Boolean(),
  placeholder: opt(Type.String()),
});
const HookTemplateSchema = Type.Object({ id: Type.Integer(), name: Type.String(), schema: Type.Array(HookTemplateField) });
const Grouping = Type.Object({
  name: Type.String({ description: 'permission grouping' }),
  entities: Type.Array(Type.Object({ name: Type.String(), actions: Type.Array(Type.String()) })),
});

export const HookTemplateResponse = Type.Object({ templates: Type.Array(HookTemplateSchema), groupings: Type.Array(Grouping) });

export const Hook = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'the template: Web, SMS Bridge, Elastic Search or Message Gateway' }),
  displayName: Type.String(),
  isActive: Type.Boolean(),
  createdAt: opt(LocalDateArray),
  updatedAt: opt(LocalDateArray),
  templateId: opt(Type.Integer({ description: 'user-generated-document template (never set here)' })),
  events: Type.Array(HookEvent),
  config: Type.Array(HookConfigField),
  templates: opt(Type.Array(HookTemplateSchema)),
  groupings: opt(Type.Array(Grouping)),
});
export const HookList = Type.Array(Hook);

export const HookRequest = Type.Object({
  name: opt(Type.String({ description: 'template name (create: mandatory)' })),
  displayName: opt(Type.String({ maxLength: 45 })),
  isActive: opt(Type.Boolean({ description: 'default false' })),
  templateId: opt(Type.Integer({ description: 'user-generated-document template; none exists here (404)' })),
  config: opt(Type.Record(Type.String(), Type.Unknown(), { description: 'field name → value, e.g. {"Payload URL": "https://…", "Content Type": "json"}' })),
  events: opt(Type.Array(Type.Object({ actionName: Type.String(), entityName: Type.String() }))),
});

export const HookCommandResult = Type.Object({ resourceId: Type.Integer(), changes: opt(Type.Record(Type.String(), Type.Unknown())) });
