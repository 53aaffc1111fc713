/**
 * The kinds of record an entity-to-entity mapping joins (the numbers in m_entity_relation's
 * from_entity_type and to_entity_type, as Fineract seeds them).
 */
export const MappedEntityType = {
  OFFICE: 1,
  LOAN_PRODUCT: 2,
  SAVINGS_PRODUCT: 3,
  CHARGE: 4,
  ROLE: 5,
} as const;

export type MappedEntityTypeId = (typeof MappedEntityType)[keyof typeof MappedEntityType];

export function isMappedEntityType(value: number): value is MappedEntityTypeId {
  return Object.values<number>(MappedEntityType).includes(value);
}
