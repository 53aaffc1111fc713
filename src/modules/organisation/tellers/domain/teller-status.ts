/**
 * A teller's state, with Fineract's codes (TellerStatus): stored in m_tellers.state, sent as the number in
 * `status`, answered as the name ("ACTIVE").
 */
export const TellerStatus = {
  INVALID: 0,
  PENDING: 100,
  ACTIVE: 300,
  INACTIVE: 400,
  CLOSED: 600,
} as const;

export type TellerStatusName = keyof typeof TellerStatus;

/** The codes a request may set (INVALID is only what Fineract answers for an unknown stored code). */
export const SETTABLE_TELLER_STATUSES: readonly number[] = [TellerStatus.PENDING, TellerStatus.ACTIVE, TellerStatus.INACTIVE, TellerStatus.CLOSED];

const STATUS_NAMES: readonly TellerStatusName[] = ['INVALID', 'PENDING', 'ACTIVE', 'INACTIVE', 'CLOSED'];

/** The name Fineract answers for a stored code; an unknown or missing code reads as INVALID. */
export function tellerStatusName(code: number | null): TellerStatusName {
  return STATUS_NAMES.find((name) => TellerStatus[name] === code) ?? 'INVALID';
}
