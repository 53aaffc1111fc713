import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { BUSINESS_DATE_TYPES, readConfiguration, type BusinessDateType } from '../../../platform/settings/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { businessDateNotEnabled } from './business-date.errors.ts';
import { saveBusinessDate } from './business-date.repository.ts';

function readUpdate(ctx: CommandContext): { type: BusinessDateType; date: NonNullable<ReturnType<CommandContext['json']['localDate']>> } {
  const { json } = ctx;
  json.checkSupported(['type', 'date', 'dateFormat', 'locale']);
  const v = new DataValidator('businessdate.update');
  const typeText = json.trimmedString('type');
  v.parameter('type', typeText).notBlank().isOneOf(BUSINESS_DATE_TYPES);
  v.parameter('locale', json.trimmedString('locale')).notBlank();
  v.parameter('dateFormat', json.trimmedString('dateFormat')).notBlank();
  v.parameter('date', json.trimmedString('date')).notBlank();
  const date = v.hasErrors() ? undefined : json.localDate('date', v);
  const type = BUSINESS_DATE_TYPES.find((t) => t === typeText);
  v.throwIfErrors();
  if (type === undefined || date === undefined) {
    throw new Error('validated business date update without type or date');
  }
  return { type, date };
}

/**
 * Sets a business date, as every caller (API, jobs) must: refused while `enable-business-date` is off;
 * with `enable-automatic-cob-date-adjustment` on (the default), setting BUSINESS_DATE also sets COB_DATE
 * to the day before. Returns the dates that changed.
 */
export async function setBusinessDate(db: Kysely<object>, type: BusinessDateType, date: LocalDate, userId: number): Promise<Record<string, LocalDate>> {
  if ((await readConfiguration(db, 'enable-business-date'))?.enabled !== true) {
    throw businessDateNotEnabled();
  }
  const changes: Record<string, LocalDate> = {};
  if (await saveBusinessDate(db, type, date, userId)) {
    changes[type] = date;
  }
  const adjustCob = (await readConfiguration(db, 'enable-automatic-cob-date-adjustment'))?.enabled === true;
  if (adjustCob && type === 'BUSINESS_DATE') {
    const cobDate = date.minusDays(1);
    if (await saveBusinessDate(db, 'COB_DATE', cobDate, userId)) {
      changes.COB_DATE = cobDate;
    }
  }
  return changes;
}

async function updateBusinessDate(ctx: CommandContext): Promise<CommandResult> {
  const { type, date } = readUpdate(ctx);
  const changes = await setBusinessDate(ctx.db, type, date, ctx.user.id);
  return { changes: Object.keys(changes).length > 0 ? changes : undefined };
}

export const businessDateCommandHandlers = [commandHandler('BUSINESS_DATE', 'UPDATE', updateBusinessDate)];
