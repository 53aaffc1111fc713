/** A broken invariant: a bug, answered as 500 and logged. Never use it for an expected refusal. */
export class AssertionError extends Error {}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) {
    throw new AssertionError(message);
  }
}
