import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import { lockUser } from './app-users.ts';
import type { LoginLockoutPolicy } from './password.ts';
import { digestOf, newOneTimeCode, sameDigest } from './two-factor-tokens.ts';
import { tenantTables } from '../db/tenant-db.ts';

/** The delivery method name of authenticator apps (TOTP, RFC 6238). */
export const TOTP_METHOD = 'totp';

/** Authenticator codes: 6 digits every 30 s; the step before and after are accepted for clock drift. */
const TOTP_PERIOD_SECONDS = 30;
const TOTP_TOLERANCE_SECONDS = 30;

/** What POST /twofactor records: when, for how long, how it went out, and whether it asks for a long-lived token. */
export interface OneTimeCodeRequest {
  readonly requestTime: Date;
  readonly tokenLiveTimeInSec: number;
  readonly extendedAccessToken: boolean;
  readonly deliveryMethod: { readonly name: string; readonly target: string | null };
}

/** The result of checking a second factor: accepted (and whether the token is to be long-lived), or not. */
export type SecondFactorOutcome = { readonly accepted: true; readonly extendedAccessToken: boolean } | { readonly accepted: false };

function wholeSeconds(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 1000) * 1000);
}

/**
 * Records a code request of the user, replacing any earlier one (the count of wrong codes stays, so asking
 * again does not reset it). For a delivered method a fresh random code of `codeLength` is made and returned
 * (to be sent); only its digest is stored. For TOTP no code is made.
 */
export async function recordCodeRequest(
  db: Kysely<object>,
  userId: number,
  request: Omit<OneTimeCodeRequest, 'requestTime'> & { readonly codeLength: number },
  now: Date = new Date(),
): Promise<{ readonly code: string | undefined; readonly request: OneTimeCodeRequest; readonly validTo: Date }> {
  const code = request.deliveryMethod.name === TOTP_METHOD ? undefined : newOneTimeCode(request.codeLength);
  const requestTime = wholeSeconds(now);
  const values = {
    token_hash: code === undefined ? '' : digestOf(code),
    delivery_method: request.deliveryMethod.name,
    target: request.deliveryMethod.target,
    extended_token: request.extendedAccessToken,
    request_time: requestTime,
    valid_to: new Date(requestTime.getTime() + request.tokenLiveTimeInSec * 1000),
  };
  await tenantTables(db)
    .insertInto('twofactor_otp_request')
    .values({ appuser_id: userId, ...values })
    .onConflict((oc) => oc.column('appuser_id').doUpdateSet(values))
    .execute();
  const metadata: OneTimeCodeRequest = {
    requestTime,
    tokenLiveTimeInSec: request.tokenLiveTimeInSec,
    extendedAccessToken: request.extendedAccessToken,
    deliveryMethod: request.deliveryMethod,
  };
  return { code, request: metadata, validTo: values.valid_to };
}

/** Removes the request it was checked against; false when a concurrent check used it first. */
async function consumeRequest(db: Kysely<object>, userId: number, storedHash: string): Promise<boolean> {
  const deleted = await tenantTables(db).deleteFrom('twofactor_otp_request').where('appuser_id', '=', userId).where('token_hash', '=', storedHash).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** Consumes the user's pending delivered code when `code` matches it (case-insensitive, constant-time). */
async function consumeDeliveredCode(db: Kysely<object>, userId: number, storedHash: string, code: string): Promise<boolean> {
  const offered = digestOf(code.trim().toUpperCase());
  return storedHash !== '' && sameDigest(offered, storedHash) && (await consumeRequest(db, userId, storedHash));
}

/** Checks a code of the user's authenticator (confirmed, or still to be confirmed), once per time step. */
async function useAuthenticatorCode(db: Kysely<object>, userId: number, code: string, now: Date, confirmed: boolean): Promise<boolean> {
  const row = await tenantTables(db).selectFrom('twofactor_totp_secret').selectAll().where('appuser_id', '=', userId).executeTakeFirst();
  if (row === undefined || row.confirmed !== confirmed || !/^\d{6}$/.test(code.trim())) {
    return false;
  }
  const result = await verify({
    secret: row.secret,
    token: code.trim(),
    epoch: Math.floor(now.getTime() / 1000),
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(row.last_used_step === null ? {} : { afterTimeStep: row.last_used_step }),
  });
  if (!result.valid || !('timeStep' in result)) {
    return false;
  }
  const updated = await tenantTables(db)
    .updateTable('twofactor_totp_secret')
    .set({ last_used_step: result.timeStep, confirmed: true })
    .where('appuser_id', '=', userId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', result.timeStep)]))
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Counts a wrong code; the one reaching the lockout limit discards the request and locks the user. */
async function recordWrongCode(db: Kysely<object>, userId: number, lockout: LoginLockoutPolicy, now: Date): Promise<void> {
  const row = await tenantTables(db)
    .updateTable('twofactor_otp_request')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('appuser_id', '=', userId)
    .returning('failed_attempts')
    .executeTakeFirst();
  if (row !== undefined && row.failed_attempts >= lockout.maxFailures) {
    await tenantTables(db).deleteFrom('twofactor_otp_request').where('appuser_id', '=', userId).execute();
    await lockUser(tenantTables(db), userId, lockout.lockMinutes, now);
  }
}

/**
 * Checks a second factor against the user's current code request: the delivered code, or a code of the
 * confirmed authenticator app when TOTP was requested. A code works once and consumes the request; an
 * expired request counts as none. Wrong codes count towards the sign-in lockout of the user.
 */
export async function checkSecondFactor(db: Kysely<object>, userId: number, code: string, lockout: LoginLockoutPolicy, now: Date = new Date()): Promise<SecondFactorOutcome> {
  const pending = await tenantTables(db).selectFrom('twofactor_otp_request').selectAll().where('appuser_id', '=', userId).executeTakeFirst();
  if (pending === undefined || pending.valid_to.getTime() <= now.getTime()) {
    return { accepted: false };
  }
  const accepted =
    pending.delivery_method === TOTP_METHOD
      ? (await useAuthenticatorCode(db, userId, code, now, true)) && (await consumeRequest(db, userId, pending.token_hash))
      : await consumeDeliveredCode(db, userId, pending.token_hash, code);
  if (!accepted) {
    await recordWrongCode(db, userId, lockout, now);
    return { accepted: false };
  }
  return { accepted: true, extendedAccessToken: pending.extended_token };
}

/** Whether the user has a confirmed authenticator app. */
export async function hasAuthenticator(db: Kysely<object>, userId: number): Promise<boolean> {
  const row = await tenantTables(db).selectFrom('twofactor_totp_secret').select('confirmed').where('appuser_id', '=', userId).executeTakeFirst();
  return row?.confirmed === true;
}

/**
 * Starts (or restarts) the enrolment of an authenticator app: a new random secret, not yet confirmed,
 * replacing any earlier one. Returns the secret and its otpauth:// URI (for a QR code); they are shown once.
 */
export async function enrolAuthenticator(db: Kysely<object>, userId: number, issuer: string, label: string): Promise<{ readonly secret: string; readonly otpauthUri: string }> {
  const secret = generateSecret({ length: 20 });
  await tenantTables(db)
    .insertInto('twofactor_totp_secret')
    .values({ appuser_id: userId, secret, confirmed: false, last_used_step: null })
    .onConflict((oc) => oc.column('appuser_id').doUpdateSet({ secret, confirmed: false, last_used_step: null }))
    .execute();
  return { secret, otpauthUri: generateURI({ issuer, label, secret, period: TOTP_PERIOD_SECONDS }) };
}

/** Confirms a started enrolment with a first code of the app; false when the code is wrong or nothing waits. */
export async function confirmAuthenticator(db: Kysely<object>, userId: number, code: string, now: Date = new Date()): Promise<boolean> {
  return useAuthenticatorCode(db, userId, code, now, false);
}

/** Removes the user's authenticator app; false when there was none. */
export async function removeAuthenticator(db: Kysely<object>, userId: number): Promise<boolean> {
  const deleted = await tenantTables(db).deleteFrom('twofactor_totp_secret').where('appuser_id', '=', userId).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
