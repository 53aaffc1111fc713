import { createHmac, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';

export const DEFAULT_ADMIN_PASSWORD = 'password';
const BCRYPT_COST = 10;

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, BCRYPT_COST);
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

  constructor(maxEntries = 10_000) {
    this.maxEntries = maxEntries;
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
