import { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { readConfiguration, TenantClock } from '../settings/tenant-settings.ts';
import type { Principal } from './principal.ts';

export const FORCE_PASSWORD_RESET_DAYS = 'force-password-reset-days';

/**
 * Whether the user's password is older than global configuration `force-password-reset-days` allows
 * (Fineract's rule): only while that configuration is enabled, for a user whose password may expire and
 * whose last change is known; expired when last change + days lies before today (the business date).
 */
export async function passwordExpired(db: Kysely<object>, timezoneId: string, principal: Principal): Promise<boolean> {
  if (principal.passwordNeverExpires !== false || principal.passwordUpdatedOn === undefined || principal.passwordUpdatedOn === null) {
    return false;
  }
  const policy = await readConfiguration(db, FORCE_PASSWORD_RESET_DAYS);
  const days = policy?.value ?? 0;
  if (policy?.enabled !== true || days <= 0) {
    return false;
  }
  const today = await new TenantClock(db, timezoneId).businessDate();
  return LocalDate.parse(principal.passwordUpdatedOn.slice(0, 10)).plusDays(days).isBefore(today);
}

/** The principal, marked `shouldRenewPassword` when its password expired. */
export async function withPasswordExpiry(db: Kysely<object>, timezoneId: string, principal: Principal): Promise<Principal> {
  if (principal.shouldRenewPassword || !(await passwordExpired(db, timezoneId, principal))) {
    return principal;
  }
  return { ...principal, shouldRenewPassword: true };
}
