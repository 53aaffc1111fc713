import { ApiError, DataIntegrityError, HttpRefusalError, NoAuthorizationError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function reportNameNotFound(name: string): NotFoundError {
  return new NotFoundError('error.msg.report.name.not.found', 'Reporting meta-data entry not found.', [`Report Name: ${name}`]);
}

export function notAuthorisedToRun(name: string): NoAuthorizationError {
  return new NoAuthorizationError(`Not authorised to run report: ${name}`);
}

/** 503 as Fineract without a reporting service for the type (Pentaho needs Fineract's plugin). */
export function reportServiceMissing(type: string): HttpRefusalError {
  return new HttpRefusalError(503, 'err.msg.report.service.implementation.missing', `There is no reporting service for this report type: ${type}`);
}

export function reportParameterMissing(name: string): HttpRefusalError {
  return new HttpRefusalError(400, 'error.msg.report.parameter.missing', `The report needs the parameter R_${name}`);
}

export function invalidOutputType(outputType: string): HttpRefusalError {
  return new HttpRefusalError(400, 'error.msg.invalid.outputType', `No matching Output Type: ${outputType}`);
}

/** What a failed report statement becomes: a bad parameter value is a 400, anything else Fineract's data integrity refusal. */
export function reportRunError(error: unknown): Error {
  if (error instanceof ApiError) {
    return error;
  }
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : String(error);
  if (code.startsWith('22')) {
    return new HttpRefusalError(400, 'error.msg.report.parameter.invalid', `A report parameter has an invalid value: ${message}`);
  }
  return new DataIntegrityError('error.msg.report.unknown.data.integrity.issue', `Unknown data integrity issue with resource: ${message}`, '');
}
