import type { Tenant } from '../../../platform/db/index.ts';
import { authenticate, BYPASS_TWOFACTOR, withPasswordExpiry, type PasswordVerifier, type Principal } from '../../../platform/security/index.ts';
import { UnauthenticatedError } from '../../../shared/errors/api-errors.ts';
import { DataValidator, JsonCommand } from '../../../shared/validation/index.ts';
import { presentAuthenticatedUser, type AuthenticatedUserView } from './authentication.presenter.ts';

/** POST /authentication: checks the credentials in the body and answers the user's details. */
export async function signIn(tenant: Tenant, verifier: PasswordVerifier, body: unknown): Promise<AuthenticatedUserView> {
  const json = JsonCommand.from(body);
  const v = new DataValidator('authentication');
  const username = json.string('username');
  const password = json.string('password');
  v.parameter('username', username).notBlank();
  v.parameter('password', password).notBlank();
  v.throwIfErrors();
  const user = await authenticate(tenant.database.db, verifier, username ?? '', password ?? '');
  if (user === undefined) {
    throw new UnauthenticatedError();
  }
  const principal = await withPasswordExpiry(tenant.database.db, tenant.timezoneId, user);
  return presentAuthenticatedUser(principal, password ?? '', twoFactorRequired(verifier, principal));
}

/** Fineract's `isTwoFactorAuthenticationRequired`: two-factor sign-in is on and the user lacks BYPASS_TWOFACTOR. */
export function twoFactorRequired(verifier: PasswordVerifier, user: Principal): boolean {
  return verifier.twoFactorEnabled && !user.permissions.has(BYPASS_TWOFACTOR);
}
