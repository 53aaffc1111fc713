import type { EnumOption } from '../../../shared/enum-option.ts';
import { messageStatusOption } from '../sms-campaigns/domain/sms-campaign.ts';
import type { SmsMessageRecord } from './sms-messages.repository.ts';

/** An outbound message as Fineract's SmsData answers it. */
export interface SmsMessageView {
  readonly id: number;
  readonly groupId: number | null;
  readonly clientId: number | null;
  readonly staffId: number | null;
  readonly status: EnumOption;
  readonly mobileNo: string | null;
  readonly message: string;
  readonly providerId: number | null;
  readonly campaignName: string | null;
}

export function presentMessage(row: SmsMessageRecord): SmsMessageView {
  return {
    id: row.id,
    groupId: row.group_id,
    clientId: row.client_id,
    staffId: row.staff_id,
    status: messageStatusOption(row.status_enum),
    mobileNo: row.mobile_no,
    message: row.message,
    providerId: row.provider_id,
    campaignName: row.campaign_name,
  };
}
