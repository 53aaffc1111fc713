import { Type } from 'typebox';

const DeliveryMethod = Type.Object({ name: Type.String({ description: 'sms, email or totp' }), target: Type.String({ description: 'masked address, number or "authenticator app"' }) });

export const DeliveryMethodList = Type.Array(DeliveryMethod);

export const RequestCodeQuery = Type.Object({
  deliveryMethod: Type.Optional(Type.String({ description: 'a name from GET /twofactor' })),
  extendedToken: Type.Optional(Type.String({ description: 'true: the access token lives access-token-live-time-extended' })),
});

export const OtpMetadata = Type.Object({
  requestTime: Type.Integer({ description: 'epoch milliseconds' }),
  tokenLiveTimeInSec: Type.Integer(),
  extendedAccessToken: Type.Boolean(),
  deliveryMethod: DeliveryMethod,
});

export const TokenQuery = Type.Object({ token: Type.Optional(Type.String({ description: 'the one-time code' })) });

export const AccessToken = Type.Object({
  token: Type.String({ description: 'send as header Fineract-Platform-TFA-Token' }),
  validFrom: Type.Integer({ description: 'epoch milliseconds' }),
  validTo: Type.Integer({ description: 'epoch milliseconds' }),
});

export const InvalidateRequest = Type.Object({ token: Type.String() });

export const TwoFactorConfiguration = Type.Object({
  'otp-delivery-email-enable': Type.Optional(Type.Boolean()),
  'otp-delivery-email-subject': Type.Optional(Type.String({ maxLength: 1000 })),
  'otp-delivery-email-body': Type.Optional(Type.String({ maxLength: 1000, description: '{{username}}, {{token}}, {{tokenlivetime}}, {{expiretime}}, …' })),
  'otp-delivery-sms-enable': Type.Optional(Type.Boolean()),
  'otp-delivery-sms-provider': Type.Optional(Type.Integer({ minimum: 1 })),
  'otp-delivery-sms-text': Type.Optional(Type.String({ maxLength: 1000 })),
  'otp-token-live-time': Type.Optional(Type.Integer({ minimum: 1, description: 'seconds' })),
  'otp-token-length': Type.Optional(Type.Integer({ minimum: 1 })),
  'access-token-live-time': Type.Optional(Type.Integer({ minimum: 1, description: 'seconds' })),
  'access-token-live-time-extended': Type.Optional(Type.Integer({ minimum: 1, description: 'seconds' })),
});

export const CommandResult = Type.Object({ resourceId: Type.Optional(Type.Integer()), changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())) });

export const AuthenticatorEnrolment = Type.Object({
  secret: Type.String({ description: 'base32 secret for manual entry' }),
  otpauthUri: Type.String({ description: 'otpauth://totp/… for a QR code' }),
  deliveryMethod: Type.Literal('totp'),
  confirmed: Type.Boolean(),
});

export const AuthenticatorConfirmation = Type.Object({ deliveryMethod: Type.Literal('totp'), confirmed: Type.Boolean() });

export const Removal = Type.Object({ resourceId: Type.Integer() });
