import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import type { ApiParameterError } from '../../../shared/errors/api-errors.ts';
import {
  externalEventConfigurationInvalid,
  externalEventConfigurationsRequired,
  externalEventEnabledNotBoolean,
  externalEventTypesNotFound,
} from './external-event-configuration.errors.ts';
import { updateExternalEventConfigurations } from './external-event-configuration.repository.ts';

/** true/false, also as the strings "true"/"false" (booleans may come as strings); undefined otherwise. */
function readEnabled(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') {
    return value;
  }
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

/** The requested map, type → enabled; every rule broken is reported at once. */
function readChanges(value: unknown): Map<string, boolean> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw externalEventConfigurationInvalid([externalEventConfigurationsRequired()]);
  }
  const changes = new Map<string, boolean>();
  const errors: ApiParameterError[] = [];
  for (const [type, raw] of Object.entries(value)) {
    const enabled = readEnabled(raw);
    if (enabled === undefined) {
      errors.push(externalEventEnabledNotBoolean(type));
    } else {
      changes.set(type, enabled);
    }
  }
  if (errors.length > 0) {
    throw externalEventConfigurationInvalid(errors);
  }
  return changes;
}

/**
 * PUT /externalevents/configuration: sets each named type on or off. An unknown type refuses the whole
 * request (nothing changes); the answer's changes repeat the map as sent, as Fineract's.
 */
async function updateExternalEventConfiguration(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['externalEventConfigurations']);
  const changes = readChanges(ctx.json.json.externalEventConfigurations);
  const configured = await updateExternalEventConfigurations(ctx.db, changes);
  const unknown = [...changes.keys()].filter((type) => !configured.has(type));
  if (unknown.length > 0) {
    throw externalEventConfigurationInvalid(externalEventTypesNotFound(unknown));
  }
  return changes.size === 0 ? {} : { changes: { externalEventConfigurations: Object.fromEntries(changes) } };
}

export const externalEventConfigurationCommandHandlers = [commandHandler('EXTERNAL_EVENT_CONFIGURATION', 'UPDATE', updateExternalEventConfiguration)];
