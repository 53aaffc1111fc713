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

/**
 * SQLSTATE 22003 (numeric_value_out_of_range): a number did not fit its column, e.g. an amount beyond the
 * 13 integer digits of Fineract's decimal(19,6) money columns. The statement wrote nothing.
 */
export function isNumericOverflow(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '22003';
}
