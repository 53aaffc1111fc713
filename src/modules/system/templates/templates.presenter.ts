import { enumByOrdinal, TEMPLATE_ENTITIES, TEMPLATE_TYPES } from './domain/template-enums.ts';
import type { TemplateMapperRow, TemplateRow } from './templates.repository.ts';

/** A template mapper on the wire (Fineract's TemplateMapper). */
export interface TemplateMapperView {
  readonly id: number;
  readonly mapperorder: number;
  readonly mapperkey: string | null;
  readonly mappervalue: string | null;
}

/** A template on the wire (Fineract's Template): `entity` and `type` by their names. */
export interface TemplateView {
  readonly id: number;
  readonly name: string;
  readonly entity: string | null;
  readonly type: string | null;
  readonly text: string;
  readonly mappers: readonly TemplateMapperView[];
}

/** `GET /templates/template` and `GET /templates/{id}/template` (Fineract's TemplateData). */
export interface TemplateDataView {
  readonly entities: readonly { id: number; name: string }[];
  readonly types: readonly { id: number; name: string }[];
  readonly template: TemplateView | null;
}

export function presentTemplate(row: TemplateRow, mappers: readonly TemplateMapperRow[]): TemplateView {
  return {
    id: row.id,
    name: row.name,
    entity: enumByOrdinal(TEMPLATE_ENTITIES, row.entity)?.name ?? null,
    type: enumByOrdinal(TEMPLATE_TYPES, row.type)?.name ?? null,
    text: row.text,
    mappers: mappers
      .filter((m) => m.m_template_id === row.id)
      .map((m) => ({ id: m.id, mapperorder: m.mapperorder ?? 0, mapperkey: m.mapperkey, mappervalue: m.mappervalue })),
  };
}

export function presentTemplateData(template: TemplateView | null): TemplateDataView {
  const options = (values: typeof TEMPLATE_ENTITIES) => values.map((v) => ({ id: v.id, name: v.name }));
  return { entities: options(TEMPLATE_ENTITIES), types: options(TEMPLATE_TYPES), template };
}
