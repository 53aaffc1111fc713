import type { Kysely } from 'kysely';
import { codeNotFound, codeValueNotFound, codeValueNotFoundForCode } from './codes.errors.ts';
import { presentCode, presentCodeValue, type CodeValueView, type CodeView } from './codes.presenter.ts';
import { findCodeById, findCodeValueById, findCodeValueOfCodeNamed, listActiveCodeValuesOfCodeNamed, listCodes, listCodeValues } from './codes.repository.ts';

/** GET /codes, by name. */
export async function retrieveAllCodes(db: Kysely<object>): Promise<CodeView[]> {
  return (await listCodes(db)).map(presentCode);
}

export async function retrieveCode(db: Kysely<object>, codeId: number): Promise<CodeView> {
  const row = await findCodeById(db, codeId);
  if (row === undefined) {
    throw codeNotFound(codeId);
  }
  return presentCode(row);
}

/** GET /codes/{codeId}/codevalues: every value (active or not) by position. */
export async function retrieveAllCodeValues(db: Kysely<object>, codeId: number): Promise<CodeValueView[]> {
  await retrieveCode(db, codeId);
  return (await listCodeValues(db, codeId)).map(presentCodeValue);
}

/** GET /codes/{codeId}/codevalues/{codeValueId}: the value must belong to the code. */
export async function retrieveCodeValue(db: Kysely<object>, codeId: number, codeValueId: number): Promise<CodeValueView> {
  await retrieveCode(db, codeId);
  const row = await findCodeValueById(db, codeValueId);
  if (row?.code_id !== codeId) {
    throw codeValueNotFound(codeValueId);
  }
  return presentCodeValue(row);
}

/**
 * The active values of the code with that name, by position: the option lists of other modules' templates
 * (e.g. `codeValuesOf(db, 'Gender')`). An unknown code name gives an empty list.
 */
export async function codeValuesOf(db: Kysely<object>, codeName: string): Promise<CodeValueView[]> {
  return (await listActiveCodeValuesOfCodeNamed(db, codeName)).map(presentCodeValue);
}

/**
 * The value `codeValueId` of the code named `codeName` (active or not: the caller decides whether an
 * inactive value is acceptable), or 404 `error.msg.codevalue.codename.id.combination.invalid`.
 */
export async function requireCodeValue(db: Kysely<object>, codeName: string, codeValueId: number): Promise<CodeValueView> {
  const row = await findCodeValueOfCodeNamed(db, codeName, codeValueId);
  if (row === undefined) {
    throw codeValueNotFoundForCode(codeName, codeValueId);
  }
  return presentCodeValue(row);
}
