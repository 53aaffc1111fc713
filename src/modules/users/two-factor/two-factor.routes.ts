import { defineCommand, defineQuery, isTrueFlag } from '../../../platform/http/index.ts';
import type { Principal } from '../../../platform/security/index.ts';
import { confirmAuthenticatorApp, enrolAuthenticatorApp, removeAuthenticatorApp, requestCode, validateCode } from './two-factor.commands.ts';
import { twoFactorNotEnabled } from './two-factor.errors.ts';
import { retrieveDeliveryMethods, retrieveTwoFactorConfiguration } from './two-factor.queries.ts';
import {
  AccessToken,
  AuthenticatorConfirmation,
  AuthenticatorEnrolment,
  CommandResult,
  DeliveryMethodList,
  InvalidateRequest,
  OtpMetadata,
  Removal,
  RequestCodeQuery,
  TokenQuery,
  TwoFactorConfiguration,
} from './two-factor.schemas.ts';

const tags = ['Two Factor'];
const SIGNED_IN = { authenticated: true } as const;

/** The caller, on a route open to signed-in users only while two-factor sign-in is on (404 otherwise, as Fineract). */
function signedIn(user: Principal | undefined, enabled: boolean): Principal {
  if (!enabled || user === undefined) {
    throw twoFactorNotEnabled();
  }
  return user;
}

export const twoFactorRoutes = [
  defineQuery({
    method: 'GET',
    url: '/twofactor',
    summary: 'The ways the signed-in user can receive a one-time code',
    tags,
    access: SIGNED_IN,
    response: DeliveryMethodList,
    handle: (req, services) => retrieveDeliveryMethods(req.tenant.database.db, signedIn(req.user, services.verifier.twoFactorEnabled).id),
  }),
  defineQuery({
    method: 'POST',
    url: '/twofactor',
    summary: 'Send a one-time code by a delivery method (email, sms; totp sends nothing)',
    tags,
    access: SIGNED_IN,
    querystring: RequestCodeQuery,
    response: OtpMetadata,
    handle: (req, services) =>
      requestCode(req.tenant, signedIn(req.user, services.verifier.twoFactorEnabled), req.query.deliveryMethod, isTrueFlag(req.query.extendedToken)),
  }),
  defineQuery({
    method: 'POST',
    url: '/twofactor/validate',
    summary: 'Trade the one-time code for a two-factor access token',
    tags,
    access: SIGNED_IN,
    querystring: TokenQuery,
    response: AccessToken,
    handle: (req, services) =>
      validateCode(req.tenant.database.db, signedIn(req.user, services.verifier.twoFactorEnabled), req.query.token, services.verifier.lockout),
  }),
  defineCommand({
    method: 'POST',
    url: '/twofactor/invalidate',
    summary: 'Invalidate a two-factor access token of the caller (sign out)',
    tags,
    command: { entity: 'TWOFACTOR_ACCESSTOKEN', action: 'INVALIDATE' },
    body: InvalidateRequest,
    response: CommandResult,
    ids: (req) => (req.user === undefined ? {} : { entityId: req.user.id }),
  }),
  defineQuery({
    method: 'GET',
    url: '/twofactor/configure',
    summary: 'Two-factor settings: code length and lifetime, token lifetimes, email and SMS texts',
    tags,
    access: { permission: 'READ_TWOFACTOR_CONFIGURATION' },
    response: TwoFactorConfiguration,
    handle: (req) => retrieveTwoFactorConfiguration(req.tenant.database.db),
  }),
  defineCommand({
    method: 'PUT',
    url: '/twofactor/configure',
    summary: 'Change two-factor settings',
    tags,
    command: { entity: 'TWOFACTOR_CONFIGURATION', action: 'UPDATE' },
    body: TwoFactorConfiguration,
    response: CommandResult,
  }),
  defineQuery({
    method: 'POST',
    url: '/twofactor/totp',
    summary: 'Start enrolling an authenticator app (TOTP): a new secret and otpauth:// URI, shown once',
    tags,
    access: SIGNED_IN,
    response: AuthenticatorEnrolment,
    handle: (req, services) => enrolAuthenticatorApp(req.tenant, signedIn(req.user, services.verifier.twoFactorEnabled)),
  }),
  defineQuery({
    method: 'POST',
    url: '/twofactor/totp/confirm',
    summary: "Confirm the authenticator app with its first code; then `totp` is a delivery method",
    tags,
    access: SIGNED_IN,
    querystring: TokenQuery,
    response: AuthenticatorConfirmation,
    handle: (req, services) => confirmAuthenticatorApp(req.tenant.database.db, signedIn(req.user, services.verifier.twoFactorEnabled), req.query.token),
  }),
  defineQuery({
    method: 'DELETE',
    url: '/twofactor/totp',
    summary: 'Remove the authenticator app of the signed-in user',
    tags,
    access: SIGNED_IN,
    response: Removal,
    handle: (req, services) => removeAuthenticatorApp(req.tenant.database.db, signedIn(req.user, services.verifier.twoFactorEnabled)),
  }),
];
