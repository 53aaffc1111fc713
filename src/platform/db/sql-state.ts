/** SQLSTATE 23505: the statement would have broken a unique constraint (the write did not happen). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
