export { DataValidator, ParameterRules } from './data-validator.ts';
export { JsonCommand, type JsonObject } from './json-command.ts';
export { parseLocale, type RequestLocale } from './locale.ts';
export { parseLocalizedDecimal } from './number-format.ts';
export { ChangeSet } from './change-set.ts';
