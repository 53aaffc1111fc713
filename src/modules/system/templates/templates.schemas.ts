import { Type } from 'typebox';

const Mapper = Type.Object({ id: Type.Integer(), mapperorder: Type.Integer(), mapperkey: Type.Optional(Type.String()), mappervalue: Type.Optional(Type.String()) });
const EnumOption = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A template on the wire: `entity` and `type` as Fineract's enum names (`client`/`loan`, `Document`/`SMS`). */
export const Template = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  entity: Type.Optional(Type.String()),
  type: Type.Optional(Type.String()),
  text: Type.String(),
  mappers: Type.Array(Mapper),
});
export const TemplateList = Type.Array(Template);
export const TemplateTemplate = Type.Object({
  entities: Type.Array(EnumOption),
  types: Type.Array(EnumOption),
  template: Type.Optional(Template),
});
export const TemplateIdParams = Type.Object({ templateId: Type.Integer() });
export const TemplateListQuery = Type.Object({
  typeId: Type.Optional(Type.String({ description: 'with entityId: only templates of this type (0 Document, 2 SMS)' })),
  entityId: Type.Optional(Type.String({ description: 'with typeId: only templates of this entity (0 client, 1 loan)' })),
});
export const TemplateRequest = Type.Object({
  name: Type.Optional(Type.String({ description: 'mandatory, at most 255 characters' })),
  text: Type.Optional(Type.String({ description: 'mandatory; a Mustache text' })),
  entity: Type.Optional(Type.Integer({ description: 'mandatory: 0 client, 1 loan' })),
  type: Type.Optional(Type.Integer({ description: 'mandatory: 0 Document, 2 SMS' })),
  mappers: Type.Optional(
    Type.Array(Type.Object({ mappersorder: Type.Optional(Type.Integer()), mapperskey: Type.Optional(Type.String()), mappersvalue: Type.Optional(Type.String()) }), {
      description: 'replaces the template\'s mappers; `SMS_template_Key` → `ENTITY_ACTION` maps an SMS template to a hook event',
    }),
  ),
});
export const TemplateCommandResult = Type.Object({ resourceId: Type.Integer(), changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())) });
/** The body of a merge: scope values by name (`{"clientId": 1}`), over the query parameters. */
export const MergeScope = Type.Record(Type.String(), Type.Unknown(), { description: 'scope values for the template text and its mapper URLs' });
