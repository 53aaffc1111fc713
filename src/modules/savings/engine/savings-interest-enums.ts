/** How often earned interest is added to the balance that earns interest (Fineract's SavingsCompoundingInterestPeriodType). */
export const SavingsCompoundingInterestPeriodType = { DAILY: 1, MONTHLY: 4, QUATERLY: 5, BI_ANNUAL: 6, ANNUAL: 7 } as const;
export type SavingsCompoundingInterestPeriodTypeId = (typeof SavingsCompoundingInterestPeriodType)[keyof typeof SavingsCompoundingInterestPeriodType];

/** How often interest is posted to the account (Fineract's SavingsPostingInterestPeriodType; daily exists but is not offered). */
export const SavingsPostingInterestPeriodType = { DAILY: 1, MONTHLY: 4, QUATERLY: 5, BIANNUAL: 6, ANNUAL: 7 } as const;
export type SavingsPostingInterestPeriodTypeId = (typeof SavingsPostingInterestPeriodType)[keyof typeof SavingsPostingInterestPeriodType];

/** Which balance earns interest (Fineract's SavingsInterestCalculationType). */
export const SavingsInterestCalculationType = { DAILY_BALANCE: 1, AVERAGE_DAILY_BALANCE: 2 } as const;
export type SavingsInterestCalculationTypeId = (typeof SavingsInterestCalculationType)[keyof typeof SavingsInterestCalculationType];

/** The days of a year in the daily rate (Fineract's SavingsInterestCalculationDaysInYearType). */
export const SavingsInterestCalculationDaysInYearType = { DAYS_360: 360, DAYS_365: 365 } as const;
export type SavingsInterestCalculationDaysInYearTypeId =
  (typeof SavingsInterestCalculationDaysInYearType)[keyof typeof SavingsInterestCalculationDaysInYearType];

function isOneOf(values: Readonly<Record<string, number>>, id: number): boolean {
  return Object.values(values).includes(id);
}

export function isCompoundingPeriodType(id: number): id is SavingsCompoundingInterestPeriodTypeId {
  return isOneOf(SavingsCompoundingInterestPeriodType, id);
}

export function isPostingPeriodType(id: number): id is SavingsPostingInterestPeriodTypeId {
  return isOneOf(SavingsPostingInterestPeriodType, id);
}

export function isInterestCalculationType(id: number): id is SavingsInterestCalculationTypeId {
  return isOneOf(SavingsInterestCalculationType, id);
}

export function isDaysInYearType(id: number): id is SavingsInterestCalculationDaysInYearTypeId {
  return isOneOf(SavingsInterestCalculationDaysInYearType, id);
}
