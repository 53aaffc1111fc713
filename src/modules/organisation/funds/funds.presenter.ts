import type { FundRow } from './funds.repository.ts';

/** A fund on the wire (Fineract's FundData). */
export interface FundView {
  readonly id: number;
  readonly name: string | null;
  readonly externalId: string | null;
}

export function presentFund(row: FundRow): FundView {
  return { id: row.id, name: row.name, externalId: row.external_id };
}
