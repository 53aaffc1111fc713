import type { OneTimeCodeRequest, TwoFactorAccessToken } from '../../../platform/security/index.ts';
import { typedSetting } from './domain/two-factor-configuration.ts';

/** A way a user can receive a code: `sms`, `email` or `totp`, and where (masked). */
export interface DeliveryMethodView {
  name: string;
  target: string;
}

/** Fineract's OTPMetadata: what POST /twofactor answers. Instants go out as epoch milliseconds. */
export interface OtpMetadataView {
  requestTime: Date;
  tokenLiveTimeInSec: number;
  extendedAccessToken: boolean;
  deliveryMethod: DeliveryMethodView;
}

/** Fineract's AccessTokenData. */
export interface AccessTokenView {
  token: string;
  validFrom: Date;
  validTo: Date;
}

export function presentOtpMetadata(request: OneTimeCodeRequest): OtpMetadataView {
  return {
    requestTime: request.requestTime,
    tokenLiveTimeInSec: request.tokenLiveTimeInSec,
    extendedAccessToken: request.extendedAccessToken,
    deliveryMethod: { name: request.deliveryMethod.name, target: request.deliveryMethod.target ?? '' },
  };
}

export function presentAccessToken(token: TwoFactorAccessToken): AccessTokenView {
  return { token: token.token, validFrom: token.validFrom, validTo: token.validTo };
}

/** GET /twofactor/configure: every setting by name, numbers and booleans typed. */
export function presentSettings(stored: ReadonlyMap<string, string | null>): Record<string, string | number | boolean | null> {
  return Object.fromEntries([...stored].map(([name, value]) => [name, typedSetting(name, value)]));
}
