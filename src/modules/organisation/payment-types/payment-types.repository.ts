import type { Generated, Kysely, Selectable } from 'kysely';

/** Fineract's m_payment_type (`value` holds the name, `order_position` the position). */
export type PaymentTypeTables = {
  m_payment_type: {
    id: Generated<number>;
    value: string | null;
    description: string | null;
    is_cash_payment: boolean | null;
    order_position: number;
    code_name: string | null;
    is_system_defined: boolean;
  };
};

export type PaymentTypeRow = Selectable<PaymentTypeTables['m_payment_type']>;
export type PaymentTypeValues = Omit<PaymentTypeRow, 'id'>;

export async function findPaymentTypeById(untyped: Kysely<object>, id: number): Promise<PaymentTypeRow | undefined> {
  return untyped.withTables<PaymentTypeTables>().selectFrom('m_payment_type').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listPaymentTypes(untyped: Kysely<object>, onlyWithCode: boolean): Promise<PaymentTypeRow[]> {
  let query = untyped.withTables<PaymentTypeTables>().selectFrom('m_payment_type').selectAll();
  if (onlyWithCode) {
    query = query.where('code_name', 'is not', null);
  }
  return query.orderBy('id').execute();
}

export async function insertPaymentType(untyped: Kysely<object>, values: PaymentTypeValues): Promise<number> {
  const row = await untyped.withTables<PaymentTypeTables>().insertInto('m_payment_type').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePaymentType(untyped: Kysely<object>, id: number, values: Partial<PaymentTypeValues>): Promise<void> {
  await untyped.withTables<PaymentTypeTables>().updateTable('m_payment_type').set(values).where('id', '=', id).execute();
}

export async function deletePaymentType(untyped: Kysely<object>, id: number): Promise<void> {
  await untyped.withTables<PaymentTypeTables>().deleteFrom('m_payment_type').where('id', '=', id).execute();
}
