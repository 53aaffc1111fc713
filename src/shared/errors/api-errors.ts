/**
 * Typed refusals. Each carries what the Fineract error envelope needs; platform/http turns them into the
 * wire body and status. Expected refusals only: a broken invariant is an `AssertionError` (shared/assert.ts).
 */

/** One entry of the envelope's `errors` list (Fineract's ApiParameterError). */
export interface ApiParameterError {
  readonly code: string;
  readonly message: string;
  readonly parameterName: string;
  readonly value?: string;
  readonly args: readonly unknown[];
}

export function parameterError(
  code: string,
  message: string,
  parameterName: string,
  args: readonly unknown[] = [],
  value?: string,
): ApiParameterError {
  return value === undefined ? { code, message, parameterName, args } : { code, message, parameterName, args, value };
}

/** Base of every refusal the API answers on purpose. */
export abstract class ApiError extends Error {
  abstract readonly status: number;
}

/** 400: one or more request values break a rule. All errors of one request are reported together. */
export class ValidationError extends ApiError {
  readonly status = 400;
  readonly errors: readonly ApiParameterError[];
  readonly code: string;
  readonly userMessage: string;

  constructor(errors: readonly ApiParameterError[], code = 'validation.msg.validation.errors.exist', userMessage = 'Validation errors exist.') {
    super(errors.map((e) => e.message).join(' ') || userMessage);
    this.errors = errors;
    this.code = code;
    this.userMessage = userMessage;
  }
}

export function unsupportedParameters(names: readonly string[]): ValidationError {
  return new ValidationError(
    names.map((name) => parameterError('error.msg.parameter.unsupported', `The parameter ${name} is not supported.`, name, [name])),
  );
}

export function unsupportedQueryValue(parameterName: string, value: string, supported: readonly string[] = []): ValidationError {
  return new ValidationError([
    parameterError(
      'error.msg.query.parameter.value.unsupported',
      `The query parameter ${parameterName} has an unsupported value of: ${value}`,
      parameterName,
      [parameterName, value, ...supported],
    ),
  ]);
}

/** 400 with a bare parameter-error body: the request body is not JSON, or is missing. */
export class InvalidJsonError extends ApiError {
  readonly status = 400;
  constructor(detail?: string) {
    super(
      detail === undefined
        ? 'The JSON provided in the body of the request is invalid or missing.'
        : `The JSON syntax provided in the body of the request is invalid: ${detail}`,
    );
  }
}

/** 401: credentials missing or wrong. */
export class UnauthenticatedError extends ApiError {
  readonly status = 401;
  constructor(message = 'Unauthenticated. Please login.') {
    super(message);
  }
}

/** 400: no tenant given, or an unknown one. */
export class InvalidTenantError extends ApiError {
  readonly status = 400;
  readonly identifier: string | undefined;
  constructor(identifier: string | undefined) {
    super(
      identifier === undefined
        ? 'No tenant identifier found: add the request header Core-Platform-TenantId (or Fineract-Platform-TenantId) or the query parameter tenantIdentifier.'
        : `The tenant identifier: ${identifier} is not valid.`,
    );
    this.identifier = identifier;
  }
}

/** 403: the user lacks the permission. */
export class NoAuthorizationError extends ApiError {
  readonly status = 403;
}

/** 403: the request is understood but a business rule refuses it. */
export class DomainRuleError extends ApiError {
  readonly status = 403;
  readonly code: string;
  readonly args: readonly unknown[];
  constructor(code: string, message: string, args: readonly unknown[] = []) {
    super(message);
    this.code = code;
    this.args = args;
  }
}

/** 403: the change would break data integrity (duplicate name, row in use, …). */
export class DataIntegrityError extends ApiError {
  readonly status = 403;
  readonly code: string;
  readonly parameterName: string;
  readonly args: readonly unknown[];
  constructor(code: string, message: string, parameterName: string, args: readonly unknown[] = []) {
    super(message);
    this.code = code;
    this.parameterName = parameterName;
    this.args = args;
  }
}

/** 404: an identifier that does not exist. Code convention: `error.msg.<resource>.id.invalid`. */
export class NotFoundError extends ApiError {
  readonly status = 404;
  readonly code: string;
  readonly args: readonly unknown[];
  constructor(code: string, message: string, args: readonly unknown[] = []) {
    super(message);
    this.code = code;
    this.args = args;
  }
}

/** 404 for a path that no route serves. */
export class RouteNotFoundError extends ApiError {
  readonly status = 404;
}

/** 409: a conflicting request is in flight (e.g. a locked account). */
export class ConflictError extends ApiError {
  readonly status = 409;
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** 425: a request with this Idempotency-Key is still being processed. */
export class IdempotentRequestInProgressError extends ApiError {
  readonly status = 425;
  constructor(key: string) {
    super(`The request with idempotency key \`${key}\` is still being processed; repeat it later.`);
  }
}

/** 422: an Idempotency-Key reused with another request body. */
export class IdempotencyKeyReusedError extends ApiError {
  readonly status = 422;
  constructor(key: string) {
    super(`The idempotency key \`${key}\` was already used with another request (method, path or body).`);
  }
}

/**
 * A refusal the HTTP layer makes itself, before any route runs: 405 method not allowed, 408 request
 * timeout, 413 body too large, 414 URL too long, 415 unsupported media type, 431 headers too large, 400
 * malformed URL. Answered in the envelope with its own code.
 */
export class HttpRefusalError extends ApiError {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * 400: a text value holds NUL or half of a UTF-16 surrogate pair (no database text can store them).
 * `parameterName` names the body member (`addresses[0].street`), path or query parameter, or header.
 */
export function invalidCharacters(parameterName: string): ValidationError {
  return new ValidationError([
    parameterError(
      `validation.msg.${parameterName}.contains.invalid.characters`,
      `The parameter \`${parameterName}\` contains characters that are not allowed (NUL or an unpaired surrogate).`,
      parameterName,
      [parameterName],
    ),
  ]);
}

/** 400: a JSON body nested deeper than the limit. */
export function jsonNestingTooDeep(maxDepth: number): ValidationError {
  return new ValidationError([
    parameterError('validation.msg.body.nesting.too.deep', `The JSON body is nested deeper than ${maxDepth} levels.`, 'body', [maxDepth]),
  ]);
}
