
/** How many failed sign-ins an address may make within the lock period before it is answered 429. */
export const DEFAULT_FAILURES_PER_ADDRESS = 20;

/** Entries kept per map before the oldest are dropped (memory bound under a flood of names or addresses). */
const MAX_ENTRIES = 100_000;

interface FailureCount {
  count: number;
  lastAt: number;
}

/**
 * Failed sign-ins, counted per client address and per address and user name, in this process's memory.
 * A count runs like the lockout's: a failure more than the lock period after the previous one starts a
 * new count. Refused, without looking at the password (429):
 * - an address with `failuresPerAddress` failures (on any users) within the lock period;
 * - an address with `maxFailures - 1` failures on one user name within the lock period, for that user —
 *   so a flood from one address never reaches the lockout, and the user signing in from elsewhere is not
 *   locked out by it.
 * A successful sign-in clears the address's count for that user.
 */
export class FailedSignIns {
  private readonly byAddress = new Map<string, FailureCount>();
  private readonly byUser = new Map<string, FailureCount>();
  private readonly periodMs: number;
  private readonly userLimit: number;
  readonly failuresPerAddress: number;

  constructor(lockout: { readonly maxFailures: number; readonly lockMinutes: number }, failuresPerAddress: number = DEFAULT_FAILURES_PER_ADDRESS) {
    this.periodMs = lockout.lockMinutes * 60_000;
    this.userLimit = Math.max(1, lockout.maxFailures - 1);
    this.failuresPerAddress = failuresPerAddress;
  }

  /** Seconds to wait when an attempt from `address` on `user` (tenant-qualified) is refused; else undefined. */
  refusal(address: string, user: string | undefined, now: number): number | undefined {
    const byAddress = this.active(this.byAddress, address, now);
    if (byAddress !== undefined && byAddress.count >= this.failuresPerAddress) {
      return this.waitSeconds(byAddress, now);
    }
    if (user === undefined) {
      return undefined;
    }
    const byUser = this.active(this.byUser, `${address}|${user}`, now);
    return byUser !== undefined && byUser.count >= this.userLimit ? this.waitSeconds(byUser, now) : undefined;
  }

  failed(address: string, user: string | undefined, now: number): void {
    this.count(this.byAddress, address, now);
    if (user !== undefined) {
      this.count(this.byUser, `${address}|${user}`, now);
    }
  }

  succeeded(address: string, user: string): void {
    this.byUser.delete(`${address}|${user}`);
  }

  private active(map: Map<string, FailureCount>, key: string, now: number): FailureCount | undefined {
    const entry = map.get(key);
    if (entry !== undefined && now - entry.lastAt >= this.periodMs) {
      map.delete(key);
      return undefined;
    }
    return entry;
  }

  private count(map: Map<string, FailureCount>, key: string, now: number): void {
    const entry = this.active(map, key, now);
    if (entry === undefined) {
      bounded(map).set(key, { count: 1, lastAt: now });
    } else {
      entry.count += 1;
      entry.lastAt = now;
    }
  }

  private waitSeconds(entry: FailureCount, now: number): number {
    return Math.max(1, Math.ceil((entry.lastAt + this.periodMs - now) / 1000));
  }
}

/** The map, with its oldest entry dropped when it is full. */
function bounded<K, V>(map: Map<K, V>): Map<K, V> {
  if (map.size >= MAX_ENTRIES) {
    const oldest = map.keys().next();
    if (oldest.done !== true) {
      map.delete(oldest.value);
    }
  }
  return map;
}
