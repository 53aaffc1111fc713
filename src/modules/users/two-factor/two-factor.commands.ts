import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import type { Tenant } from '../../../platform/db/index.ts';
import {
  checkSecondFactor,
  confirmAuthenticator,
  enrolAuthenticator,
  issueAccessToken,
  recordCodeRequest,
  removeAuthenticator,
  revokeAccessToken,
  TOTP_METHOD,
  type LoginLockoutPolicy,
  type Principal,
} from '../../../platform/security/index.ts';
import { parameterError } from '../../../shared/errors/api-errors.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { deliverEmail, deliverTextMessage } from '../../system/index.ts';
import { renderTemplate, templateData } from './domain/otp-message.ts';
import { ALL_SETTINGS, BOOLEAN_SETTINGS, NUMBER_SETTINGS, STRING_SETTINGS, twoFactorSettings, typedSetting, type TwoFactorSettings } from './domain/two-factor-configuration.ts';
import { accessTokenInvalid, authenticatorNotEnrolled, otpDeliveryMethodInvalid, otpTokenInvalid } from './two-factor.errors.ts';
import { presentAccessToken, presentOtpMetadata, type AccessTokenView, type OtpMetadataView } from './two-factor.presenter.ts';
import { deliveryMethodsOf, type DeliveryMethod } from './two-factor.queries.ts';
import { findSettings, findUserContact, saveSetting, type UserContactRow } from './two-factor.repository.ts';

const MAX_TEXT_LENGTH = 1000;
const MAX_NUMBER = 2_147_483_647;

/** Reads PUT /twofactor/configure: each member by its kind; every error at once; at least one member. */
function readSettingsUpdate(json: JsonCommand): Map<string, string> {
  json.checkSupported(ALL_SETTINGS);
  const v = new DataValidator('TWOFACTOR_CONFIGURATION');
  const values = new Map<string, string>();
  const sent = (name: string): boolean => Object.hasOwn(json.json, name);
  for (const name of BOOLEAN_SETTINGS.filter(sent)) {
    const value = json.boolean(name, v);
    if (!v.hasErrorFor(name)) {
      v.parameter(name, value).notBlank();
    }
    if (value !== undefined) {
      values.set(name, String(value));
    }
  }
  for (const name of STRING_SETTINGS.filter(sent)) {
    const value = json.string(name);
    v.parameter(name, value).notBlank().notExceedingLengthOf(MAX_TEXT_LENGTH);
    if (value !== undefined && value.trim() !== '' && value.length <= MAX_TEXT_LENGTH) {
      values.set(name, value.trim());
    }
  }
  for (const name of NUMBER_SETTINGS.filter(sent)) {
    const value = json.long(name, v);
    if (!v.hasErrorFor(name)) {
      v.parameter(name, value).notBlank().positive().inMinMaxRange(1, MAX_NUMBER);
    }
    if (value !== undefined) {
      values.set(name, String(value));
    }
  }
  if (!ALL_SETTINGS.some(sent)) {
    v.add(parameterError('validation.msg.TWOFACTOR_CONFIGURATION.no.parameters.for.update', 'No parameters passed for update.', 'id'));
  }
  v.throwIfErrors();
  return values;
}

/** PUT /twofactor/configure: writes the settings sent; `changes` holds those that differ, typed. */
async function updateTwoFactorConfiguration(ctx: CommandContext): Promise<CommandResult> {
  const wanted = readSettingsUpdate(ctx.json);
  const stored = await findSettings(ctx.db);
  const changes: Record<string, unknown> = {};
  for (const [name, value] of wanted) {
    if (stored.has(name) && stored.get(name) !== value) {
      await saveSetting(ctx.db, name, value);
      changes[name] = typedSetting(name, value);
    }
  }
  return Object.keys(changes).length > 0 ? { changes } : {};
}

/** POST /twofactor/invalidate `{token}`: revokes one of the caller's valid access tokens (sign-out). */
async function invalidateAccessToken(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['token']);
  const v = new DataValidator('TWOFACTOR_ACCESSTOKEN');
  const token = ctx.json.trimmedString('token');
  v.parameter('token', token).notBlank();
  v.throwIfErrors();
  const id = await revokeAccessToken(ctx.db, ctx.user.id, token ?? '');
  if (id === undefined) {
    throw accessTokenInvalid();
  }
  return { resourceId: id };
}

export const twoFactorCommandHandlers = [
  commandHandler('TWOFACTOR_CONFIGURATION', 'UPDATE', updateTwoFactorConfiguration),
  commandHandler('TWOFACTOR_ACCESSTOKEN', 'INVALIDATE', invalidateAccessToken, { selfService: true }),
];

/** Sends the code the way the user chose: email through SMTP, text through the message gateway. */
async function sendCode(tenant: Tenant, method: DeliveryMethod, contact: UserContactRow, settings: TwoFactorSettings, data: Record<string, string>): Promise<void> {
  const db = tenant.database.db;
  if (method.name === 'email') {
    const to = { address: contact.email, name: `${contact.firstname} ${contact.lastname}` };
    await deliverEmail(db, { to, subject: renderTemplate(settings.emailSubject, data), text: renderTemplate(settings.emailBody, data) });
  } else if (method.name === 'sms') {
    const message = { mobileNumber: contact.mobile_no ?? '', message: renderTemplate(settings.smsText, data), providerId: settings.smsProviderId ?? 0 };
    await deliverTextMessage(db, tenant.identifier, message);
  }
}

/**
 * POST /twofactor?deliveryMethod=&extendedToken=: makes a fresh code and sends it by the method (for
 * `totp` nothing is sent: the authenticator app shows the code). Answers Fineract's OTP metadata.
 */
export async function requestCode(tenant: Tenant, user: Principal, deliveryMethod: string | undefined, extendedToken: boolean): Promise<OtpMetadataView> {
  const db = tenant.database.db;
  const wanted = (deliveryMethod ?? '').trim().toLowerCase();
  const method = (await deliveryMethodsOf(db, user.id)).find((m) => m.name === wanted);
  const contact = await findUserContact(db, user.id);
  if (method === undefined || contact === undefined) {
    throw otpDeliveryMethodInvalid();
  }
  const settings = twoFactorSettings(await findSettings(db));
  const recorded = await recordCodeRequest(db, user.id, {
    codeLength: settings.otpLength,
    tokenLiveTimeInSec: settings.otpLiveTimeSeconds,
    extendedAccessToken: extendedToken,
    deliveryMethod: { name: method.name, target: method.maskedTarget },
  });
  if (recorded.code !== undefined) {
    const data = templateData({
      ...contact,
      mobileNo: contact.mobile_no,
      code: recorded.code,
      liveTimeSeconds: settings.otpLiveTimeSeconds,
      requestTime: recorded.request.requestTime,
      expireTime: recorded.validTo,
      timezoneId: tenant.timezoneId,
    });
    await sendCode(tenant, method, contact, settings, data);
  }
  return presentOtpMetadata(recorded.request);
}

/** POST /twofactor/validate?token=: trades a right code for an access token (extended when asked so). */
export async function validateCode(db: Kysely<object>, user: Principal, token: string | undefined, lockout: LoginLockoutPolicy): Promise<AccessTokenView> {
  if (token === undefined || token.trim() === '') {
    throw otpTokenInvalid();
  }
  const outcome = await checkSecondFactor(db, user.id, token, lockout);
  if (!outcome.accepted) {
    throw otpTokenInvalid();
  }
  const settings = twoFactorSettings(await findSettings(db));
  const liveTime = outcome.extendedAccessToken ? settings.accessTokenLiveTimeExtendedSeconds : settings.accessTokenLiveTimeSeconds;
  return presentAccessToken(await issueAccessToken(db, user.id, liveTime));
}

/** POST /twofactor/totp: starts enrolling an authenticator app; the secret and URI are shown this once. */
export async function enrolAuthenticatorApp(tenant: Tenant, user: Principal): Promise<{ secret: string; otpauthUri: string; deliveryMethod: string; confirmed: false }> {
  const enrolment = await enrolAuthenticator(tenant.database.db, user.id, tenant.name, user.username);
  return { ...enrolment, deliveryMethod: TOTP_METHOD, confirmed: false };
}

/** POST /twofactor/totp/confirm?token=: the app's first code confirms the enrolment. */
export async function confirmAuthenticatorApp(db: Kysely<object>, user: Principal, token: string | undefined): Promise<{ deliveryMethod: string; confirmed: true }> {
  if (token === undefined || !(await confirmAuthenticator(db, user.id, token))) {
    throw otpTokenInvalid();
  }
  return { deliveryMethod: TOTP_METHOD, confirmed: true };
}

/** DELETE /twofactor/totp: removes the user's authenticator app. */
export async function removeAuthenticatorApp(db: Kysely<object>, user: Principal): Promise<{ resourceId: number }> {
  if (!(await removeAuthenticator(db, user.id))) {
    throw authenticatorNotEnrolled();
  }
  return { resourceId: user.id };
}
