import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { configurationIdNotFound, configurationNotModifiable, passwordResetDaysMustBePositive } from './configurations.errors.ts';
import { findConfigurationById, updateConfiguration, type ConfigurationRow } from './configurations.repository.ts';

const UPDATE_PARAMETERS = ['enabled', 'value', 'dateValue', 'stringValue', 'dateFormat', 'locale'];
const FORCE_PASSWORD_RESET_DAYS = 'force-password-reset-days';

type ConfigurationChange = Partial<Pick<ConfigurationRow, 'enabled' | 'value' | 'date_value' | 'string_value'>>;

/** Reads and checks the body; every error at once. Only members present in the body count. */
function readUpdate(ctx: CommandContext): { change: ConfigurationChange; changes: Record<string, unknown> } {
  const { json } = ctx;
  json.checkSupported(UPDATE_PARAMETERS);
  const v = new DataValidator('globalConfiguration');
  const enabled = json.boolean('enabled', v);
  const value = json.long('value', v);
  v.parameter('value', value).zeroOrPositive();
  const dateValue = json.localDate('dateValue', v);
  const stringValue = json.string('stringValue');
  v.throwIfErrors();
  const change: ConfigurationChange = {};
  const changes: Record<string, unknown> = {};
  if (enabled !== undefined) {
    change.enabled = enabled;
    changes.enabled = enabled;
  }
  if (json.has('value')) {
    change.value = value ?? null;
    changes.value = value ?? null;
  }
  if (json.has('dateValue')) {
    change.date_value = dateValue?.toString() ?? null;
    changes.dateValue = dateValue ?? null;
  }
  if (json.has('stringValue')) {
    change.string_value = stringValue ?? null;
    changes.stringValue = stringValue ?? null;
  }
  return { change, changes };
}

/** Keeps only what differs from the stored row (Fineract reports and writes actual changes only). */
function actualChanges(row: ConfigurationRow, change: ConfigurationChange, changes: Record<string, unknown>): Record<string, unknown> {
  const same: Record<string, boolean> = {
    enabled: change.enabled === undefined || change.enabled === row.enabled,
    value: change.value === undefined || change.value === row.value,
    dateValue: change.date_value === undefined || change.date_value === row.date_value,
    stringValue: change.string_value === undefined || change.string_value === row.string_value,
  };
  return Object.fromEntries(Object.entries(changes).filter(([name]) => same[name] !== true));
}

async function updateGlobalConfiguration(ctx: CommandContext): Promise<CommandResult> {
  const configId = ctx.entityId ?? 0;
  const { change, changes } = readUpdate(ctx);
  const row = await findConfigurationById(ctx.db, configId);
  if (row === undefined) {
    throw configurationIdNotFound(configId);
  }
  if (row.is_trap_door) {
    throw configurationNotModifiable(configId);
  }
  const effective = actualChanges(row, change, changes);
  const enabledAfter = change.enabled ?? row.enabled;
  const valueAfter = change.value === undefined ? row.value : change.value;
  if (row.name === FORCE_PASSWORD_RESET_DAYS && enabledAfter && (valueAfter ?? 0) === 0) {
    throw passwordResetDaysMustBePositive();
  }
  if (Object.keys(effective).length > 0) {
    await updateConfiguration(ctx.db, configId, change);
  }
  return { resourceId: configId, changes: Object.keys(effective).length > 0 ? effective : undefined };
}

export const configurationCommandHandlers = [commandHandler('CONFIGURATION', 'UPDATE', updateGlobalConfiguration)];
