import { enumOption, type EnumOption } from '../../../../shared/enum-option.ts';

/** Fineract's GroupingTypeStatus ids (m_group.status_enum). */
export const GroupingStatus = {
  PENDING: 100,
  ACTIVE: 300,
  TRANSFER_IN_PROGRESS: 303,
  TRANSFER_ON_HOLD: 304,
  CLOSED: 600,
} as const;
export type GroupingStatusId = (typeof GroupingStatus)[keyof typeof GroupingStatus];

/** Fineract's group levels (m_group_level ids): a center holds groups, a group holds clients. */
export const GroupLevel = { CENTER: 1, GROUP: 2 } as const;
export type GroupLevelId = (typeof GroupLevel)[keyof typeof GroupLevel];

const CENTER_STATUS_OPTIONS: readonly EnumOption[] = [
  enumOption(100, 'groupingStatusType.pending', 'Pending'),
  enumOption(300, 'groupingStatusType.active', 'Active'),
  enumOption(303, 'clientStatusType.transfer.in.progress', 'Transfer in progress'),
  enumOption(304, 'clientStatusType.transfer.on.hold', 'Transfer on hold'),
  enumOption(600, 'groupingStatusType.closed', 'Closed'),
];

const GROUP_STATUS_OPTIONS: readonly EnumOption[] = [
  enumOption(100, 'clientStatusType.pending', 'Pending'),
  enumOption(300, 'clientStatusType.active', 'Active'),
  enumOption(303, 'clientStatusType.transfer.in.progress', 'Transfer in progress'),
  enumOption(304, 'clientStatusType.transfer.on.hold', 'Transfer on hold'),
  enumOption(600, 'clientStatusType.closed', 'Closed'),
];

/** A center's status as Fineract writes it (GroupingTypeEnumerations: `groupingStatusType.*`). */
export function centerStatusOption(statusId: number): EnumOption {
  return CENTER_STATUS_OPTIONS.find((option) => option.id === statusId) ?? enumOption(0, 'groupingStatusType.invalid', 'Invalid');
}

/**
 * A group's status as Fineract writes it: its group reads go through the client enumerations, so the codes
 * are `clientStatusType.*` (user interfaces key their status badges on them).
 */
export function groupStatusOption(statusId: number): EnumOption {
  return GROUP_STATUS_OPTIONS.find((option) => option.id === statusId) ?? enumOption(0, 'clientStatusType.invalid', 'Invalid');
}

/** The level's name in Fineract's state-transition codes (`error.msg.Group.close.…`). */
export function levelName(level: GroupLevelId): 'Center' | 'Group' {
  return level === GroupLevel.CENTER ? 'Center' : 'Group';
}

/** The level's resource name in validation and not-found codes (`validation.msg.center.…`). */
export function resourceOf(level: GroupLevelId): 'center' | 'group' {
  return level === GroupLevel.CENTER ? 'center' : 'group';
}

/** Fineract's hierarchy of a grouping: `.<center>.<group>.` below a center, `.<id>.` alone. */
export function groupingHierarchy(id: number, parentHierarchy: string | null): string {
  return parentHierarchy === null ? `.${id}.` : `${parentHierarchy}${id}.`;
}
