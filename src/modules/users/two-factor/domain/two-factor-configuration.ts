/** Fineract's twofactor_configuration names, by kind (the kind decides how a value is read and validated). */
export const EMAIL_ENABLE = 'otp-delivery-email-enable';
export const EMAIL_SUBJECT = 'otp-delivery-email-subject';
export const EMAIL_BODY = 'otp-delivery-email-body';
export const SMS_ENABLE = 'otp-delivery-sms-enable';
export const SMS_PROVIDER = 'otp-delivery-sms-provider';
export const SMS_TEXT = 'otp-delivery-sms-text';
export const OTP_LIVE_TIME = 'otp-token-live-time';
export const OTP_LENGTH = 'otp-token-length';
export const ACCESS_TOKEN_LIVE_TIME = 'access-token-live-time';
export const ACCESS_TOKEN_LIVE_TIME_EXTENDED = 'access-token-live-time-extended';

export const BOOLEAN_SETTINGS = [EMAIL_ENABLE, SMS_ENABLE] as const;
export const STRING_SETTINGS = [EMAIL_SUBJECT, EMAIL_BODY, SMS_TEXT] as const;
export const NUMBER_SETTINGS = [SMS_PROVIDER, OTP_LIVE_TIME, OTP_LENGTH, ACCESS_TOKEN_LIVE_TIME, ACCESS_TOKEN_LIVE_TIME_EXTENDED] as const;
export const ALL_SETTINGS: readonly string[] = [...BOOLEAN_SETTINGS, ...STRING_SETTINGS, ...NUMBER_SETTINGS];

/** A stored value as the API shows it: numbers and booleans typed, text as is, unreadable or missing → null. */
export function typedSetting(name: string, stored: string | null): string | number | boolean | null {
  if (stored === null) {
    return null;
  }
  if ((NUMBER_SETTINGS as readonly string[]).includes(name)) {
    return /^-?\d{1,9}$/.test(stored.trim()) ? Number(stored.trim()) : null;
  }
  if ((BOOLEAN_SETTINGS as readonly string[]).includes(name)) {
    const text = stored.trim().toLowerCase();
    return text === 'true' ? true : text === 'false' ? false : null;
  }
  return stored;
}

/** The settings the sign-in flow uses, with Fineract's fallbacks for missing or unusable values. */
export interface TwoFactorSettings {
  readonly emailEnabled: boolean;
  readonly emailSubject: string;
  readonly emailBody: string;
  readonly smsEnabled: boolean;
  /** The message gateway's provider id; undefined when unset or below 1. */
  readonly smsProviderId: number | undefined;
  readonly smsText: string;
  readonly otpLiveTimeSeconds: number;
  readonly otpLength: number;
  readonly accessTokenLiveTimeSeconds: number;
  readonly accessTokenLiveTimeExtendedSeconds: number;
}

function positive(value: unknown, fallback: number): number {
  return typeof value === 'number' && value >= 1 ? value : fallback;
}

/** Reads the settings from name → stored value. */
export function twoFactorSettings(stored: ReadonlyMap<string, string | null>): TwoFactorSettings {
  const value = (name: string): string | number | boolean | null => typedSetting(name, stored.get(name) ?? null);
  const text = (name: string, fallback: string): string => {
    const found = value(name);
    return typeof found === 'string' ? found : fallback;
  };
  const provider = value(SMS_PROVIDER);
  return {
    emailEnabled: value(EMAIL_ENABLE) === true,
    emailSubject: text(EMAIL_SUBJECT, 'Fineract Two-Factor Authentication Token'),
    emailBody: text(EMAIL_BODY, 'Hello {{username}}.\nYour OTP login token is {{token}}.'),
    smsEnabled: value(SMS_ENABLE) === true,
    smsProviderId: typeof provider === 'number' && provider >= 1 ? provider : undefined,
    smsText: text(SMS_TEXT, 'Your authentication token for Fineract is {{token}}.'),
    otpLiveTimeSeconds: positive(value(OTP_LIVE_TIME), 300),
    otpLength: positive(value(OTP_LENGTH), 1),
    accessTokenLiveTimeSeconds: positive(value(ACCESS_TOKEN_LIVE_TIME), 86_400),
    accessTokenLiveTimeExtendedSeconds: positive(value(ACCESS_TOKEN_LIVE_TIME_EXTENDED), 604_800),
  };
}
