import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import type { CurrencyRules, MoneyContext } from '../../../shared/money/index.ts';
import { DataValidator, JsonCommand } from '../../../shared/validation/index.ts';
import { chargeNotFound } from '../share-products/share-products.errors.ts';
import {
  accumulateShareCharge,
  deriveShareCharge,
  markShareChargePaid,
  newShareCharge,
  payShareCharge,
  resetShareCharge,
  ShareChargeTime,
  type ShareCharge,
} from './domain/share-account-charges.ts';
import { ShareTransactionStatus, ShareTransactionType } from './domain/share-account-enums.ts';
import { RESOURCE } from './domain/share-account-input.ts';
import {
  deactivateShareCharges,
  deleteChargesPaidBy,
  findActiveShareCharges,
  findChargeDefinitions,
  findChargesPaidBy,
  insertChargesPaidBy,
  insertShareCharges,
  updateShareCharge,
  type StoredShareCharge,
} from './share-account-charges.repository.ts';
import { chargeCurrencyMismatch, notAShareCharge } from './share-accounts.errors.ts';
import { deactivateChargePayments, insertShareTransaction, updateShareTransaction, type ShareAccountRow, type ShareTransactionRow } from './share-accounts.repository.ts';

const SHARES_CHARGE = 4;
const ZERO = new Decimal(0);

/** The currency rules of an account (its charges are rounded with them). */
export const accountCurrency = (a: Pick<ShareAccountRow, 'currency_code' | 'currency_digits' | 'currency_multiplesof'>): CurrencyRules => ({
  code: a.currency_code,
  digitsAfterDecimal: a.currency_digits,
  inMultiplesOf: a.currency_multiplesof,
});

/**
 * `charges: [{chargeId, amount}]` of an application (Fineract's assembleListOfAccountCharges): undefined when the
 * request leaves the member out. Items without `chargeId` are skipped, as Fineract does; `amount` defaults to the
 * charge's own. Each charge must exist (404), be a share charge (403) and share the product's currency (403).
 */
export async function readApplicationCharges(db: Kysely<object>, json: JsonCommand, currencyCode: string): Promise<ShareCharge[] | undefined> {
  const list = json.json.charges;
  if (list === undefined || list === null) {
    return undefined;
  }
  const v = new DataValidator(RESOURCE);
  if (!Array.isArray(list)) {
    v.fail('charges', 'must.be.an.array', 'The parameter `charges` must be an array of charges.', [list]);
    v.throwIfErrors();
    return [];
  }
  const requested: Array<{ chargeId: number; amount: Decimal | undefined }> = [];
  for (const item of list) {
    const members = typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
    const itemJson = new JsonCommand({ locale: json.json.locale, ...members });
    const chargeId = itemJson.long('chargeId', v);
    const amount = itemJson.decimal('amount', v);
    if (amount !== undefined && !v.hasErrorFor('amount')) {
      v.parameter('amount', amount.toNumber()).zeroOrPositive();
    }
    if (chargeId !== undefined) {
      requested.push({ chargeId, amount });
    }
  }
  v.throwIfErrors();
  const definitions = new Map((await findChargeDefinitions(db, requested.map((r) => r.chargeId))).map((d) => [d.id, d]));
  return requested.map(({ chargeId, amount }) => {
    const definition = definitions.get(chargeId);
    if (definition === undefined) {
      throw chargeNotFound(chargeId);
    }
    if (definition.charge_applies_to_enum !== SHARES_CHARGE) {
      throw notAShareCharge(chargeId);
    }
    if (definition.currency_code !== currencyCode) {
      throw chargeCurrencyMismatch(chargeId);
    }
    return newShareCharge(chargeId, definition.charge_time_enum, definition.charge_calculation_enum, amount ?? new Decimal(definition.amount));
  });
}

/** What charging a transaction gives: the charges as they now stand, each fee, and their total. */
interface Fees {
  readonly charges: StoredShareCharge[];
  readonly paid: Array<{ accountChargeId: number; amount: Decimal }>;
  readonly total: Decimal;
}

/** The account's active charges of a time, charged on a further transaction of `grossAmount` (additional shares, redemption). */
export async function feesOn(db: Kysely<object>, account: ShareAccountRow, chargeTime: number, grossAmount: Decimal, money: MoneyContext): Promise<Fees> {
  const stored = (await findActiveShareCharges(db, account.id)).filter((s) => s.charge.chargeTime === chargeTime);
  const charges: StoredShareCharge[] = [];
  const paid: Array<{ accountChargeId: number; amount: Decimal }> = [];
  let total = ZERO;
  for (const s of stored) {
    const { charge, fee } = accumulateShareCharge(s.charge, grossAmount, accountCurrency(account), money);
    const settled = chargeTime === ShareChargeTime.REDEEM ? payShareCharge(charge, fee) : charge;
    charges.push({ id: s.id, charge: settled });
    paid.push({ accountChargeId: s.id, amount: fee });
    total = total.plus(fee);
  }
  return { charges, paid, total };
}

/** Stores what `feesOn` computed for the transaction. */
export async function saveFees(db: Kysely<object>, transactionId: number, fees: Fees): Promise<void> {
  for (const c of fees.charges) {
    await updateShareCharge(db, c);
  }
  await insertChargesPaidBy(db, fees.paid.map((p) => ({ shareTransactionId: transactionId, accountChargeId: p.accountChargeId, amount: p.amount })));
}

/**
 * An application's charges (Fineract's createChargeTransaction): each activation charge gets a charge payment
 * transaction (type 700, approved, of the charge's amount, dated on the business date until activation); the
 * purchase charges are added to the pending purchase's amount as its charge amount. Returns the purchase as stored.
 */
export async function chargeApplication(
  db: Kysely<object>,
  account: Pick<ShareAccountRow, 'id' | 'currency_code' | 'currency_digits' | 'currency_multiplesof'>,
  charges: readonly ShareCharge[],
  purchase: ShareTransactionRow | undefined,
  today: LocalDate,
  money: MoneyContext,
): Promise<ShareTransactionRow | undefined> {
  const currency = accountCurrency(account);
  const gross = purchase === undefined ? ZERO : new Decimal(purchase.amount ?? '0').minus(purchase.charge_amount ?? '0');
  const derived = charges.map((c) => {
    if (c.chargeTime === ShareChargeTime.ACTIVATION) {
      return { charge: deriveShareCharge(c, ZERO, currency, money).charge, fee: undefined };
    }
    return c.chargeTime === ShareChargeTime.PURCHASE && purchase !== undefined ? deriveShareCharge(c, gross, currency, money) : { charge: c, fee: undefined };
  });
  const stored = await insertShareCharges(db, account.id, derived.map((d) => d.charge));
  const paidBy: Array<{ shareTransactionId: number; accountChargeId: number; amount: Decimal }> = [];
  let purchaseFee = ZERO;
  for (const [index, s] of stored.entries()) {
    const fee = derived[index]?.fee;
    if (s.charge.chargeTime === ShareChargeTime.ACTIVATION) {
      const amount = s.charge.amountOrPercentage.toString();
      const transactionId = await insertShareTransaction(db, {
        account_id: account.id,
        transaction_date: today.toString(),
        amount,
        status_enum: ShareTransactionStatus.APPROVED,
        type_enum: ShareTransactionType.CHARGE_PAYMENT,
        is_active: true,
      });
      paidBy.push({ shareTransactionId: transactionId, accountChargeId: s.id, amount: s.charge.amountOrPercentage });
    } else if (fee !== undefined && purchase !== undefined) {
      paidBy.push({ shareTransactionId: purchase.id, accountChargeId: s.id, amount: fee });
      purchaseFee = purchaseFee.plus(fee);
    }
  }
  await insertChargesPaidBy(db, paidBy);
  if (purchase === undefined) {
    return undefined;
  }
  const values = { amount: gross.plus(purchaseFee).toString(), charge_amount: purchaseFee.toString() };
  if (!purchaseFee.isZero()) {
    await updateShareTransaction(db, purchase.id, values);
  }
  return { ...purchase, ...values };
}

/** Each purchase charge the purchases paid is paid by that much (Fineract's updatePaidAmountBy). */
async function payPurchaseCharges(db: Kysely<object>, accountId: number, charged: readonly ShareTransactionRow[]): Promise<void> {
  const paidBy = await findChargesPaidBy(db, charged.map((t) => t.id));
  const charges = new Map((await findActiveShareCharges(db, accountId)).map((s) => [s.id, s]));
  const touched = new Set<number>();
  for (const p of paidBy) {
    const s = charges.get(p.accountChargeId);
    if (s !== undefined && s.charge.chargeTime === ShareChargeTime.PURCHASE) {
      charges.set(s.id, { id: s.id, charge: payShareCharge(s.charge, p.amount) });
      touched.add(s.id);
    }
  }
  for (const id of touched) {
    const s = charges.get(id);
    if (s !== undefined) {
      await updateShareCharge(db, s);
    }
  }
}

/**
 * Approval (or rejection) of purchases: their purchase fees are paid (Fineract's updatePaidAmountBy on each
 * charge paid by them; not when a whole application is rejected, `payCharges` false); an approved purchase's
 * amount paid then includes its fee, a rejected purchase's amount drops it. Returns the purchases as stored.
 */
export async function settlePurchaseFees(db: Kysely<object>, accountId: number, purchases: readonly ShareTransactionRow[], payCharges = true): Promise<ShareTransactionRow[]> {
  const charged = purchases.filter((t) => !new Decimal(t.charge_amount ?? '0').isZero());
  if (charged.length === 0) {
    return [...purchases];
  }
  if (payCharges) {
    await payPurchaseCharges(db, accountId, charged);
  }
  const settled: ShareTransactionRow[] = [];
  for (const t of purchases) {
    const fee = new Decimal(t.charge_amount ?? '0');
    if (fee.isZero()) {
      settled.push(t);
      continue;
    }
    const values =
      t.status_enum === ShareTransactionStatus.REJECTED
        ? { amount: new Decimal(t.amount ?? '0').minus(fee).toString() }
        : { amount_paid: new Decimal(t.amount_paid ?? '0').plus(fee).toString() };
    await updateShareTransaction(db, t.id, values);
    settled.push({ ...t, ...values });
  }
  return settled;
}

/**
 * Undo approval (Fineract's updateTotalChargeDerivedForUndoApproval): the purchase charges go back to what the
 * pending purchase asks, and no purchase counts anything paid.
 */
export async function resetPurchaseFees(db: Kysely<object>, account: ShareAccountRow, purchases: readonly ShareTransactionRow[], money: MoneyContext): Promise<ShareTransactionRow[]> {
  const last = purchases.at(-1);
  const net = last === undefined ? ZERO : new Decimal(last.amount ?? '0').minus(last.charge_amount ?? '0');
  for (const s of await findActiveShareCharges(db, account.id)) {
    if (s.charge.chargeTime === ShareChargeTime.PURCHASE) {
      await updateShareCharge(db, { id: s.id, charge: resetShareCharge(s.charge, net, accountCurrency(account), money) });
    }
  }
  const reset: ShareTransactionRow[] = [];
  for (const t of purchases) {
    await updateShareTransaction(db, t.id, { amount_paid: '0' });
    reset.push({ ...t, amount_paid: '0' });
  }
  return reset;
}

/**
 * Activation (Fineract's handlechargesOnActivation): the activation charges are paid in full and their charge
 * payment transactions move to the activation date, paid. Returns those transactions.
 */
export async function payActivationCharges(db: Kysely<object>, accountId: number, transactions: readonly ShareTransactionRow[], activatedDate: LocalDate): Promise<ShareTransactionRow[]> {
  const chargePayments = transactions.filter((t) => t.type_enum === ShareTransactionType.CHARGE_PAYMENT);
  if (chargePayments.length === 0) {
    return [];
  }
  for (const s of await findActiveShareCharges(db, accountId)) {
    if (s.charge.chargeTime === ShareChargeTime.ACTIVATION) {
      await updateShareCharge(db, { id: s.id, charge: markShareChargePaid(s.charge) });
    }
  }
  const paid: ShareTransactionRow[] = [];
  for (const t of chargePayments) {
    const values = { transaction_date: activatedDate.toString(), amount_paid: t.amount };
    await updateShareTransaction(db, t.id, values);
    paid.push({ ...t, ...values });
  }
  return paid;
}

/**
 * An update of the application (Fineract's validateAndUpdate with `requestedShares` or `charges`): the account's
 * charges and charge payments are made inactive and the purchase forgets its fees; the request's charges, or
 * else fresh copies of the old ones, are charged anew. Returns the charges to charge.
 */
export async function replaceApplicationCharges(db: Kysely<object>, accountId: number, purchaseId: number, requested: readonly ShareCharge[] | undefined): Promise<ShareCharge[]> {
  const previous = await findActiveShareCharges(db, accountId);
  if (previous.length === 0) {
    return [...(requested ?? [])];
  }
  await deactivateShareCharges(db, accountId);
  await deactivateChargePayments(db, accountId);
  await deleteChargesPaidBy(db, purchaseId);
  return requested === undefined ? previous.map((s) => newShareCharge(s.charge.chargeId, s.charge.chargeTime, s.charge.chargeCalculation, s.charge.amountOrPercentage)) : [...requested];
}
