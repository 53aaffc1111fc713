import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { DEFAULT_FAILURES_PER_ADDRESS, FailedSignIns } from './failed-sign-ins.ts';

export const DEFAULT_ADMIN_PASSWORD = 'password';
const BCRYPT_COST = 10;
/**
 * A bcrypt hash at the stored hashes' cost of a random password nobody knows (made once, when this line
 * was written), for attempts that name no usable user: checking against it costs what a real check costs.
 */
const DECOY_HASH = '$2b$10$gcRW5zGFiXvijhZ9PD1QC.mMCzmQTRd6MbY10dsJurunhy3OJTMV6';

/** Sign-in lockout: after `maxFailures` wrong passwords in a row the user is refused for `lockMinutes`. */
export interface LoginLockoutPolicy {
  readonly maxFailures: number;
  readonly lockMinutes: number;
}

export const DEFAULT_LOGIN_LOCKOUT: LoginLockoutPolicy = { maxFailures: 5, lockMinutes: 15 };

let hashChecks = 0;

/** Full bcrypt checks made by this process so far (each wrong password or unknown user costs one). */
export function hashChecksMade(): number {
  return hashChecks;
}

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, BCRYPT_COST);
}

/** A plain bcrypt check (no cache), e.g. against previous passwords. */
export function verifyPassword(plain: string, storedHash: string): Promise<boolean> {
  return bcrypt.compare(plain, storedHash);
}

/**
 * Checks a password against its stored bcrypt hash. A bcrypt check costs tens of milliseconds, and HTTP
 * Basic sends the password on every call, so a success is remembered for the exact stored hash: a
 * changed password has another hash and is checked afresh. Only a keyed digest of the password is kept.
 */
export class PasswordVerifier {
  /** A secret of this process mixed into every digest, so a digest is useless outside it. */
  private readonly salt = randomBytes(32);
  private readonly verified = new Map<string, string>();
  private readonly maxEntries: number;
  /** How many wrong passwords lock a user, and for how long (LOGIN_MAX_FAILURES, LOGIN_LOCK_MINUTES). */
  readonly lockout: LoginLockoutPolicy;
  /**
   * Whether sign-in needs a second factor (TWO_FACTOR_ENABLED). Kept here because the request check and the
   * sign-in routes both receive the verifier.
   */
  readonly twoFactorEnabled: boolean;
  /** Failed sign-ins per address and user, which every way in consults before checking a password. */
  readonly failedSignIns: FailedSignIns;

  constructor(
    maxEntries = 10_000,
    lockout: LoginLockoutPolicy = DEFAULT_LOGIN_LOCKOUT,
    options: { readonly twoFactorEnabled?: boolean; readonly failuresPerAddress?: number } = {},
  ) {
    this.maxEntries = maxEntries;
    this.lockout = lockout;
    this.twoFactorEnabled = options.twoFactorEnabled ?? false;
    this.failedSignIns = new FailedSignIns(lockout, options.failuresPerAddress ?? DEFAULT_FAILURES_PER_ADDRESS);
  }

  async verify(plain: string, storedHash: string): Promise<boolean> {
    // SHA-256 over secret salt and password: as good as an HMAC for a digest kept in memory, without a key object per call.
    const digest = createHash('sha256').update(this.salt).update(plain).digest('base64');
    if (this.verified.get(storedHash) === digest) {
      return true;
    }
    hashChecks += 1;
    const ok = await bcrypt.compare(plain, storedHash);
    if (ok) {
      if (this.verified.size >= this.maxEntries) {
        this.verified.clear();
      }
      this.verified.set(storedHash, digest);
    }
    return ok;
  }

  /**
   * The same work as checking a wrong password, for a sign-in whose user is unknown, locked or disabled, so
   * that its answer takes as long as any other refusal. Always false.
   */
  async verifyNobody(plain: string): Promise<false> {
    hashChecks += 1;
    await bcrypt.compare(plain, DECOY_HASH);
    return false;
  }
}
