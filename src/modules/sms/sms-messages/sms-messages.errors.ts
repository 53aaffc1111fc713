import { NotFoundError } from '../../../shared/errors/api-errors.ts';

export function smsMessageNotFound(messageId: number): NotFoundError {
  return new NotFoundError('error.msg.sms.identifier.not.found', `SMS with identifier \`${messageId}\` does not exist`, [messageId]);
}
