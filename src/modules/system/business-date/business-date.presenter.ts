import { LocalDate } from '@js-joda/core';
import type { BusinessDateType } from '../../../platform/settings/index.ts';
import type { BusinessDateRow } from './business-date.repository.ts';

export const BUSINESS_DATE_DESCRIPTIONS: Readonly<Record<BusinessDateType, string>> = {
  BUSINESS_DATE: 'Business Date',
  COB_DATE: 'Close of Business Date',
};

export interface BusinessDateView {
  description: string;
  type: BusinessDateType;
  date: LocalDate;
}

export function presentBusinessDate(row: BusinessDateRow): BusinessDateView {
  const type = row.type === 'COB_DATE' ? 'COB_DATE' : 'BUSINESS_DATE';
  return { description: BUSINESS_DATE_DESCRIPTIONS[type], type, date: LocalDate.parse(row.date) };
}
