import { enumOption, type EnumOption } from '../../../../shared/enum-option.ts';

/** Fineract's LegalForm ids (m_client.legal_form_enum). */
export const LegalForm = { PERSON: 1, ENTITY: 2 } as const;

const OPTIONS: readonly EnumOption[] = [enumOption(1, 'legalFormType.person', 'Person'), enumOption(2, 'legalFormType.entity', 'Entity')];

export function legalFormOption(id: number): EnumOption | undefined {
  return OPTIONS.find((option) => option.id === id);
}

export function legalFormOptions(): readonly EnumOption[] {
  return OPTIONS;
}
