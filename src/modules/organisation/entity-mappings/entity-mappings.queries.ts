import type { Kysely } from 'kysely';
import { requireReadPermission, type Principal } from '../../../platform/security/index.ts';
import { UnauthenticatedError } from '../../../shared/errors/api-errors.ts';
import { isMappedEntityType } from './domain/entity-types.ts';
import { presentMapping, presentNamedMapping, presentRelation, type EntityMappingView, type EntityRelationView, type NamedEntityMappingView } from './entity-mappings.presenter.ts';
import { entityNames, findMappingById, findRelationById, listMappings, listRelations } from './entity-mappings.repository.ts';

/**
 * Fineract reads mappings with READ_FINERACTENTITY, a code its permission catalogue does not hold: only
 * ALL_FUNCTIONS and ALL_FUNCTIONS_READ pass. The routes are open to signed-in users and check it here.
 */
export function requireEntityMappingRead(user: Principal | undefined): void {
  if (user === undefined) {
    throw new UnauthenticatedError();
  }
  requireReadPermission(user, 'READ_FINERACTENTITY');
}

/** GET /entitytoentitymapping: the mapping types, by id. */
export async function retrieveMappingTypes(db: Kysely<object>): Promise<EntityRelationView[]> {
  return (await listRelations(db)).map(presentRelation);
}

/** GET /entitytoentitymapping/{mapId}: the mapping with that id, as a list (empty when there is none). */
export async function retrieveOneMapping(db: Kysely<object>, mapId: number): Promise<EntityMappingView[]> {
  const row = await findMappingById(db, mapId);
  return row === undefined ? [] : [presentMapping(row)];
}

/** GET /entitytoentitymapping/{relId}/{fromId}/{toId}: the relation's mappings (0 = any), with the names of both sides. */
export async function retrieveEntityToEntityMappings(db: Kysely<object>, relationId: number, fromId: number, toId: number): Promise<NamedEntityMappingView[]> {
  const relation = await findRelationById(db, relationId);
  if (relation === undefined) {
    return [];
  }
  const rows = await listMappings(db, relationId, fromId, toId);
  const namesOf = async (type: number, ids: number[]): Promise<ReadonlyMap<number, string>> =>
    isMappedEntityType(type) ? entityNames(db, type, [...new Set(ids)]) : new Map<number, string>();
  const fromNames = await namesOf(relation.from_entity_type, rows.map((row) => row.from_id));
  const toNames = await namesOf(relation.to_entity_type, rows.map((row) => row.to_id));
  return rows.map((row) => presentNamedMapping(row, fromNames.get(row.from_id), toNames.get(row.to_id)));
}
