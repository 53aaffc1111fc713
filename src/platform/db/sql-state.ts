/**
 * SQLSTATE 23505: the statement would have broken a unique constraint (the write did not happen); with
 * `constraint`, that one (the server names it in the error).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error) || error.code !== '23505') {
    return false;
  }
  return constraint === undefined || ('constraint' in error && error.constraint === constraint);
}
