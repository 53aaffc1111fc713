export { authenticate, ensureAdminUser, ADMIN_USERNAME } from './app-users.ts';
export { DEFAULT_ADMIN_PASSWORD, DEFAULT_LOGIN_LOCKOUT, hashPassword, PasswordVerifier, verifyPassword, type LoginLockoutPolicy } from './password.ts';
export { ALL_FUNCTIONS, ALL_FUNCTIONS_READ, hasPermission, requireCommandPermission, requireReadPermission, type Principal, type RoleSummary } from './principal.ts';
export type { SecurityTables } from './security-tables.ts';
export { loadPrincipal, type LoadedUser } from './app-users.ts';
export { OAuthTokens, type OAuthSettings, type TokenResponse } from './oauth-tokens.ts';
