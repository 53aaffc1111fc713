import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { tenantTables } from '../db/tenant-db.ts';

/** Request headers carrying the two-factor access token (Fineract's, and the spec's prefix). */
export const TWO_FACTOR_TOKEN_HEADERS = ['fineract-platform-tfa-token', 'core-platform-tfa-token'] as const;

/** Users holding this permission (by name, not through ALL_FUNCTIONS) sign in without a second factor. */
export const BYPASS_TWOFACTOR = 'BYPASS_TWOFACTOR';

/** An access token as handed to the user once: `validFrom` inclusive, `validTo` exclusive. */
export interface TwoFactorAccessToken {
  readonly id: number;
  readonly token: string;
  readonly validFrom: Date;
  readonly validTo: Date;
}

const OTP_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** SHA-256 of a secret, base64url: what the tables keep instead of codes and tokens. */
export function digestOf(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('base64url');
}

/** Compares two digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A random one-time code of digits and capital letters (Fineract's alphabet), from the system's CSPRNG. */
export function newOneTimeCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) {
    code += OTP_ALPHABET.charAt(randomInt(OTP_ALPHABET.length));
  }
  return code;
}

/** Issues a new access token for the user, valid from now for `liveTimeSeconds`; stores only its digest. */
export async function issueAccessToken(db: Kysely<object>, userId: number, liveTimeSeconds: number, now: Date = new Date()): Promise<TwoFactorAccessToken> {
  const token = randomBytes(16).toString('hex');
  const validFrom = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const validTo = new Date(validFrom.getTime() + liveTimeSeconds * 1000);
  const row = await tenantTables(db)
    .insertInto('twofactor_access_token')
    .values({ token: digestOf(token), appuser_id: userId, valid_from: validFrom, valid_to: validTo, enabled: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token, validFrom, validTo };
}

/** The id of the user's enabled, current access token with this value; undefined otherwise. */
export async function findValidAccessToken(db: Kysely<object>, userId: number, token: string, now: Date = new Date()): Promise<number | undefined> {
  const row = await tenantTables(db)
    .selectFrom('twofactor_access_token')
    .select('id')
    .where('appuser_id', '=', userId)
    .where('token', '=', digestOf(token))
    .where('enabled', '=', true)
    .where('valid_from', '<=', now)
    .where('valid_to', '>', now)
    .executeTakeFirst();
  return row?.id;
}

/** Disables the user's valid access token with this value; its id, or undefined when there is none. */
export async function revokeAccessToken(db: Kysely<object>, userId: number, token: string, now: Date = new Date()): Promise<number | undefined> {
  const id = await findValidAccessToken(db, userId, token, now);
  if (id === undefined) {
    return undefined;
  }
  await tenantTables(db).updateTable('twofactor_access_token').set({ enabled: false }).where('id', '=', id).execute();
  return id;
}
