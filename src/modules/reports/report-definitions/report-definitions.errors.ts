import { DataIntegrityError, NotFoundError } from '../../../shared/errors/api-errors.ts';

/** 404 for an unknown report id (Fineract answers it with the report parameter's code). */
export function reportNotFound(reportId: number): NotFoundError {
  return new NotFoundError('error.msg.report.parameter.id.invalid', `Report with identifier ${reportId} does not exist`, [reportId]);
}

/** 404 for an unknown parameter (stretchy_parameter) or parameter usage (stretchy_report_parameter) id. */
export function reportParameterNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.report.parameter.id.invalid', `Report Parameter with identifier ${id} does not exist`, [id]);
}

export function duplicateReportName(name: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.report.duplicate.name', `A report with name '${name}' already exists`, 'name', [name]);
}

export function parameterIdMandatory(): DataIntegrityError {
  return new DataIntegrityError('error.msg.parameter.id.mandatory.in.report.parameter', 'parameterId column is mandatory in Report Parameter Entry', 'parameterId');
}

export function coreReportChange(member: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.only.use.report.can.be.updated.for.core.report', 'Only the Use Report field can be updated for Core Reports', member, [member]);
}

export function coreReportDelete(): DataIntegrityError {
  return new DataIntegrityError('error.msg.cant.delete.core.report', "Core Reports Can't be Deleted", '');
}
