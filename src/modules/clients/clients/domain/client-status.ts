import { enumOption, type EnumOption } from '../../../../shared/enum-option.ts';

/** Fineract's ClientStatus ids (m_client.status_enum). */
export const ClientStatus = {
  PENDING: 100,
  ACTIVE: 300,
  TRANSFER_IN_PROGRESS: 303,
  TRANSFER_ON_HOLD: 304,
  CLOSED: 600,
  REJECTED: 700,
  WITHDRAWN: 800,
} as const;
export type ClientStatusId = (typeof ClientStatus)[keyof typeof ClientStatus];

const OPTIONS: readonly EnumOption[] = [
  enumOption(100, 'clientStatusType.pending', 'Pending'),
  enumOption(300, 'clientStatusType.active', 'Active'),
  enumOption(303, 'clientStatusType.transfer.in.progress', 'Transfer in progress'),
  enumOption(304, 'clientStatusType.transfer.on.hold', 'Transfer on hold'),
  enumOption(600, 'clientStatusType.closed', 'Closed'),
  enumOption(700, 'clientStatusType.rejected', 'Rejected'),
  enumOption(800, 'clientStatusType.withdraw', 'Withdrawn'),
];

/** The `status` query values of GET /clients (Fineract's enum names, any letter case) → ids. */
const BY_NAME: ReadonlyMap<string, ClientStatusId> = new Map([
  ['pending', 100],
  ['active', 300],
  ['transfer_in_progress', 303],
  ['transfer_on_hold', 304],
  ['closed', 600],
  ['rejected', 700],
  ['withdrawn', 800],
]);

/** `{id, code, value}` of a status; an unknown id is Fineract's "Invalid" (0). */
export function clientStatusOption(statusId: number): EnumOption {
  return OPTIONS.find((option) => option.id === statusId) ?? enumOption(0, 'clientStatusType.invalid', 'Invalid');
}

/** The status named in a list filter, or undefined when the name is none of Fineract's. */
export function clientStatusNamed(name: string): ClientStatusId | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}
