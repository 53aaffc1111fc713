import { LocalDate } from '@js-joda/core';
import type { ConfigurationRow } from './configurations.repository.ts';

/** A configuration on the wire (Fineract's GlobalConfigurationPropertyData). */
export interface GlobalConfigurationView {
  id: number;
  name: string;
  enabled: boolean;
  value: number | null;
  dateValue: LocalDate | null;
  stringValue: string | null;
  description: string | null;
  trapDoor: boolean;
}

export function presentConfiguration(row: ConfigurationRow): GlobalConfigurationView {
  return {
    name: row.name,
    enabled: row.enabled,
    value: row.value,
    dateValue: row.date_value === null ? null : LocalDate.parse(row.date_value),
    stringValue: row.string_value,
    id: row.id,
    description: row.description,
    trapDoor: row.is_trap_door,
  };
}
