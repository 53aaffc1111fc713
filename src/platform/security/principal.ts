import { NoAuthorizationError } from '../../shared/errors/api-errors.ts';

export interface RoleSummary {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly disabled: boolean;
}

/** The signed-in user of a request, with the permission codes of its enabled roles. */
export interface Principal {
  readonly id: number;
  readonly username: string;
  readonly officeId: number;
  readonly officeName: string;
  readonly officeHierarchy: string;
  readonly staffId: number | null;
  readonly staffDisplayName: string | null;
  readonly roles: readonly RoleSummary[];
  readonly permissions: ReadonlySet<string>;
  readonly shouldRenewPassword: boolean;
  readonly selfServiceUser: boolean;
  /** Exempt from `force-password-reset-days` (absent when not loaded from m_appuser). */
  readonly passwordNeverExpires?: boolean;
  /** Date (yyyy-mm-dd) of the last password change; null when unknown. */
  readonly passwordUpdatedOn?: string | null;
}

export const ALL_FUNCTIONS = 'ALL_FUNCTIONS';
export const ALL_FUNCTIONS_READ = 'ALL_FUNCTIONS_READ';

/**
 * Whether a user may use a permission: ALL_FUNCTIONS grants everything, ALL_FUNCTIONS_READ every READ_*.
 * Codes compare case-insensitively, as Fineract's (some seeded codes are mixed case).
 */
export function hasPermission(principal: Principal, code: string): boolean {
  const wanted = code.toUpperCase();
  if (principal.permissions.has(ALL_FUNCTIONS) || principal.permissions.has(wanted)) {
    return true;
  }
  return wanted.startsWith('READ_') && principal.permissions.has(ALL_FUNCTIONS_READ);
}

/** Read check: "User has no authority to READ <resource>s" when refused (Fineract's wording). */
export function requireReadPermission(principal: Principal, code: string): void {
  if (!hasPermission(principal, code)) {
    const resource = code.replace(/^READ_/, '').toLowerCase();
    throw new NoAuthorizationError(`User has no authority to READ ${resource}s`);
  }
}

/** Read check of a route guarded by several codes: any of them, ALL_FUNCTIONS or ALL_FUNCTIONS_READ. */
export function requireAnyReadPermission(principal: Principal, codes: readonly string[], refusedAs: string): void {
  if (!principal.permissions.has(ALL_FUNCTIONS_READ) && !codes.some((code) => hasPermission(principal, code))) {
    throw new NoAuthorizationError(`User has no authority to: ${refusedAs}`);
  }
}

/** Command check: only ALL_FUNCTIONS or the exact code; ALL_FUNCTIONS_READ never passes. */
export function requireCommandPermission(principal: Principal, code: string): void {
  const wanted = code.toUpperCase();
  if (!principal.permissions.has(ALL_FUNCTIONS) && !principal.permissions.has(wanted)) {
    throw new NoAuthorizationError(`User has no authority to: ${wanted}`);
  }
}
