import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { savingsTransactionNotFound } from '../savings-accounts/savings-accounts.errors.ts';
import { requireAccountForRead } from '../savings-accounts/savings-account-records.queries.ts';
import { currencyOfAccount } from '../savings-accounts/savings-accounts.presenter.ts';
import type { CurrencyView } from '../../organisation/index.ts';
import { savingsTransactionTypeView, SavingsTransactionType } from './domain/savings-transaction-type.ts';
import { presentSavingsTransaction, type SavingsTransactionRecord } from './savings-transactions.presenter.ts';

/** Transactions with account number, payment detail and submitter. */
function transactionDetails(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_savings_account_transaction as t')
    .innerJoin('m_savings_account as sa', 'sa.id', 't.savings_account_id')
    .leftJoin('m_payment_detail as pd', 'pd.id', 't.payment_detail_id')
    .leftJoin('m_payment_type as pt', 'pt.id', 'pd.payment_type_id')
    .leftJoin('m_appuser as u', 'u.id', 't.created_by')
    .select([
      't.id', 't.savings_account_id', 'sa.account_no', 't.transaction_type_enum', 't.transaction_date', 't.amount', 't.running_balance_derived', 't.overdraft_amount_derived',
      't.is_reversed', 't.is_reversal', 't.is_manual', 't.is_lien_transaction', 't.original_transaction_id', 't.reason_for_block', 't.submitted_on_date',
      'u.username as submitted_username', 't.payment_detail_id', 'pd.payment_type_id', 'pt.value as payment_type_name', 'pd.account_number', 'pd.check_number',
      'pd.routing_code', 'pd.receipt_number', 'pd.bank_number',
    ]);
}

/** The account's transactions, latest first (Fineract's order: date, then id, descending). */
export async function accountTransactions(untyped: Kysely<object>, accountId: number, currency: CurrencyView) {
  const rows: SavingsTransactionRecord[] = await transactionDetails(untyped)
    .where('t.savings_account_id', '=', accountId)
    .orderBy('t.transaction_date', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
  return rows.map((r) => presentSavingsTransaction(r, currency));
}

/** GET /savingsaccounts/{id}/transactions/{transactionId}. */
export async function retrieveSavingsTransaction(untyped: Kysely<object>, accountId: number, transactionId: number) {
  const account = await requireAccountForRead(untyped, accountId);
  const row: SavingsTransactionRecord | undefined = await transactionDetails(untyped).where('t.id', '=', transactionId).where('t.savings_account_id', '=', accountId).executeTakeFirst();
  if (row === undefined) {
    throw savingsTransactionNotFound(accountId, transactionId);
  }
  return presentSavingsTransaction(row, currencyOfAccount(account));
}

/** GET /savingsaccounts/{id}/transactions/template: today's date, the account's currency and the payment types. */
export async function retrieveSavingsTransactionTemplate(untyped: Kysely<object>, accountId: number, today: LocalDate) {
  const account = await requireAccountForRead(untyped, accountId);
  const paymentTypeOptions = await tenantTables(untyped)
    .selectFrom('m_payment_type')
    .select(['id', 'value as name', 'description', 'is_cash_payment as isCashPayment', 'order_position as position'])
    .orderBy('order_position')
    .orderBy('id')
    .execute();
  return {
    transactionType: savingsTransactionTypeView(SavingsTransactionType.DEPOSIT),
    accountId: account.id,
    accountNo: account.account_no,
    date: today,
    currency: currencyOfAccount(account),
    amount: 0,
    reversed: false,
    paymentTypeOptions,
  };
}
