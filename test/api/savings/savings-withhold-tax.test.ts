import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount } from '../../support/accounting.ts';
import { activeClient, activeSavings, createSavingsProduct, DATES, savingsCommand, savingsTransaction, setBusinessDate } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Tx = { id: number; amount: number; date: number[]; reversed: boolean; transactionType: { id: number } };
type Line = { glAccountId: number; entryType: { value: string }; amount: number };

/**
 * Withhold tax on posted interest. 10000 deposited on 4 January 2024 at 10 % (daily compounding, 365 days,
 * 4 decimals) earns 76.9967 posted on 1 February. The tax group has a 10 % component credited to a liability
 * account and a 5 % component without a credit account (savings reference): 7.69967 → 7.6997 and
 * 3.849835 → 3.8498 (HALF_EVEN to 4 decimals), 11.5495 in all.
 */
describe('savings withhold tax', () => {
  let t: TestApp;
  let clientId: number;
  let product: number;
  let plainProduct: number;
  let components: { ten: number; five: number };
  const gl = { control: 0, reference: 0, interest: 0, taxLiability: 0 };

  const transactions = async (id: number): Promise<Tx[]> => ((await t.call('GET', `/api/v1/savingsaccounts/${id}?associations=transactions`)).json.transactions as Tx[]) ?? [];
  const ofType = async (id: number, type: number) => (await transactions(id)).filter((x) => x.transactionType.id === type);
  const lines = async (txId: number) => ((await t.call('GET', `/api/v1/journalentries?transactionId=S${txId}&orderBy=id`)).json.pageItems as Line[]).map((l) => [l.glAccountId, l.entryType.value, l.amount]);
  const taxDetails = async (txId: number) => tenantTables(t.tenant.database.db).selectFrom('m_savings_account_transaction_tax_details').select(['tax_component_id', 'amount']).where('savings_transaction_id', '=', txId).orderBy('id').execute();

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-02-15');
    clientId = await activeClient(t, 'Taxed');
    gl.control = await createGlAccount(t, 2, 'Tax savings control');
    gl.reference = await createGlAccount(t, 1, 'Tax savings reference');
    gl.interest = await createGlAccount(t, 5, 'Tax interest on savings');
    gl.taxLiability = await createGlAccount(t, 2, 'Withheld tax payable');
    const component = async (name: string, percentage: number, credit: Record<string, unknown>) => {
      const res = await t.call('POST', '/api/v1/taxes/component', { body: { ...DATES, name, percentage, startDate: '01 December 2023', ...credit } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.json.resourceId as number;
    };
    components = { ten: await component('Interest tax', 10, { creditAccountType: 2, creditAcountId: gl.taxLiability }), five: await component('Levy', 5, {}) };
    const group = await t.call('POST', '/api/v1/taxes/group', {
      body: { ...DATES, name: 'Interest taxes', taxComponents: [{ taxComponentId: components.ten, startDate: '01 December 2023' }, { taxComponentId: components.five, startDate: '01 December 2023' }] },
    });
    assert.equal(group.status, 200, JSON.stringify(group.body));
    const terms = { nominalAnnualInterestRate: 10, digitsAfterDecimal: 4, withHoldTax: true, taxGroupId: group.json.resourceId as number };
    plainProduct = await createSavingsProduct(t, terms);
    product = await createSavingsProduct(t, {
      ...terms, accountingRule: 2, savingsReferenceAccountId: gl.reference, savingsControlAccountId: gl.control,
      overdraftPortfolioControlId: await createGlAccount(t, 1, 'Tax overdraft portfolio'), interestOnSavingsAccountId: gl.interest,
      incomeFromFeeAccountId: await createGlAccount(t, 4, 'Tax fees'), incomeFromPenaltyAccountId: await createGlAccount(t, 4, 'Tax penalties'),
      transfersInSuspenseAccountId: await createGlAccount(t, 2, 'Tax transfers'), incomeFromInterestId: await createGlAccount(t, 4, 'Tax overdraft income'),
      writeOffAccountId: await createGlAccount(t, 5, 'Tax write-off'),
    });
  });
  after(async () => t.close());

  it('follows each interest posting with a withhold tax transaction, its tax details and cash-rule entries', async () => {
    const id = await activeSavings(t, clientId, product);
    assert.equal((await savingsTransaction(t, id, 'deposit', '04 January 2024', 10000)).status, 200);
    await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${id}?command=postInterest`, { max: 34, body: {} });
    const [tax] = await ofType(id, 18);
    assert.deepEqual([tax?.amount, tax?.date], [11.5495, [2024, 2, 1]]);
    assert.deepEqual((await taxDetails(tax?.id ?? 0)).map((d) => [Number(d.tax_component_id), Number(d.amount)]), [[components.ten, 7.6997], [components.five, 3.8498]]);
    assert.deepEqual(await lines(tax?.id ?? 0), [[gl.taxLiability, 'CREDIT', 7.6997], [gl.reference, 'CREDIT', 3.8498], [gl.control, 'DEBIT', 11.5495]]);
    const summary = (await t.call('GET', `/api/v1/savingsaccounts/${id}`)).json.summary as { accountBalance: number; totalWithholdTax: number; totalInterestPosted: number };
    assert.deepEqual([summary.totalInterestPosted, summary.totalWithholdTax, summary.accountBalance], [76.9967, 11.5495, 10065.4472]);

    assert.equal((await savingsCommand(t, id, 'postInterest', {})).status, 200);
    assert.equal((await ofType(id, 18)).length, 1, 'an unchanged period withholds nothing more');
  });

  it('reverses the withheld tax with the interest posting a back-dated deposit changed, and withholds on the new amount', async () => {
    const id = await activeSavings(t, clientId, product);
    assert.equal((await savingsTransaction(t, id, 'deposit', '04 January 2024', 10000)).status, 200);
    assert.equal((await savingsCommand(t, id, 'postInterest', {})).status, 200);
    const [old] = await ofType(id, 18);
    assert.equal((await savingsTransaction(t, id, 'deposit', '04 January 2024', 10000)).status, 200);
    assert.equal((await savingsCommand(t, id, 'postInterest', {})).status, 200);
    const taxes = await ofType(id, 18);
    assert.deepEqual(taxes.filter((x) => x.reversed).map((x) => x.id), [old?.id]);
    // 153.9935 of interest: 15.39935 → 15.3994 (HALF_EVEN) and 7.699675 → 7.6997.
    assert.deepEqual(taxes.filter((x) => !x.reversed).map((x) => x.amount), [23.0991]);
    assert.deepEqual(await lines(old?.id ?? 0), [
      [gl.taxLiability, 'CREDIT', 7.6997], [gl.reference, 'CREDIT', 3.8498], [gl.control, 'DEBIT', 11.5495],
      [gl.taxLiability, 'DEBIT', 7.6997], [gl.reference, 'DEBIT', 3.8498], [gl.control, 'CREDIT', 11.5495],
    ]);
    const summary = (await t.call('GET', `/api/v1/savingsaccounts/${id}`)).json.summary as { accountBalance: number; totalWithholdTax: number };
    assert.deepEqual([summary.totalWithholdTax, summary.accountBalance], [23.0991, 20130.8944]);
  });

  it('withholds nothing once the account flag is turned off', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    assert.equal((await savingsCommand(t, id, 'updateWithHoldTax', { withHoldTax: false })).status, 200);
    assert.equal((await savingsTransaction(t, id, 'deposit', '04 January 2024', 10000)).status, 200);
    assert.equal((await savingsCommand(t, id, 'postInterest', {})).status, 200);
    assert.equal((await ofType(id, 3)).length, 1);
    assert.deepEqual(await ofType(id, 18), []);
  });
});
