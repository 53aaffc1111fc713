export { authenticate, ensureAdminUser, ADMIN_USERNAME } from './app-users.ts';
export { DEFAULT_ADMIN_PASSWORD, DEFAULT_LOGIN_LOCKOUT, hashChecksMade, hashPassword, PasswordVerifier, verifyPassword, type LoginLockoutPolicy } from './password.ts';
export { ALL_FUNCTIONS, ALL_FUNCTIONS_READ, hasPermission, requireAnyReadPermission, requireCommandPermission, requireReadPermission, type Principal, type RoleSummary } from './principal.ts';
export { loadPrincipal, type LoadedUser } from './app-users.ts';
export { OAuthTokens, type OAuthSettings, type TokenResponse } from './oauth-tokens.ts';
export { passwordExpired, withPasswordExpiry, FORCE_PASSWORD_RESET_DAYS } from './password-expiry.ts';
export {
  BYPASS_TWOFACTOR,
  findValidAccessToken,
  issueAccessToken,
  revokeAccessToken,
  TWO_FACTOR_TOKEN_HEADERS,
  type TwoFactorAccessToken,
} from './two-factor-tokens.ts';
export {
  checkSecondFactor,
  confirmAuthenticator,
  enrolAuthenticator,
  hasAuthenticator,
  recordCodeRequest,
  removeAuthenticator,
  TOTP_METHOD,
  type OneTimeCodeRequest,
  type SecondFactorOutcome,
} from './second-factor.ts';
export { commonPasswordCount, isCommonPassword } from './common-passwords.ts';
