import { createHmac, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';

export const DEFAULT_ADMIN_PASSWORD = 'password';
const BCRYPT_COST = 10;

/** Sign-in lockout: after `maxFailures` wrong passwords in a row the user is refused for `lockMinutes`. */
export interface LoginLockoutPolicy {
  readonly maxFailures: number;
  readonly lockMinutes: number;
}

export const DEFAULT_LOGIN_LOCKOUT: LoginLockoutPolicy = { maxFailures: 5, lockMinutes: 15 };

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
  private readonly key = randomBytes(32);
  private readonly verified = new Map<string, string>();
  private readonly maxEntries: number;
  /** How many wrong passwords lock a user, and for how long (LOGIN_MAX_FAILURES, LOGIN_LOCK_MINUTES). */
  readonly lockout: LoginLockoutPolicy;
  /**
   * Whether sign-in needs a second factor (TWO_FACTOR_ENABLED). Kept here because the request check and the
   * sign-in routes both receive the verifier.
   */
  readonly twoFactorEnabled: boolean;

  constructor(maxEntries = 10_000, lockout: LoginLockoutPolicy = DEFAULT_LOGIN_LOCKOUT, options: { readonly twoFactorEnabled?: boolean } = {}) {
    this.maxEntries = maxEntries;
    this.lockout = lockout;
    this.twoFactorEnabled = options.twoFactorEnabled ?? false;
  }

  async verify(plain: string, storedHash: string): Promise<boolean> {
    const digest = createHmac('sha256', this.key).update(plain).digest('base64');
    if (this.verified.get(storedHash) === digest) {
      return true;
    }
    const ok = await bcrypt.compare(plain, storedHash);
    if (ok) {
      if (this.verified.size >= this.maxEntries) {
        this.verified.clear();
      }
      this.verified.set(storedHash, digest);
    }
    return ok;
  }
}
