import type { Principal } from '../../../platform/security/index.ts';

export interface AuthenticatedUserView {
  username: string;
  userId: number;
  base64EncodedAuthenticationKey?: string;
  accessToken?: string;
  authenticated: true;
  officeId?: number;
  officeName?: string;
  staffId?: number | null;
  staffDisplayName?: string | null;
  roles?: { id: number; name: string; description: string; disabled: boolean }[];
  permissions?: string[];
  shouldRenewPassword: boolean;
  isTwoFactorAuthenticationRequired: boolean;
}

/**
 * Fineract's sign-in reply. The key is base64("username:password"), what HTTP Basic sends. A user who
 * must renew the password gets only the short form.
 */
export function presentAuthenticatedUser(user: Principal, password: string, twoFactorRequired: boolean): AuthenticatedUserView {
  return presentUser(user, { base64EncodedAuthenticationKey: Buffer.from(`${user.username}:${password}`, 'utf8').toString('base64') }, twoFactorRequired);
}

/** GET /userdetails: the same details for the bearer of an OAuth 2.0 access token. */
export function presentUserDetails(user: Principal, accessToken: string | undefined, twoFactorRequired: boolean): AuthenticatedUserView {
  return presentUser(user, accessToken === undefined ? {} : { accessToken }, twoFactorRequired);
}

function presentUser(user: Principal, key: Pick<AuthenticatedUserView, 'base64EncodedAuthenticationKey' | 'accessToken'>, twoFactorRequired: boolean): AuthenticatedUserView {
  const base = {
    username: user.username,
    userId: user.id,
    ...key,
    authenticated: true as const,
  };
  if (user.shouldRenewPassword) {
    return { ...base, shouldRenewPassword: true, isTwoFactorAuthenticationRequired: twoFactorRequired };
  }
  return {
    ...base,
    officeId: user.officeId,
    officeName: user.officeName,
    staffId: user.staffId,
    staffDisplayName: user.staffDisplayName,
    roles: user.roles.map((r) => ({ id: r.id, name: r.name, description: r.description, disabled: r.disabled })),
    permissions: [...user.permissions].sort(),
    shouldRenewPassword: false,
    isTwoFactorAuthenticationRequired: twoFactorRequired,
  };
}
