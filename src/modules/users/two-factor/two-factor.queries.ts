import type { Kysely } from 'kysely';
import { hasAuthenticator, TOTP_METHOD } from '../../../platform/security/index.ts';
import { hasMessageGateway, hasSmtpAccount } from '../../system/index.ts';
import { maskEmail, maskMobileNumber } from './domain/otp-message.ts';
import { twoFactorSettings } from './domain/two-factor-configuration.ts';
import type { DeliveryMethodView } from './two-factor.presenter.ts';
import { presentSettings } from './two-factor.presenter.ts';
import { findSettings, findUserContact } from './two-factor.repository.ts';

/** A delivery method open to a user, with its masked target for the wire. */
export interface DeliveryMethod {
  readonly name: 'sms' | 'email' | 'totp';
  readonly maskedTarget: string;
}

function isSet(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value.trim() !== '';
}

/**
 * The methods by which a user can get a code, in Fineract's order: `sms` (SMS on, a provider id, a message
 * gateway, and a mobile number of the user's staff member), `email` (email on, an SMTP account, and the
 * user's email), then `totp` (a confirmed authenticator app).
 */
export async function deliveryMethodsOf(db: Kysely<object>, userId: number): Promise<DeliveryMethod[]> {
  const settings = twoFactorSettings(await findSettings(db));
  const contact = await findUserContact(db, userId);
  const methods: DeliveryMethod[] = [];
  if (settings.smsEnabled && settings.smsProviderId !== undefined && isSet(contact?.mobile_no) && (await hasMessageGateway(db))) {
    methods.push({ name: 'sms', maskedTarget: maskMobileNumber(contact.mobile_no) });
  }
  if (settings.emailEnabled && isSet(contact?.email) && (await hasSmtpAccount(db))) {
    methods.push({ name: 'email', maskedTarget: maskEmail(contact.email) });
  }
  if (await hasAuthenticator(db, userId)) {
    methods.push({ name: TOTP_METHOD, maskedTarget: 'authenticator app' });
  }
  return methods;
}

/** GET /twofactor. */
export async function retrieveDeliveryMethods(db: Kysely<object>, userId: number): Promise<DeliveryMethodView[]> {
  return (await deliveryMethodsOf(db, userId)).map((m) => ({ name: m.name, target: m.maskedTarget }));
}

/** GET /twofactor/configure. */
export async function retrieveTwoFactorConfiguration(db: Kysely<object>): Promise<Record<string, string | number | boolean | null>> {
  return presentSettings(await findSettings(db));
}
