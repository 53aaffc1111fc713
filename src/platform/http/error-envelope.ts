import type { FastifyError } from 'fastify';
import type { ApiError } from '../../shared/errors/api-errors.ts';
import {
  ConflictError,
  DataIntegrityError,
  DomainRuleError,
  HttpRefusalError,
  IdempotencyKeyReusedError,
  IdempotentRequestInProgressError,
  InvalidJsonError,
  InvalidTenantError,
  NoAuthorizationError,
  NotFoundError,
  RouteNotFoundError,
  UnauthenticatedError,
  ValidationError,
  type ApiParameterError,
} from '../../shared/errors/api-errors.ts';
import { TooManyRequestsError } from './sign-in-rate-limit.ts';

/** One item of `errors` on the wire. */
export interface WireParameterError {
  developerMessage: string;
  defaultUserMessage: string;
  userMessageGlobalisationCode: string;
  parameterName: string;
  value?: string;
  args: { value?: unknown }[];
}

/** Fineract's error envelope. `httpStatusCode` is a string, as Fineract writes it. */
export interface ErrorEnvelope {
  developerMessage: string;
  httpStatusCode: string;
  defaultUserMessage: string;
  userMessageGlobalisationCode: string;
  errors: WireParameterError[];
}

export interface ErrorResponse {
  readonly status: number;
  readonly body: ErrorEnvelope | WireParameterError;
}

function wireArg(value: unknown): { value?: unknown } {
  if (value === null || value === undefined) {
    return {};
  }
  if (typeof value === 'object' && !Array.isArray(value) && value.constructor !== Object) {
    return { value: JSON.parse(JSON.stringify(value)) as unknown };
  }
  return { value };
}

function wireError(error: ApiParameterError): WireParameterError {
  const item: WireParameterError = {
    developerMessage: error.message,
    defaultUserMessage: error.message,
    userMessageGlobalisationCode: error.code,
    parameterName: error.parameterName,
    args: error.args.map(wireArg),
  };
  if (error.value !== undefined) {
    item.value = error.value;
  }
  return item;
}

function envelope(status: number, code: string, developerMessage: string, userMessage: string, errors: WireParameterError[]): ErrorResponse {
  return {
    status,
    body: { developerMessage, httpStatusCode: String(status), defaultUserMessage: userMessage, userMessageGlobalisationCode: code, errors },
  };
}

const NOT_AVAILABLE = 'The requested resource is not available.';

export function notFoundEnvelope(code: string, message: string, args: readonly unknown[]): ErrorResponse {
  return envelope(404, 'error.msg.resource.not.found', NOT_AVAILABLE, NOT_AVAILABLE, [
    wireError({ code, message, parameterName: 'id', args }),
  ]);
}

export function serverErrorEnvelope(requestId: string): ErrorResponse {
  const msg = 'An unexpected error occured on the platform server.';
  return envelope(500, 'error.msg.platform.server.side.error', msg, msg, [
    wireError({ code: 'error.msg.platform.server.side.error', message: `Request ${requestId} failed; the server log has the details.`, parameterName: 'id', args: [requestId] }),
  ]);
}

/** The wire body and status of a typed refusal. */
export function toErrorResponse(error: ApiError): ErrorResponse {
  if (error instanceof ValidationError) {
    return envelope(400, error.code, 'The request was invalid. This typically will happen due to validation errors which are provided.', error.userMessage, error.errors.map(wireError));
  }
  if (error instanceof InvalidJsonError) {
    return { status: 400, body: wireError({ code: 'error.msg.invalid.request.body', message: error.message, parameterName: 'id', args: [] }) };
  }
  if (error instanceof InvalidTenantError) {
    return envelope(400, 'error.msg.invalid.tenant.identifier', error.message, 'Invalid tenant identifier provided with request.', []);
  }
  if (error instanceof UnauthenticatedError) {
    return envelope(401, 'error.msg.not.authenticated', 'Invalid authentication details were passed in api request.', error.message, []);
  }
  if (error instanceof NoAuthorizationError) {
    return envelope(
      403,
      'error.msg.not.authorized',
      'The user associated with credentials passed on this request does not have sufficient privileges to perform this action.',
      'Insufficient privileges to perform this action.',
      [wireError({ code: 'error.msg.not.authorized', message: error.message, parameterName: 'id', args: [] })],
    );
  }
  if (error instanceof DomainRuleError) {
    return envelope(403, 'validation.msg.domain.rule.violation', 'Request was understood but caused a domain rule violation.', 'Errors contain reason for domain rule violation.', [
      wireError({ code: error.code, message: error.message, parameterName: 'id', args: error.args }),
    ]);
  }
  if (error instanceof DataIntegrityError) {
    return envelope(403, error.code, 'The request caused a data integrity issue to be fired by the database.', error.message, [
      wireError({ code: error.code, message: error.message, parameterName: error.parameterName, args: error.args }),
    ]);
  }
  if (error instanceof NotFoundError) {
    return notFoundEnvelope(error.code, error.message, error.args);
  }
  if (error instanceof RouteNotFoundError) {
    return envelope(404, 'error.msg.resource.not.found', NOT_AVAILABLE, NOT_AVAILABLE, [
      wireError({ code: 'error.msg.resource.not.found', message: error.message, parameterName: 'id', args: [] }),
    ]);
  }
  if (error instanceof IdempotentRequestInProgressError) {
    return envelope(425, 'error.msg.idempotent.request.in.progress', error.message, error.message, []);
  }
  if (error instanceof IdempotencyKeyReusedError) {
    return envelope(422, 'error.msg.idempotency.key.reused', error.message, error.message, []);
  }
  if (error instanceof TooManyRequestsError) {
    return envelope(429, 'error.msg.too.many.requests', error.message, error.message, []);
  }
  if (error instanceof HttpRefusalError) {
    return envelope(error.status, error.code, error.message, error.message, [wireError({ code: error.code, message: error.message, parameterName: 'id', args: [] })]);
  }
  if (error instanceof ConflictError) {
    return envelope(409, error.code, error.message, error.message, []);
  }
  return envelope(error.status, 'error.msg.platform.server.side.error', error.message, error.message, []);
}

/** Fastify's own refusals by code: status, envelope code and our message (never the library's text). */
const FRAMEWORK_REFUSALS = new Map<string, readonly [number, string, string]>([
  ['FST_ERR_CTP_BODY_TOO_LARGE', [413, 'error.msg.request.body.too.large', 'The request body is larger than this endpoint accepts.']],
  ['FST_REQ_FILE_TOO_LARGE', [413, 'error.msg.request.body.too.large', 'The request body is larger than this endpoint accepts.']],
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', [415, 'error.msg.unsupported.media.type', 'The Content-Type of the request body is not supported here; send application/json.']],
  ['FST_ERR_BAD_URL', [400, 'error.msg.malformed.request.url', 'The request URL is not validly percent-encoded.']],
  ['FST_ERR_MAX_PARAM_LENGTH', [414, 'error.msg.request.uri.too.long', 'A path segment of the request URL is too long.']],
]);

/**
 * The typed refusal for an error Fastify raised itself (body parsing, routing), or undefined when it is
 * no refusal (a 5xx: answered as an unexpected failure).
 */
export function frameworkRefusal(error: FastifyError): ApiError | undefined {
  const known = FRAMEWORK_REFUSALS.get(error.code);
  if (known !== undefined) {
    return new HttpRefusalError(...known);
  }
  if (error.code.startsWith('FST_ERR_CTP')) {
    return new InvalidJsonError();
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return new HttpRefusalError(status, 'error.msg.invalid.request', `The request was refused (HTTP ${status}).`);
  }
  return undefined;
}

/** The answer to an error of Node's HTTP parser (no request exists yet): 431, 408 or 400. */
export function clientErrorResponse(code: string | undefined): ErrorResponse {
  const refusal =
    code === 'HPE_HEADER_OVERFLOW'
      ? new HttpRefusalError(431, 'error.msg.request.header.fields.too.large', 'The request URL or headers are larger than the server accepts (16 KiB).')
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new HttpRefusalError(408, 'error.msg.request.timeout', 'The request did not arrive completely in time.')
        : new HttpRefusalError(400, 'error.msg.malformed.request', 'The request is not valid HTTP.');
  return toErrorResponse(refusal);
}
