import type { Decimal } from 'decimal.js';
import { parameterError } from '../../../../shared/errors/api-errors.ts';
import { DataValidator, JsonCommand, type JsonObject } from '../../../../shared/validation/index.ts';
import type { ProvisioningDefinition } from './provisioning-definitions.ts';

const RESOURCE = 'provisioningcriteria';
const NAME_MAX_LENGTH = 200;
const CREATE_PARAMETERS = ['locale', 'criteriaName', 'loanProducts', 'definitions'];
const UPDATE_PARAMETERS = ['criteriaId', ...CREATE_PARAMETERS];
const PRODUCT_PARAMETERS = ['id', 'name', 'includeInBorrowerCycle'];
const DEFINITION_PARAMETERS = ['categoryId', 'categoryName', 'minAge', 'maxAge', 'provisioningPercentage', 'liabilityAccount', 'expenseAccount'];

/**
 * The parameter each definition member's errors are reported under. Fineract names them differently on
 * create and update (`validation.msg.provisioningcriteria.minAge.…` on create, `….definitions.…` on update).
 */
type Parents = Readonly<Record<'categoryId' | 'minAge' | 'maxAge' | 'provisioningPercentage' | 'liabilityAccount' | 'expenseAccount', string>>;
const CREATE_PARENTS: Parents = {
  categoryId: 'definitions', minAge: 'minAge', maxAge: 'maxAge', provisioningPercentage: 'provisioningPercentage', liabilityAccount: 'liabilityAccount', expenseAccount: 'expenseAccount',
};
const UPDATE_PARENTS: Parents = {
  categoryId: 'definitions', minAge: 'definitions', maxAge: 'maxAge', provisioningPercentage: 'definitions', liabilityAccount: 'definitions', expenseAccount: 'definitions',
};

/** A definition as the body sends it; `id` names the stored one an update changes. */
export interface DefinitionInput extends ProvisioningDefinition {
  readonly id?: number;
}

/** A validated create request. */
export interface CriteriaCreateInput {
  readonly criteriaName: string;
  /** Absent: every loan product. */
  readonly loanProducts: readonly number[] | undefined;
  readonly definitions: readonly DefinitionInput[];
}

/** A validated update request: only what it sends changes. */
export interface CriteriaUpdateInput {
  readonly criteriaName: string | undefined;
  readonly loanProducts: readonly number[] | undefined;
  readonly definitions: readonly DefinitionInput[] | undefined;
}

function isObject(item: unknown): item is JsonObject {
  return typeof item === 'object' && item !== null && !Array.isArray(item);
}

/** The array's objects; anything else in it reads as an empty object (its members are then missing). */
function objectsOf(value: unknown): JsonObject[] {
  if (!Array.isArray(value)) {
    return [];
  }
  return value.map((item: unknown) => (isObject(item) ? item : {}));
}

/** Fineract's `parameterAtIndexArray(...).notNull()`: code `<parent>.<member>.cannot.be.blank`, parameter `parent[i][member]`. */
function requireMember(v: DataValidator, parent: string, member: string, index: number, value: unknown): boolean {
  if (value !== undefined) {
    return true;
  }
  const name = `${parent}[${index}][${member}]`;
  v.add(parameterError(`validation.msg.${RESOURCE}.${parent}.${member}.cannot.be.blank`, `The parameter \`${name}\` is mandatory.`, name, [index]));
  return false;
}

function readLoanProducts(json: JsonCommand, v: DataValidator, checkMembers: boolean): number[] | undefined {
  if (!json.has('loanProducts')) {
    return undefined;
  }
  const raw = json.json.loanProducts;
  v.parameter('loanProducts', raw).arrayNotEmpty();
  const ids: number[] = [];
  objectsOf(raw).forEach((item, i) => {
    const element = new JsonCommand(item);
    if (checkMembers) {
      element.checkSupported(PRODUCT_PARAMETERS);
    }
    const id = element.long('id', v);
    if (requireMember(v, 'loanProducts', 'id', i + 1, id)) {
      v.parameter('loanProducts', id).positive();
      ids.push(id ?? 0);
    }
  });
  return ids;
}

function readDefinition(item: JsonObject, locale: unknown, v: DataValidator, parents: Parents, index: number): DefinitionInput | undefined {
  const element = new JsonCommand(locale === undefined ? item : { ...item, locale });
  const id = element.long('id', v);
  const categoryId = element.long('categoryId', v);
  const minAge = element.long('minAge', v);
  const maxAge = element.long('maxAge', v);
  const percentage: Decimal | undefined = element.decimal('provisioningPercentage', v);
  const liabilityAccount = element.long('liabilityAccount', v);
  const expenseAccount = element.long('expenseAccount', v);
  if (requireMember(v, parents.categoryId, 'categoryId', index, categoryId)) {
    v.parameter(parents.categoryId, categoryId).positive();
  }
  if (requireMember(v, parents.minAge, 'minAge', index, minAge) && (minAge ?? 0) < 0) {
    v.fail(parents.minAge, 'not.equal.or.greater.than.zero', `The parameter \`${parents.minAge}\` must be equal or greater than 0.`, [minAge]);
  }
  if (requireMember(v, parents.maxAge, 'maxAge', index, maxAge) && minAge !== undefined && (maxAge ?? 0) < minAge + 1) {
    v.fail(parents.maxAge, `not.greater.than.specified.minAge.at Index.${index}`, `The parameter \`${parents.maxAge}\` must be greater than ${minAge}`, [maxAge, minAge]);
  }
  if (requireMember(v, parents.provisioningPercentage, 'provisioningPercentage', index, percentage)) {
    v.parameter(parents.provisioningPercentage, percentage).zeroOrPositive();
  }
  if (requireMember(v, parents.liabilityAccount, 'liabilityAccount', index, liabilityAccount)) {
    v.parameter(parents.liabilityAccount, liabilityAccount).positive();
  }
  if (requireMember(v, parents.expenseAccount, 'expenseAccount', index, expenseAccount)) {
    v.parameter(parents.expenseAccount, expenseAccount).positive();
  }
  if (categoryId === undefined || minAge === undefined || maxAge === undefined || percentage === undefined || liabilityAccount === undefined || expenseAccount === undefined) {
    return undefined;
  }
  const definition = { categoryId, minAge, maxAge, provisioningPercentage: percentage, liabilityAccount, expenseAccount };
  return id === undefined ? definition : { ...definition, id };
}

function readDefinitions(json: JsonCommand, v: DataValidator, parents: Parents, checkMembers: boolean): DefinitionInput[] {
  const raw = json.json.definitions;
  v.parameter('definitions', json.has('definitions') ? raw : undefined).arrayNotEmpty();
  const read: DefinitionInput[] = [];
  objectsOf(raw).forEach((item, i) => {
    if (checkMembers) {
      new JsonCommand(item).checkSupported(DEFINITION_PARAMETERS);
    }
    const definition = readDefinition(item, json.json.locale, v, parents, i + 1);
    if (definition !== undefined) {
      read.push(definition);
    }
  });
  return read;
}

/** Reads a create body (Fineract's rules and codes; every error at once). */
export function readCriteriaForCreate(json: JsonCommand): CriteriaCreateInput {
  json.checkSupported(CREATE_PARAMETERS);
  const v = new DataValidator(RESOURCE);
  json.locale(v);
  const criteriaName = json.string('criteriaName');
  v.parameter('criteriaName', criteriaName).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  const loanProducts = readLoanProducts(json, v, true);
  const definitions = readDefinitions(json, v, CREATE_PARENTS, true);
  v.throwIfErrors();
  return { criteriaName: (criteriaName ?? '').trim(), loanProducts, definitions };
}

/** Reads an update body: each member optional, checked as on create when present. */
export function readCriteriaForUpdate(json: JsonCommand): CriteriaUpdateInput {
  json.checkSupported(UPDATE_PARAMETERS);
  const v = new DataValidator(RESOURCE);
  json.locale(v);
  const criteriaName = json.has('criteriaName') ? json.string('criteriaName') : undefined;
  if (json.has('criteriaName')) {
    v.parameter('criteriaName', criteriaName).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  }
  const loanProducts = readLoanProducts(json, v, false);
  const definitions = json.has('definitions') ? readDefinitions(json, v, UPDATE_PARENTS, false) : undefined;
  v.throwIfErrors();
  return { criteriaName: criteriaName?.trim(), loanProducts, definitions };
}
