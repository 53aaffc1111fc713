import { createHmac, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { DEFAULT_FAILURES_PER_ADDRESS, FailedSignIns } from './failed-sign-ins.ts';

export const DEFAULT_ADMIN_PASSWORD = 'password';
const BCRYPT_COST = 10;

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
  private readonly key = randomBytes(32);
  private readonly verified = new Map<string, string>();
  /** A hash of a random password at the stored hashes' cost, for attempts that name no usable user. */
  private readonly decoy = bcrypt.hash(randomBytes(18).toString('base64'), BCRYPT_COST);
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
    const digest = createHmac('sha256', this.key).update(plain).digest('base64');
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
    await bcrypt.compare(plain, await this.decoy);
    return false;
  }
}
