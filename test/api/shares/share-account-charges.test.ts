import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createGlAccount } from '../../support/accounting.ts';
import { activeClient, activeSavings, codesOf, createSavingsProduct, DATES, setBusinessDate } from '../../support/savings.ts';
import { createShareCharge, createShareProduct, shareAccountCommand, submitShareAccount } from '../../support/shares.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Line = { glAccountId: number; entryType: { value: string }; amount: number };
type Transaction = { id: number; purchasedDate: number[]; numberOfShares?: number; amount: number; chargeAmount: number; amountPaid: number; status: { id: number }; type: { id: number } };
type Charge = { chargeId: number; chargeTimeType: { id: number; code: string }; amount: number; amountPaid: number; amountOutstanding: number; amountOrPercentage: number; percentage: number };

/**
 * Figures of Fineract's ShareAccountIntegrationTests.testCreateShareAccountWithCharges: shares of 2.0, a flat
 * activation charge of 2, a flat purchase charge of 2 and a flat redeem charge of 1.
 */
describe('share account charges', () => {
  let t: TestApp;
  let clientId: number;
  let savingsAccountId: number;
  let productId: number;
  let fees: { activation: number; purchase: number; redeem: number };
  let gl: { reference: number; suspense: number; equity: number; income: number };

  const account = async (id: number): Promise<Record<string, unknown>> => (await t.call('GET', `/api/v1/accounts/share/${id}`)).json;
  const transactions = async (id: number): Promise<Transaction[]> => (await account(id)).purchasedShares as Transaction[];
  /** [type, status, amount, chargeAmount, amountPaid] of each transaction, by id. */
  const figures = async (id: number): Promise<number[][]> => (await transactions(id)).map((x) => [x.type.id, x.status.id, x.amount, x.chargeAmount, x.amountPaid]);
  /** [amount, amountPaid, amountOutstanding] of each charge, by charge time. */
  const charges = async (id: number): Promise<Record<number, number[]>> =>
    Object.fromEntries(((await account(id)).charges as Charge[]).map((c) => [c.chargeTimeType.id, [c.amount, c.amountPaid, c.amountOutstanding]]));
  const entries = async (transactionId: number): Promise<string[]> => {
    const res = await t.call('GET', `/api/v1/journalentries?transactionId=SH${transactionId}&orderBy=id`);
    const name = (glAccountId: number): string => Object.entries(gl).find(([, id]) => id === glAccountId)?.[0] ?? String(glAccountId);
    return (res.json.pageItems as Line[]).map((l) => `${name(l.glAccountId)} ${l.entryType.value} ${l.amount}`).sort();
  };
  const ok = async (id: number, command: string, body: Record<string, unknown>): Promise<void> => {
    const res = await shareAccountCommand(t, id, command, body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };
  const withCharges = (activation = 2, purchase = 2, redeem = 1) => [
    { chargeId: fees.activation, amount: activation },
    { chargeId: fees.purchase, amount: purchase },
    { chargeId: fees.redeem, amount: redeem },
  ];

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-06-01');
    clientId = await activeClient(t, 'Member');
    savingsAccountId = await activeSavings(t, clientId, await createSavingsProduct(t));
    gl = { reference: await createGlAccount(t, 1), suspense: await createGlAccount(t, 2), equity: await createGlAccount(t, 3), income: await createGlAccount(t, 4) };
    fees = { activation: await createShareCharge(t, 13, 2), purchase: await createShareCharge(t, 14, 2), redeem: await createShareCharge(t, 15, 1) };
    productId = await createShareProduct(t, {
      accountingRule: 2,
      shareReferenceId: gl.reference,
      shareSuspenseId: gl.suspense,
      shareEquityId: gl.equity,
      incomeFromFeeAccountId: gl.income,
      chargesSelected: [{ id: fees.activation }, { id: fees.purchase }, { id: fees.redeem }],
    });
  });
  after(async () => t.close());

  it('offers the product charges as defaults in the template and the share charges as options', async () => {
    const template = (await t.call('GET', `/api/v1/accounts/share/template?clientId=${clientId}&productId=${productId}`)).json;
    const defaults = template.charges as Array<{ chargeId: number; amount: number; chargeTimeType: { id: number }; amountPaid: number }>;
    assert.deepEqual(defaults.map((c) => [c.chargeId, c.chargeTimeType.id, c.amount, c.amountPaid]).sort(), [[fees.activation, 13, 2, 0], [fees.purchase, 14, 2, 0], [fees.redeem, 15, 1, 0]]);
    const options = (await t.call('GET', `/api/v1/accounts/share/template?clientId=${clientId}`)).json.chargeOptions as Array<{ id: number }>;
    assert.ok([fees.activation, fees.purchase, fees.redeem].every((id) => options.some((o) => o.id === id)));
  });

  it('adds the purchase charge to the application and keeps the activation charge as a charge payment until activation', async () => {
    const id = await submitShareAccount(t, { clientId, productId, savingsAccountId, applicationDate: '02 March 2024', submittedDate: '02 March 2024', charges: withCharges() });
    const update = await t.call('PUT', `/api/v1/accounts/share/${id}`, { body: { requestedShares: 30, charges: withCharges(), ...DATES } });
    assert.equal(update.status, 200, JSON.stringify(update.body));
    const [purchase, payment] = await transactions(id);
    assert.deepEqual(await figures(id), [[500, 100, 62, 2, 60], [700, 300, 2, 0, 0]]);
    assert.deepEqual(payment?.purchasedDate, [2024, 6, 1]);
    assert.deepEqual(await charges(id), { 13: [2, 0, 2], 14: [2, 0, 2], 15: [0, 0, 0] });
    const redeem = ((await account(id)).charges as Charge[]).find((c) => c.chargeTimeType.id === 15);
    assert.deepEqual([redeem?.chargeTimeType.code, redeem?.amountOrPercentage], ['chargeTimeType.sharesredeem', 1]);
    // the application's entries (25 shares) stay under its transaction id, reversed; the update posts 30 shares anew
    assert.deepEqual(await entries(purchase?.id ?? 0), ['income CREDIT 2', 'income CREDIT 2', 'reference DEBIT 52', 'reference DEBIT 62', 'suspense CREDIT 50', 'suspense CREDIT 60']);

    await ok(id, 'approve', { approvedDate: '02 March 2024' });
    assert.deepEqual(await figures(id), [[500, 300, 62, 2, 62], [700, 300, 2, 0, 0]]);
    assert.deepEqual(await charges(id), { 13: [2, 0, 2], 14: [2, 2, 0], 15: [0, 0, 0] });

    await ok(id, 'activate', { activatedDate: '03 March 2024' });
    assert.deepEqual(await figures(id), [[500, 300, 62, 2, 62], [700, 300, 2, 0, 2]]);
    assert.deepEqual((await transactions(id))[1]?.purchasedDate, [2024, 3, 3]);
    assert.deepEqual(await charges(id), { 13: [2, 2, 0], 14: [2, 2, 0], 15: [0, 0, 0] });
    assert.deepEqual(await entries(payment?.id ?? 0), ['income CREDIT 2', 'reference DEBIT 2']);

    await ok(id, 'applyadditionalshares', { requestedDate: '01 April 2024', requestedShares: 15 });
    const extra = (await transactions(id))[2];
    assert.deepEqual([extra?.amount, extra?.amountPaid, extra?.chargeAmount, extra?.status.id], [32, 30, 2, 100]);
    assert.deepEqual((await charges(id))[14], [4, 2, 2]);
    await ok(id, 'approveadditionalshares', { requestedShares: [{ id: extra?.id }] });
    assert.deepEqual((await transactions(id))[2]?.amountPaid, 32);
    assert.deepEqual((await charges(id))[14], [4, 4, 0]);
    assert.deepEqual(await entries(extra?.id ?? 0), ['equity CREDIT 30', 'income CREDIT 2', 'reference DEBIT 32', 'suspense CREDIT 30', 'suspense DEBIT 30']);

    await ok(id, 'applyadditionalshares', { requestedDate: '01 May 2024', requestedShares: 20 });
    const refused = (await transactions(id))[3];
    assert.deepEqual([refused?.amount, refused?.amountPaid, refused?.chargeAmount], [42, 40, 2]);
    assert.deepEqual((await charges(id))[14], [6, 4, 2]);
    await ok(id, 'rejectadditionalshares', { requestedShares: [{ id: refused?.id }] });
    assert.deepEqual((await figures(id))[3], [500, 400, 40, 2, 40]);
    assert.deepEqual((await charges(id))[14], [6, 6, 0]);
    assert.deepEqual(await entries(refused?.id ?? 0), ['income CREDIT 2', 'income DEBIT 2', 'reference CREDIT 42', 'reference DEBIT 42', 'suspense CREDIT 40', 'suspense DEBIT 40']);

    await ok(id, 'redeemshares', { requestedDate: '05 May 2024', requestedShares: 15 });
    const redemption = (await transactions(id))[4];
    assert.deepEqual((await figures(id))[4], [600, 300, 29, 1, 29]);
    assert.deepEqual((await charges(id))[15], [1, 1, 0]);
    assert.deepEqual(await entries(redemption?.id ?? 0), ['equity DEBIT 30', 'income CREDIT 1', 'reference CREDIT 29']);

    await ok(id, 'close', { closedDate: '10 May 2024' });
    const closing = (await transactions(id))[5];
    assert.deepEqual([closing?.type.id, closing?.numberOfShares, closing?.amount, closing?.chargeAmount, closing?.amountPaid], [600, 30, 59, 1, 59]);
    assert.deepEqual((await charges(id))[15], [2, 2, 0]);
  });

  it('charges percentages of the amounts, rounded to the currency', async () => {
    const percentPurchase = await createShareCharge(t, 14, 1.25, 2);
    const percentRedeem = await createShareCharge(t, 15, 2, 2);
    const cents = await createShareProduct(t, { digitsAfterDecimal: '2', lockinPeriodFrequency: 0 });
    const id = await submitShareAccount(t, {
      clientId,
      productId: cents,
      savingsAccountId,
      charges: [{ chargeId: percentPurchase, amount: 1.25 }, { chargeId: percentRedeem, amount: 2 }],
    });
    // 25 × 2 = 50; 1.25 % of it is 0.625, 0.62 to the cent (half even)
    assert.deepEqual(await figures(id), [[500, 100, 50.62, 0.62, 50]]);
    const purchaseCharge = ((await account(id)).charges as Charge[]).find((c) => c.chargeTimeType.id === 14);
    assert.deepEqual([purchaseCharge?.percentage, purchaseCharge?.amount, purchaseCharge?.amountOrPercentage], [1.25, 0.62, 1.25]);
    await ok(id, 'approve', { approvedDate: '06 January 2024' });
    await ok(id, 'activate', { activatedDate: '07 January 2024' });
    await ok(id, 'applyadditionalshares', { requestedDate: '10 January 2024', requestedShares: 15 });
    // 30 more: 0.375 → 0.38; the charge is 1.25 % of the 80 it now applies to
    assert.deepEqual((await figures(id))[1], [500, 100, 30.38, 0.38, 30]);
    assert.deepEqual((await charges(id))[14], [1, 0.62, 0.38]);
    await ok(id, 'redeemshares', { requestedDate: '11 January 2024', requestedShares: 10 });
    // 20 back less 2 % of it
    assert.deepEqual((await figures(id))[2], [600, 300, 19.6, 0.4, 19.6]);
  });

  it('undoes an approval back to an unpaid purchase charge, and drops the fee of a rejected application', async () => {
    const undone = await submitShareAccount(t, { clientId, productId, savingsAccountId, charges: withCharges() });
    await ok(undone, 'approve', { approvedDate: '06 January 2024' });
    await ok(undone, 'undoapproval', {});
    assert.deepEqual(await figures(undone), [[500, 100, 52, 2, 0], [700, 300, 2, 0, 0]]);
    assert.deepEqual((await charges(undone))[14], [2, 0, 2]);
    const rejected = await submitShareAccount(t, { clientId, productId, savingsAccountId, charges: withCharges() });
    await ok(rejected, 'reject', {});
    assert.deepEqual(await figures(rejected), [[500, 400, 50, 2, 50], [700, 300, 2, 0, 0]]);
    const purchase = (await transactions(rejected))[0];
    assert.deepEqual(await entries(purchase?.id ?? 0), ['income CREDIT 2', 'income DEBIT 2', 'reference CREDIT 52', 'reference DEBIT 52', 'suspense CREDIT 50', 'suspense DEBIT 50']);
  });

  it('refuses unknown charges, charges of other kinds and bad amounts', async () => {
    const apply = (charges: unknown) => t.call('POST', '/api/v1/accounts/share', {
      body: { clientId, productId, savingsAccountId, requestedShares: 25, submittedDate: '05 January 2024', applicationDate: '05 January 2024', charges, ...DATES },
    });
    const unknown = await apply([{ chargeId: 999999, amount: 1 }]);
    assert.deepEqual([unknown.status, codesOf(unknown.body)], [404, ['error.msg.charge.id.invalid']]);
    const loanFee = (await t.call('POST', '/api/v1/charges', { body: { name: 'A loan fee', amount: 5, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 1, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' } })).json.resourceId as number;
    const other = await apply([{ chargeId: loanFee, amount: 1 }]);
    assert.deepEqual([other.status, codesOf(other.body)], [403, ['error.msg.sharesaccount.charge.not.a.share.charge']]);
    const negative = await apply([{ chargeId: fees.purchase, amount: -1 }]);
    assert.deepEqual([negative.status, codesOf(negative.body)], [400, ['validation.msg.sharesaccount.amount.not.zero.or.greater']]);
    const notArray = await apply({ chargeId: fees.purchase });
    assert.deepEqual([notArray.status, codesOf(notArray.body)], [400, ['validation.msg.sharesaccount.charges.must.be.an.array']]);
    // an item without chargeId is skipped, as Fineract does; an amount left out is the charge's own
    const id = (await apply([{ amount: 3 }, { chargeId: fees.purchase }])).json.resourceId as number;
    assert.deepEqual(await figures(id), [[500, 100, 52, 2, 50]]);
  });

  it('keeps the charged paths within their statement bounds', async () => {
    const body = { clientId, productId, savingsAccountId, requestedShares: 25, submittedDate: '05 January 2024', applicationDate: '05 January 2024', charges: withCharges(), ...DATES };
    const id = (await expectStatements(t, 'POST', '/api/v1/accounts/share', { body, max: 22 })).json.resourceId as number;
    const url = `/api/v1/accounts/share/${id}`;
    await expectStatements(t, 'PUT', url, { body: { requestedShares: 26, charges: withCharges(), ...DATES }, max: 30 });
    await expectStatements(t, 'POST', `${url}?command=approve`, { body: { approvedDate: '06 January 2024', ...DATES }, max: 22 });
    await expectStatements(t, 'POST', `${url}?command=activate`, { body: { activatedDate: '07 January 2024', ...DATES }, max: 18 });
    await expectStatements(t, 'POST', `${url}?command=applyadditionalshares`, { body: { requestedDate: '10 February 2024', requestedShares: 10, ...DATES }, max: 22 });
    const extra = (await transactions(id))[2]?.id;
    await expectStatements(t, 'POST', `${url}?command=approveadditionalshares`, { body: { requestedShares: [{ id: extra }] }, max: 22 });
    await expectStatements(t, 'POST', `${url}?command=redeemshares`, { body: { requestedDate: '10 February 2024', requestedShares: 5, ...DATES }, max: 24 });
    await expectStatements(t, 'GET', url, { max: 7 });
  });
});
