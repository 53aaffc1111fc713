import { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import type { CommandContext } from '../../../platform/commands/index.ts';
import { readConfiguration } from '../../../platform/settings/index.ts';
import { NoAuthorizationError } from '../../../shared/errors/api-errors.ts';
import { ClientStatus, lockClientsByIds, type ClientRef } from '../../clients/index.ts';
import { requireDatatableEntries } from '../../system/index.ts';
import { activatedBeforeOfficeOpened } from './domain/group-dates.ts';
import { GroupingStatus, GroupLevel, type GroupLevelId } from './domain/grouping.ts';
import {
  activationBeforeOfficeOpening,
  centerAsChild,
  clientClosed,
  clientNotFound,
  clientOfficeMismatch,
  duplicateGroupingExternalId,
  duplicateGroupingName,
  groupAlreadyInCenter,
  groupInOtherCenter,
  groupingNotFound,
  groupNotFound,
  memberCountOutOfRange,
  officeNotFound,
  parentOfficeMismatch,
  staffNotActive,
  staffNotFound,
} from './groups.errors.ts';
import { findOffice, findStaff, groupingWithSame, lockGroup, lockGroups, memberIdsOf, type GroupRow, type GroupValues, type OfficeRow } from './groups.repository.ts';

/** A grouping of a command with its office. */
export interface LoadedGrouping {
  readonly group: GroupRow;
  readonly office: OfficeRow;
}

function isWithin(hierarchy: string | null, userHierarchy: string): boolean {
  return (hierarchy ?? '.').startsWith(userHierarchy);
}

function refuseOutsideUserOffices(): NoAuthorizationError {
  return new NoAuthorizationError("The user doesn't have enough permissions to access the resource.");
}

/** An office the user may act on (at or below the user's office): 404 when unknown, 403 when outside. */
export async function requireOfficeForUser(ctx: CommandContext, officeId: number): Promise<OfficeRow> {
  const office = await findOffice(ctx.db, officeId);
  if (office === undefined) {
    throw officeNotFound(officeId);
  }
  if (!isWithin(office.hierarchy, ctx.user.officeHierarchy)) {
    throw refuseOutsideUserOffices();
  }
  return office;
}

/**
 * The grouping of the level with that id (default: the command's entity), locked for the transaction:
 * 404 when unknown or of the other level, 403 when its office lies outside the user's offices.
 */
export async function requireGrouping(ctx: CommandContext, levels: readonly GroupLevelId[], id: number = ctx.entityId ?? 0): Promise<LoadedGrouping> {
  const group = await lockGroup(ctx.db, id);
  const level = levels[0] ?? GroupLevel.GROUP;
  if (group === undefined || !levels.some((l) => l === group.level_id)) {
    throw groupingNotFound(level, id);
  }
  const office = await findOffice(ctx.db, group.office_id);
  if (office === undefined) {
    throw officeNotFound(group.office_id);
  }
  if (!isWithin(office.hierarchy, ctx.user.officeHierarchy)) {
    throw refuseOutsideUserOffices();
  }
  return { group, office };
}

/** The level of a stored grouping (the levels table holds only Fineract's two). */
export function levelOf(group: GroupRow): GroupLevelId {
  return group.level_id === GroupLevel.CENTER ? GroupLevel.CENTER : GroupLevel.GROUP;
}

/** A staff member of the office or an office above it (Fineract), and active (our rule). */
export async function requireStaffFor(db: Kysely<object>, staffId: number, officeHierarchy: string | null): Promise<number> {
  const staff = await findStaff(db, staffId);
  if (staff === undefined || !(officeHierarchy ?? '.').startsWith(staff.office_hierarchy ?? '.')) {
    throw staffNotFound(staffId);
  }
  if (!staff.is_active) {
    throw staffNotActive(staffId);
  }
  return staff.id;
}

/** 403 when another grouping has the name (on the level) or the external id. */
export async function checkUnique(db: Kysely<object>, level: GroupLevelId, values: Partial<GroupValues>, exceptId?: number): Promise<void> {
  if (values.display_name !== undefined && (await groupingWithSame(db, 'display_name', values.display_name, level, exceptId))) {
    throw duplicateGroupingName(level, values.display_name);
  }
  if (values.external_id !== undefined && values.external_id !== null && (await groupingWithSame(db, 'external_id', values.external_id, level, exceptId))) {
    throw duplicateGroupingExternalId(level, values.external_id);
  }
}

/** Fineract's 403 when the activation date lies before the office's opening date. */
export function checkOfficeOpening(level: GroupLevelId, activationDate: LocalDate | null | undefined, office: OfficeRow): void {
  const openingDate = LocalDate.parse(office.opening_date);
  if (activationDate !== null && activationDate !== undefined && activatedBeforeOfficeOpened(activationDate, openingDate)) {
    throw activationBeforeOfficeOpening(level, activationDate, openingDate);
  }
}

async function limitOf(db: Kysely<object>, name: string): Promise<number | null> {
  const configuration = await readConfiguration(db, name);
  return configuration?.enabled === true ? configuration.value : null;
}

/**
 * Fineract's group size rule (`min-clients-in-group`, `max-clients-in-group`, each only when enabled):
 * the active members of a group must number at most the maximum, and on activation at least the minimum.
 */
export async function checkMemberCount(db: Kysely<object>, groupId: number, checkMinimum: boolean): Promise<void> {
  const minClients = await limitOf(db, 'min-clients-in-group');
  const maxClients = await limitOf(db, 'max-clients-in-group');
  if (maxClients === null && (minClients === null || !checkMinimum)) {
    return;
  }
  const members = await lockClientsByIds(db, await memberIdsOf(db, groupId));
  const active = [...members.values()].filter((client) => client.statusId === ClientStatus.ACTIVE).length;
  if ((maxClients !== null && active > maxClients) || (checkMinimum && minClients !== null && active < minClients)) {
    throw memberCountOutOfRange(groupId, minClients, maxClients);
  }
}

/** Clients that can no longer join a group: closed, rejected or withdrawn. */
function hasLeft(client: ClientRef): boolean {
  return client.statusId >= ClientStatus.CLOSED;
}

/**
 * The clients of `ids`, locked: 404 for an unknown one, 403 for one of another office than the group's
 * (Fineract) or one that is closed, rejected or withdrawn (our rule, with Fineract's code).
 */
export async function requireClientsOfOffice(db: Kysely<object>, ids: readonly number[], officeId: number, forJoining: boolean): Promise<ClientRef[]> {
  const clients = await lockClientsByIds(db, ids);
  return ids.map((id) => {
    const client = clients.get(id);
    if (client === undefined) {
      throw clientNotFound(id);
    }
    if (client.officeId !== officeId) {
      throw clientOfficeMismatch(id, officeId);
    }
    if (forJoining && hasLeft(client)) {
      throw clientClosed(id);
    }
    return client;
  });
}

/**
 * The groups of `ids`, locked, to be put under a center: 404 for an unknown one, 403 for one of another
 * office, a center, or a group already under this center (`centerId`) or another one (Fineract).
 */
export async function requireFreeGroups(db: Kysely<object>, ids: readonly number[], officeId: number, centerId?: number): Promise<GroupRow[]> {
  const rows = new Map((await lockGroups(db, ids)).map((row) => [row.id, row]));
  return ids.map((id) => {
    const group = rows.get(id);
    if (group === undefined) {
      throw groupNotFound(id);
    }
    if (group.office_id !== officeId) {
      throw parentOfficeMismatch();
    }
    if (group.level_id === GroupLevel.CENTER) {
      throw centerAsChild(id);
    }
    if (centerId !== undefined && group.parent_id === centerId) {
      throw groupAlreadyInCenter(centerId, id);
    }
    if (group.parent_id !== null) {
      throw groupInOtherCenter(group.parent_id, id);
    }
    return group;
  });
}

export function isActive(group: GroupRow): boolean {
  return group.status_enum === GroupingStatus.ACTIVE;
}

export function dateOf(value: string | null): LocalDate | null {
  return value === null ? null : LocalDate.parse(value);
}

/** Entity datatable checks of a group reaching these statuses (centers take none, as Fineract). */
export async function requireGroupEntries(db: Kysely<object>, groupId: number, statuses: readonly ('CREATE' | 'ACTIVATE' | 'CLOSE')[]): Promise<void> {
  await requireDatatableEntries(db, { entity: 'm_group', statuses, id: groupId });
}
