import { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { isRoundingMode, moneyContext, RoundingMode, type MoneyContext } from '../../shared/money/index.ts';
import { tenantTables } from '../db/tenant-db.ts';
import { scopedSnapshot, settingsSnapshot, type BusinessDateType, type ConfigurationValue } from './settings-snapshot.ts';

export { BUSINESS_DATE_TYPES, type BusinessDateType, type ConfigurationValue } from './settings-snapshot.ts';

/**
 * Reads a global configuration by name; undefined when the tenant has no such row. Within a request (or a
 * job's transaction) the answer comes from the settings snapshot, read once (settings-snapshot.ts).
 */
export async function readConfiguration(untyped: Kysely<object>, name: string): Promise<ConfigurationValue | undefined> {
  const snapshot = scopedSnapshot(untyped);
  if (snapshot !== undefined) {
    return (await snapshot).configuration(name);
  }
  const row = await tenantTables(untyped)
    .selectFrom('c_configuration')
    .select(['enabled', 'value', 'string_value', 'date_value'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row === undefined ? undefined : { enabled: row.enabled, value: row.value, stringValue: row.string_value, dateValue: row.date_value };
}

/** The calendar date now in a time zone (the only place the server clock becomes a business date). */
export function todayIn(timezoneId: string, now: Date = new Date()): LocalDate {
  return LocalDate.parse(dateFormatIn(timezoneId).format(now));
}

/** One `yyyy-mm-dd` formatter per time zone (building an Intl formatter costs far more than using one). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatIn(timezoneId: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timezoneId);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: timezoneId, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timezoneId, format);
  }
  return format;
}

/**
 * "Today" for a tenant, as Fineract: with `enable-business-date` on, the stored business date (or COB date);
 * otherwise — or when none is stored yet — the current date in the tenant's time zone. Both come from the
 * settings snapshot (one statement, at most once per request or job transaction).
 */
export class TenantClock {
  private readonly db: Kysely<object>;
  private readonly timezoneId: string;

  constructor(db: Kysely<object>, timezoneId: string) {
    this.db = db;
    this.timezoneId = timezoneId;
  }

  async businessDate(): Promise<LocalDate> {
    return this.dateOf('BUSINESS_DATE');
  }

  async cobDate(): Promise<LocalDate> {
    return this.dateOf('COB_DATE');
  }

  private async dateOf(type: BusinessDateType): Promise<LocalDate> {
    const settings = await settingsSnapshot(this.db);
    if (settings.configuration('enable-business-date')?.enabled === true) {
      const stored = settings.businessDate(type);
      if (stored !== undefined) {
        return stored;
      }
    }
    return todayIn(this.timezoneId);
  }
}

/** The tenant's MoneyContext: rounding mode from `rounding-mode` (default HALF_EVEN), precision 12. */
export async function tenantMoneyContext(db: Kysely<object>): Promise<MoneyContext> {
  const value = (await readConfiguration(db, 'rounding-mode'))?.value;
  return moneyContext(value !== null && value !== undefined && isRoundingMode(value) ? value : RoundingMode.HALF_EVEN);
}

/** A tenant clock fixed on one business date: jobs and close-of-business steps run for the date they were given. */
export class FixedDateClock extends TenantClock {
  private readonly date: LocalDate;

  constructor(db: Kysely<object>, date: LocalDate) {
    super(db, 'UTC');
    this.date = date;
  }

  override businessDate(): Promise<LocalDate> {
    return Promise.resolve(this.date);
  }
}
