import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Tenant } from '../db/tenant-registry.ts';
import { loadPrincipal } from './app-users.ts';
import type { Principal } from './principal.ts';
import { tenantTables } from '../db/tenant-db.ts';

export interface OAuthSettings {
  /** Shared secret for every tenant; undefined: a generated key per tenant, kept in its database. */
  readonly signingKey: string | undefined;
  readonly accessTtlSeconds: number;
  readonly refreshTtlSeconds: number;
}

/** RFC 6749 §5.1 token response. */
export interface TokenResponse {
  readonly access_token: string;
  readonly token_type: 'bearer';
  readonly expires_in: number;
  readonly refresh_token: string;
  readonly scope: string;
}

type TokenUse = 'access' | 'refresh';
const ISSUER = 'corebank';
const SCOPE = 'all';

/**
 * A fingerprint of the stored password hash: a token carries it, so changing the password (a new hash)
 * invalidates every token issued before. Disabling or locking the user fails the user lookup itself.
 */
function passwordVersion(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}

/** Issues and checks OAuth 2.0 tokens: JWTs (HS256) naming the tenant, user and password version. */
export class OAuthTokens {
  private readonly settings: OAuthSettings;
  private readonly keys = new Map<string, Uint8Array>();

  constructor(settings: OAuthSettings) {
    this.settings = settings;
  }

  private async keyOf(tenant: Tenant): Promise<Uint8Array> {
    if (this.settings.signingKey !== undefined) {
      return new TextEncoder().encode(this.settings.signingKey);
    }
    const cached = this.keys.get(tenant.identifier);
    if (cached !== undefined) {
      return cached;
    }
    const db = tenantTables(tenant.database.db);
    await db
      .insertInto('m_oauth_signing_key')
      .values({ id: 1, key_base64: randomBytes(32).toString('base64') })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const row = await db.selectFrom('m_oauth_signing_key').select('key_base64').where('id', '=', 1).executeTakeFirstOrThrow();
    const key = new Uint8Array(Buffer.from(row.key_base64, 'base64'));
    this.keys.set(tenant.identifier, key);
    return key;
  }

  private async sign(tenant: Tenant, user: Principal, passwordHash: string, use: TokenUse): Promise<string> {
    const ttl = use === 'access' ? this.settings.accessTtlSeconds : this.settings.refreshTtlSeconds;
    return new SignJWT({ tenant: tenant.identifier, username: user.username, pv: passwordVersion(passwordHash), use })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`)
      .sign(await this.keyOf(tenant));
  }

  async issue(tenant: Tenant, user: Principal, passwordHash: string): Promise<TokenResponse> {
    return {
      access_token: await this.sign(tenant, user, passwordHash, 'access'),
      token_type: 'bearer',
      expires_in: this.settings.accessTtlSeconds,
      refresh_token: await this.sign(tenant, user, passwordHash, 'refresh'),
      scope: SCOPE,
    };
  }

  /**
   * The user of a valid token of the given use: signature, expiry, tenant, and a user that still exists,
   * is usable, not locked, and has the password the token was issued under. Undefined otherwise.
   */
  async userOf(tenant: Tenant, token: string, use: TokenUse, now: Date = new Date()): Promise<{ principal: Principal; passwordHash: string } | undefined> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, await this.keyOf(tenant), { issuer: ISSUER, algorithms: ['HS256'], currentDate: now }));
    } catch {
      return undefined;
    }
    if (payload.tenant !== tenant.identifier || payload.use !== use || typeof payload.username !== 'string') {
      return undefined;
    }
    const found = await loadPrincipal(tenant.database.db, payload.username);
    if (found === undefined || String(found.principal.id) !== payload.sub || passwordVersion(found.passwordHash) !== payload.pv) {
      return undefined;
    }
    if (found.lockedUntil !== null && found.lockedUntil.getTime() > now.getTime()) {
      return undefined;
    }
    return { principal: found.principal, passwordHash: found.passwordHash };
  }
}
