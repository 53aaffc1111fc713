/**
 * Values bound per statement at most. PostgreSQL's bind message counts them in 16 bits (65,535), and the embedded
 * database's bind message loses them beyond a signed 16-bit count, so statements stay at or under 32,767.
 */
export const MAX_BOUND_PARAMETERS = 32_767;

/**
 * Writes rows with as few statements as PostgreSQL's parameter limit allows: one call of `write` when all rows fit,
 * else consecutive batches in the rows' order (so ids a batch returns follow that order); answers the calls'
 * results concatenated. `parametersPerRow` is the values one row binds, `fixedParameters` those every statement
 * binds besides (e.g. the user id of an UPDATE … FROM (VALUES …)).
 */
export async function inParameterBatches<T, R>(
  rows: readonly T[],
  parametersPerRow: number,
  fixedParameters: number,
  write: (batch: readonly T[]) => Promise<readonly R[]>,
): Promise<R[]> {
  const perStatement = Math.max(1, Math.floor((MAX_BOUND_PARAMETERS - fixedParameters) / Math.max(1, parametersPerRow)));
  const results: R[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    results.push(...(await write(rows.slice(start, start + perStatement))));
  }
  return results;
}
