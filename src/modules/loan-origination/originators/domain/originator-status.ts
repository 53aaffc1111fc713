/** Fineract's LoanOriginatorStatus: only an ACTIVE originator can be attached to a loan. */
export const ORIGINATOR_STATUSES = ['ACTIVE', 'PENDING', 'INACTIVE'] as const;
export type OriginatorStatus = (typeof ORIGINATOR_STATUSES)[number];

/** The status named by `text`, case-insensitively (surrounding blanks ignored), or undefined. */
export function originatorStatusOf(text: string): OriginatorStatus | undefined {
  return ORIGINATOR_STATUSES.find((status) => status === text.trim().toUpperCase());
}

/** The code names whose values an originator's type and channel are (seeded as codes 48 and 49). */
export const ORIGINATOR_TYPE_CODE = 'LoanOriginatorType';
export const CHANNEL_TYPE_CODE = 'LoanOriginationChannelType';
