import { DomainRuleError, NotFoundError, RouteNotFoundError } from '../../../shared/errors/api-errors.ts';

export function twoFactorNotEnabled(): RouteNotFoundError {
  return new RouteNotFoundError('Two-factor authentication is not enabled on this server (TWO_FACTOR_ENABLED).');
}

export function otpDeliveryMethodInvalid(): DomainRuleError {
  return new DomainRuleError('error.msg.twofactor.otp.delivery.invalid', 'That delivery method is unknown or not available for this user.');
}

export function otpTokenInvalid(): DomainRuleError {
  return new DomainRuleError('error.msg.twofactor.otp.token.invalid', 'The one-time code is wrong, used or expired.');
}

export function accessTokenInvalid(): DomainRuleError {
  return new DomainRuleError('error.msg.twofactor.access.token.invalid', 'The two-factor access token is unknown, expired or already invalidated.');
}

export function authenticatorNotEnrolled(): NotFoundError {
  return new NotFoundError('error.msg.twofactor.totp.not.enrolled', 'The user has no authenticator app enrolled.');
}
