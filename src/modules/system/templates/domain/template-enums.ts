/** An enum value of a template: the id on the wire, the name on the wire, and the ordinal stored in `m_template`. */
export interface TemplateEnumValue {
  readonly id: number;
  readonly name: string;
  readonly ordinal: number;
}

/** Fineract's TemplateEntity: what a template is about. */
export const TEMPLATE_ENTITIES: readonly TemplateEnumValue[] = [
  { id: 0, name: 'client', ordinal: 0 },
  { id: 1, name: 'loan', ordinal: 1 },
];

/** Fineract's TemplateType: SMS has wire id 2 and is stored as its ordinal 1 (Fineract's E-Mail id 1 was never built). */
export const TEMPLATE_TYPES: readonly TemplateEnumValue[] = [
  { id: 0, name: 'Document', ordinal: 0 },
  { id: 2, name: 'SMS', ordinal: 1 },
];

/** The mapper key that maps an SMS template to a hook event (`ENTITY_ACTION`), as Fineract's Message Gateway hooks read it. */
export const SMS_TEMPLATE_MAPPER_KEY = 'SMS_template_Key';

export function enumById(values: readonly TemplateEnumValue[], id: number): TemplateEnumValue | undefined {
  return values.find((v) => v.id === id);
}

export function enumByOrdinal(values: readonly TemplateEnumValue[], ordinal: number | null): TemplateEnumValue | undefined {
  return ordinal === null ? undefined : values.find((v) => v.ordinal === ordinal);
}
