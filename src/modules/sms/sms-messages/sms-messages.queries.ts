import type { Kysely } from 'kysely';
import { nonNegativeInteger, page, parsePaging, type Page } from '../../../platform/http/index.ts';
import { parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';
import { parseLocalDate } from '../../../shared/time/index.ts';
import { smsMessageNotFound } from './sms-messages.errors.ts';
import { presentMessage, type SmsMessageView } from './sms-messages.presenter.ts';
import { campaignMessagesByStatus, findMessage, listMessages } from './sms-messages.repository.ts';

/** GET /sms: every outbound message (Fineract answers them all, unpaged). */
export async function retrieveMessages(db: Kysely<object>): Promise<SmsMessageView[]> {
  return (await listMessages(db)).map(presentMessage);
}

export async function retrieveMessage(db: Kysely<object>, messageId: number): Promise<SmsMessageView> {
  const row = await findMessage(db, messageId);
  if (row === undefined) {
    throw smsMessageNotFound(messageId);
  }
  return presentMessage(row);
}

function dateParameter(query: Readonly<Record<string, string | undefined>>, name: 'fromDate' | 'toDate'): string | undefined {
  const text = query[name]?.trim();
  if (text === undefined || text === '') {
    return undefined;
  }
  const pattern = query.dateFormat?.trim() || 'yyyy-MM-dd';
  const parsed = parseLocalDate(text, pattern, query.locale?.trim() || 'en');
  if (parsed === undefined) {
    throw new ValidationError([parameterError('validation.msg.invalid.dateFormat.format', `The parameter \`${name}\` is invalid based on the dateFormat: \`${pattern}\` provided:`, name, [text, pattern], text)]);
  }
  return parsed.toString();
}

/** GET /sms/{campaignId}/messageByStatus?status=&fromDate=&toDate=: a page of a campaign's messages in one status. */
export async function retrieveCampaignMessagesByStatus(db: Kysely<object>, campaignId: number, query: Readonly<Record<string, string | undefined>>): Promise<Page<SmsMessageView>> {
  const status = nonNegativeInteger('status', query.status);
  if (status === undefined) {
    throw new ValidationError([parameterError('validation.msg.sms.status.cannot.be.blank', 'The parameter `status` is mandatory.', 'status', [null])]);
  }
  const request = parsePaging(query, { id: 'id' });
  const { rows, total } = await campaignMessagesByStatus(
    db,
    { campaignId, status, from: dateParameter(query, 'fromDate'), to: dateParameter(query, 'toDate') },
    { offset: request.offset, limit: request.limit === 0 ? undefined : request.limit, descending: request.sortOrder === 'DESC' },
  );
  return page(total, rows.map(presentMessage));
}
