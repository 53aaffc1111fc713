import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function externalServiceNotFound(serviceName: string): NotFoundError {
  return new NotFoundError('error.msg.externalservice.servicename.invalid', `No external service is named ${serviceName}; use S3, SMTP, SMS or NOTIFICATION.`, [serviceName]);
}

export function smtpNotConfigured(): DomainRuleError {
  return new DomainRuleError('error.msg.externalservice.smtp.not.configured', 'No mail server is configured: set at least host at /externalservice/SMTP.');
}

export function messageGatewayNotConfigured(): DomainRuleError {
  return new DomainRuleError('error.msg.externalservice.sms.not.configured', 'No message gateway is configured: set host_name and port_number at /externalservice/SMS.');
}

export function emailNotSent(reason: string): DomainRuleError {
  return new DomainRuleError('error.msg.externalservice.email.not.sent', `The email could not be sent (${reason}).`, [reason]);
}

export function textMessageNotSent(reason: string): DomainRuleError {
  return new DomainRuleError('error.msg.externalservice.sms.not.sent', `The text message could not be sent (${reason}).`, [reason]);
}
