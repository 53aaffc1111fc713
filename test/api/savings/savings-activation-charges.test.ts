import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createGlAccount } from '../../support/accounting.ts';
import { activeClient, codesOf, createSavingsProduct, DATES, savingsCommand, setBusinessDate, submitSavings } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Tx = { id: number; amount: number; date: number[]; runningBalance?: number; transactionType: { id: number } };
type Charge = { chargeId: number; amountPaid: number; amountOutstanding: number; isPaid?: boolean };
type Line = { glAccountId: number; entryType: { value: string }; amount: number };

/** Activation: the minimum opening balance deposited, then each savings-activation charge (time type 3) paid. */
describe('savings activation charges', () => {
  let t: TestApp;
  let clientId: number;
  let product: number;
  let seq = 0;
  const gl = { control: 0, fees: 0 };

  const createCharge = async (amount: number, chargeTimeType = 3): Promise<number> => {
    seq += 1;
    const res = await t.call('POST', '/api/v1/charges', { body: { name: `Activation fee ${seq}`, amount, currencyCode: 'USD', chargeAppliesTo: 2, chargeTimeType, chargeCalculationType: 1, active: true, locale: 'en' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const approved = async (charges: Array<{ chargeId: number; amount: number }>): Promise<number> => {
    const id = await submitSavings(t, clientId, product, { charges });
    assert.equal((await savingsCommand(t, id, 'approve', { approvedOnDate: '03 January 2024', ...DATES })).status, 200);
    return id;
  };
  const read = async (id: number) => (await t.call('GET', `/api/v1/savingsaccounts/${id}?associations=all`)).json as {
    status: { id: number }; summary: { accountBalance: number }; transactions?: Tx[]; charges?: Charge[];
  };

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-02-15');
    clientId = await activeClient(t, 'Activated');
    gl.control = await createGlAccount(t, 2, 'Activation savings control');
    gl.fees = await createGlAccount(t, 4, 'Activation fee income');
    product = await createSavingsProduct(t, {
      minRequiredOpeningBalance: 100, accountingRule: 2, savingsReferenceAccountId: await createGlAccount(t, 1, 'Activation reference'), savingsControlAccountId: gl.control,
      overdraftPortfolioControlId: await createGlAccount(t, 1, 'Activation overdraft'), interestOnSavingsAccountId: await createGlAccount(t, 5, 'Activation interest'),
      incomeFromFeeAccountId: gl.fees, incomeFromPenaltyAccountId: await createGlAccount(t, 4, 'Activation penalties'),
      transfersInSuspenseAccountId: await createGlAccount(t, 2, 'Activation transfers'), incomeFromInterestId: await createGlAccount(t, 4, 'Activation overdraft income'),
      writeOffAccountId: await createGlAccount(t, 5, 'Activation write-off'),
    });
  });
  after(async () => t.close());

  it('deposits the opening balance and pays each activation charge on the activation date, with fee postings', async () => {
    const activationFee = await createCharge(10);
    const card = await createCharge(2.5);
    const dueLater = await createCharge(7, 2);
    const id = await approved([{ chargeId: activationFee, amount: 10 }, { chargeId: card, amount: 2.5 }, { chargeId: dueLater, amount: 7 }]);
    await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${id}?command=activate`, { max: 45, body: { activatedOnDate: '04 January 2024', ...DATES } });
    const account = await read(id);
    assert.equal(account.status.id, 300);
    assert.deepEqual(account.transactions?.map((x) => [x.transactionType.id, x.amount, x.date, x.runningBalance]).sort((a, b) => Number(a[3]) - Number(b[3])), [
      [7, 2.5, [2024, 1, 4], 87.5], [7, 10, [2024, 1, 4], 90], [1, 100, [2024, 1, 4], 100],
    ]);
    assert.equal(account.summary.accountBalance, 87.5);
    const byCharge = new Map(account.charges?.map((c) => [c.chargeId, [c.amountPaid, c.amountOutstanding]]));
    assert.deepEqual([byCharge.get(activationFee), byCharge.get(card), byCharge.get(dueLater)], [[10, 0], [2.5, 0], [0, 7]]);
    const fee = account.transactions?.find((x) => x.transactionType.id === 7 && x.amount === 10);
    const lines = ((await t.call('GET', `/api/v1/journalentries?transactionId=S${fee?.id}&orderBy=id`)).json.pageItems as Line[]).map((l) => [l.glAccountId, l.entryType.value, l.amount]);
    assert.deepEqual(lines.sort(), [[gl.control, 'DEBIT', 10], [gl.fees, 'CREDIT', 10]].sort());
  });

  it('refuses the activation when the balance cannot cover an activation charge, and leaves the account approved', async () => {
    const id = await approved([{ chargeId: await createCharge(150), amount: 150 }]);
    const res = await savingsCommand(t, id, 'activate', { activatedOnDate: '04 January 2024', ...DATES });
    assert.equal(res.status, 403, JSON.stringify(res.body));
    assert.deepEqual(codesOf(res.body), ['error.msg.savingsaccount.transaction.insufficient.account.balance']);
    const account = await read(id);
    assert.equal(account.status.id, 200);
    assert.deepEqual(account.transactions ?? [], []);
  });
});
