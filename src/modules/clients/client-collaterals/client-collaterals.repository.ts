import { sql, type Kysely, type Selectable } from 'kysely';
import { assert } from '../../../shared/assert.ts';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type ClientCollateralRow = Selectable<TenantDB['m_client_collateral_management']>;
export type ClientCollateralValues = Omit<ClientCollateralRow, 'id'>;

/** The row `clientCollateralId` of the client `clientId`. */
export async function findClientCollateral(untyped: Kysely<object>, clientId: number, clientCollateralId: number): Promise<ClientCollateralRow | undefined> {
  return tenantTables(untyped)
    .selectFrom('m_client_collateral_management')
    .selectAll()
    .where('id', '=', clientCollateralId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** The client's rows, in the order they were added. */
export async function listClientCollaterals(untyped: Kysely<object>, clientId: number): Promise<ClientCollateralRow[]> {
  return tenantTables(untyped).selectFrom('m_client_collateral_management').selectAll().where('client_id', '=', clientId).orderBy('id').execute();
}

export async function insertClientCollateral(untyped: Kysely<object>, values: ClientCollateralValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_client_collateral_management').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateClientCollateralQuantity(untyped: Kysely<object>, id: number, quantity: string): Promise<void> {
  await tenantTables(untyped).updateTable('m_client_collateral_management').set({ quantity }).where('id', '=', id).execute();
}

export async function deleteClientCollateral(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_client_collateral_management').where('id', '=', id).execute();
}

/** Whether some client holds a quantity > 0 of the collateral type (its deletion is then refused). */
export async function clientHoldsCollateralType(untyped: Kysely<object>, collateralId: number): Promise<boolean> {
  const row = await tenantTables(untyped)
    .selectFrom('m_client_collateral_management')
    .select('id')
    .where('collateral_id', '=', collateralId)
    .where('quantity', '>', '0')
    .executeTakeFirst();
  return row !== undefined;
}

/** Answers a loan product's currency code, or undefined when there is no such product. */
export type LoanProductCurrencySource = (db: Kysely<object>, productId: number) => Promise<string | undefined>;

/**
 * The currency of a loan product, for `GET /clients/{clientId}/collaterals?prodId=`. Loan products belong to
 * a higher module, which registers its source here when it loads; until then no loan product exists.
 */
export class LoanProductCurrencyLookup {
  #source: LoanProductCurrencySource | undefined;

  /** Installs the source; returns a function that removes it again. */
  register(source: LoanProductCurrencySource): () => void {
    assert(this.#source === undefined, 'the loan product currency lookup takes one source');
    this.#source = source;
    return () => {
      if (this.#source === source) {
        this.#source = undefined;
      }
    };
  }

  currencyOf(db: Kysely<object>, productId: number): Promise<string | undefined> {
    return this.#source === undefined ? Promise.resolve(undefined) : this.#source(db, productId);
  }
}

export const loanProductCurrency = new LoanProductCurrencyLookup();

/**
 * Changes the quantities clients hold, one statement for all (a loan's pledge takes quantity off, its release
 * gives it back: spec C.3). `delta` is a signed decimal text.
 */
export async function adjustClientCollateralQuantities(untyped: Kysely<object>, changes: readonly { readonly id: number; readonly delta: string }[]): Promise<void> {
  if (changes.length === 0) {
    return;
  }
  const values = sql.join(changes.map((c) => sql`(${c.id}::bigint, ${c.delta}::numeric)`));
  await sql`update m_client_collateral_management cc set quantity = cc.quantity + v.delta from (values ${values}) as v(id, delta) where cc.id = v.id`.execute(untyped);
}
