import { LocalDate } from '@js-joda/core';
import type { EntityMappingRow, EntityRelationRow } from './entity-mappings.repository.ts';

/** A mapping type on the wire (Fineract's FineractEntityRelationData). */
export interface EntityRelationView {
  readonly id: number;
  readonly mappingTypes: string;
}

/** One mapping as `GET /entitytoentitymapping/{mapId}` answers it (no id, no names, as Fineract). */
export interface EntityMappingView {
  readonly relationId: number;
  readonly fromId: number;
  readonly toId: number;
  readonly startDate: LocalDate | null;
  readonly endDate: LocalDate | null;
}

/** A mapping with the names of the records it joins (Fineract's FineractEntityToEntityMappingData). */
export interface NamedEntityMappingView extends EntityMappingView {
  readonly mapId: number;
  readonly fromEntity: string | null;
  readonly toEntity: string | null;
}

const dateOf = (text: string | null): LocalDate | null => (text === null ? null : LocalDate.parse(text));

export function presentRelation(row: EntityRelationRow): EntityRelationView {
  return { id: row.id, mappingTypes: row.code_name };
}

export function presentMapping(row: EntityMappingRow): EntityMappingView {
  return { relationId: row.rel_id, fromId: row.from_id, toId: row.to_id, startDate: dateOf(row.start_date), endDate: dateOf(row.end_date) };
}

export function presentNamedMapping(row: EntityMappingRow, fromEntity: string | undefined, toEntity: string | undefined): NamedEntityMappingView {
  return { mapId: row.id, ...presentMapping(row), fromEntity: fromEntity ?? null, toEntity: toEntity ?? null };
}
