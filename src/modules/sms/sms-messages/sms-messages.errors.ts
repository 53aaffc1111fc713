import { NotFoundError } from '../../../shared/errors/api-errors.ts';

export function smsMessageNotFound(messageId: number): NotFoundError {
  return new NotFoundError('error.msg.sms.identifier.not.found', `SMS with identifier \`${messageId}\` does not exist`, [messageId]);
}

/** A message to a campaign that does not exist. */
export function messageCampaignNotFound(campaignId: number): NotFoundError {
  return new NotFoundError('error.msg.sms.campaign.identifier.not.found', `Sms Campaign with identifier \`${campaignId}\` does not exist`, [campaignId]);
}

/** The client, group or staff member a message is for does not exist (Fineract's not-found codes of each). */
export function recipientNotFound(kind: 'client' | 'group' | 'staff', id: number): NotFoundError {
  const label = { client: 'Client', group: 'Group', staff: 'Staff' }[kind];
  return new NotFoundError(`error.msg.${kind}.id.invalid`, `${label} with identifier ${id} does not exist`, [id]);
}
