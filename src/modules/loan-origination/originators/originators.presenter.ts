import type { CodeValueView } from '../../system/index.ts';
import { ORIGINATOR_STATUSES } from './domain/originator-status.ts';
import type { OriginatorRow } from './originators.repository.ts';

/**
 * An originator on the wire. The type and channel are the code value objects the specification shows
 * (`originatorType`, `channelType`), and also their bare ids as Fineract's newest data class names them
 * (`originatorTypeId`, `channelTypeId`), so clients of either reading work.
 */
export interface OriginatorView {
  readonly id: number;
  readonly externalId: string;
  readonly name?: string;
  readonly status: string;
  readonly originatorType?: CodeValueView;
  readonly originatorTypeId?: number;
  readonly channelType?: CodeValueView;
  readonly channelTypeId?: number;
}

/** GET /loan-originators/template (Fineract's LoanOriginatorTemplateData). */
export interface OriginatorTemplateView {
  readonly externalId: string;
  readonly statusOptions: readonly string[];
  readonly originatorTypeOptions: readonly CodeValueView[];
  readonly channelTypeOptions: readonly CodeValueView[];
}

/** The code values an originator list refers to, by id. */
export type CodeValuesById = ReadonlyMap<number, CodeValueView>;

function codeValue(id: number | null, values: CodeValuesById, member: 'originatorType' | 'channelType'): Partial<OriginatorView> {
  if (id === null) {
    return {};
  }
  const value = values.get(id);
  return { ...(value === undefined ? {} : { [member]: value }), [`${member}Id`]: id };
}

export function presentOriginator(row: OriginatorRow, values: CodeValuesById): OriginatorView {
  return {
    id: row.id,
    externalId: row.external_id,
    ...(row.name === null ? {} : { name: row.name }),
    status: row.status,
    ...codeValue(row.originator_type_cv_id, values, 'originatorType'),
    ...codeValue(row.channel_type_cv_id, values, 'channelType'),
  };
}

export function presentOriginatorTemplate(externalId: string, originatorTypes: readonly CodeValueView[], channelTypes: readonly CodeValueView[]): OriginatorTemplateView {
  return { externalId, statusOptions: [...ORIGINATOR_STATUSES], originatorTypeOptions: originatorTypes, channelTypeOptions: channelTypes };
}
