import type { ExternalEventConfigurationRow } from '../../../platform/events/index.ts';

/** One type on the wire (Fineract's ExternalEventConfigurationItemData). */
export interface ExternalEventConfigurationItemView {
  readonly type: string;
  readonly enabled: boolean;
}

/** GET /externalevents/configuration (Fineract's ExternalEventConfigurationData). */
export interface ExternalEventConfigurationView {
  readonly externalEventConfiguration: ExternalEventConfigurationItemView[];
}

export function presentExternalEventConfiguration(rows: readonly ExternalEventConfigurationRow[]): ExternalEventConfigurationView {
  return { externalEventConfiguration: rows.map((row) => ({ type: row.type, enabled: row.enabled })) };
}
