import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, CREDIT, DEBIT, mapFinancialActivity } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { activeClient, activeSavings, codesOf, createSavingsProduct, DATES, savingsTransaction, setBusinessDate } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

/** POST/GET /accounttransfers: savings to savings transfers, both legs or neither. */
describe('account transfers', () => {
  let t: TestApp;
  let alice: number;
  let bob: number;
  let product: number;

  const balanceOf = async (accountId: number): Promise<number> => ((await t.call('GET', `/api/v1/savingsaccounts/${accountId}`)).json.summary as { accountBalance: number }).accountBalance;
  const transferBody = (fromAccountId: number, toAccountId: number, overrides: Record<string, unknown> = {}) => ({
    fromOfficeId: 1, fromClientId: alice, fromAccountType: 2, fromAccountId, toOfficeId: 1, toClientId: bob, toAccountType: 2, toAccountId,
    transferAmount: 100, transferDate: '10 January 2024', transferDescription: 'rent', ...DATES, ...overrides,
  });
  const transfer = (body: Record<string, unknown>) => t.call('POST', '/api/v1/accounttransfers', { body });
  const transferRows = async (): Promise<number> =>
    Number((await sql<{ n: string }>`select count(*) as n from m_account_transfer_transaction`.execute(t.tenant.database.db)).rows[0]?.n);
  const funded = async (amount: number): Promise<[number, number]> => {
    const from = await activeSavings(t, alice, product);
    const to = await activeSavings(t, bob, product);
    assert.equal((await savingsTransaction(t, from, 'deposit', '05 January 2024', amount)).status, 200);
    return [from, to];
  };

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-02-01');
    alice = await activeClient(t, 'Alice');
    bob = await activeClient(t, 'Bob');
    product = await createSavingsProduct(t);
  });
  after(async () => t.close());

  it('withdraws from one savings account and deposits to the other, linked by one transfer', async () => {
    const [from, to] = await funded(500);
    const res = await expectStatements(t, 'POST', '/api/v1/accounttransfers', { max: 22, body: transferBody(from, to, { transferAmount: '120.50' }) });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(Object.keys(res.json).sort(), ['resourceId', 'savingsId']);
    assert.equal(res.json.savingsId, from);
    assert.equal(await balanceOf(from), 379.5);
    assert.equal(await balanceOf(to), 120.5);
    const link = (
      await sql<{ id: number; from_type: number; to_type: number; details: number; amount: string }>`
        select att.id, f.transaction_type_enum as from_type, d.transaction_type_enum as to_type, att.account_transfer_details_id as details, att.amount::text as amount
        from m_account_transfer_transaction att
        join m_savings_account_transaction f on f.id = att.from_savings_transaction_id and f.savings_account_id = ${from}
        join m_savings_account_transaction d on d.id = att.to_savings_transaction_id and d.savings_account_id = ${to}`.execute(t.tenant.database.db)
    ).rows;
    assert.equal(link.length, 1);
    assert.deepEqual([link[0]?.from_type, link[0]?.to_type, link[0]?.details, Number(link[0]?.amount)], [2, 1, res.json.resourceId, 120.5]);

    const read = await expectStatements(t, 'GET', `/api/v1/accounttransfers/${link[0]?.id ?? 0}`, { max: 1 });
    assert.equal(read.status, 200, JSON.stringify(read.body));
    const accountNo = async (id: number) => (await t.call('GET', `/api/v1/savingsaccounts/${id}`)).json.accountNo as string;
    assert.deepEqual(read.json, {
      id: link[0]?.id, reversed: false, transferAmount: 120.5, transferDate: [2024, 1, 10], transferDescription: 'rent',
      currency: { code: 'USD', name: 'US Dollar', decimalPlaces: 2, inMultiplesOf: 0, displaySymbol: '$', nameCode: 'currency.USD', displayLabel: 'US Dollar ($)' },
      fromOffice: { id: 1, name: 'Head Office' }, fromClient: { id: alice, displayName: 'Ada Alice', officeId: 1, officeName: 'Head Office' },
      fromAccountType: { id: 2, code: 'accountType.savings', value: 'Savings Account' }, fromAccount: { id: from, accountNo: await accountNo(from) },
      toOffice: { id: 1, name: 'Head Office' }, toClient: { id: bob, displayName: 'Ada Bob', officeId: 1, officeName: 'Head Office' },
      toAccountType: { id: 2, code: 'accountType.savings', value: 'Savings Account' }, toAccount: { id: to, accountNo: await accountNo(to) },
    });
  });

  it('lists transfers paged, filtered by details row, in the requested order', async () => {
    const [from, to] = await funded(300);
    const first = await transfer(transferBody(from, to, { transferAmount: 10 }));
    assert.equal((await transfer(transferBody(from, to, { transferAmount: 20 }))).status, 200);
    const all = await expectStatements(t, 'GET', '/api/v1/accounttransfers?limit=2&orderBy=id&sortOrder=DESC', { max: 1 });
    assert.equal(all.json.totalFilteredRecords, await transferRows());
    const items = all.json.pageItems as Array<{ transferAmount: number }>;
    assert.deepEqual(items.map((i) => i.transferAmount), [20, 10]);
    const one = await t.call('GET', `/api/v1/accounttransfers?accountDetailId=${first.json.resourceId as number}`);
    assert.deepEqual((one.json.pageItems as Array<{ transferAmount: number }>).map((i) => i.transferAmount), [10]);
    assert.equal((await t.call('GET', '/api/v1/accounttransfers?orderBy=nope')).status, 400);
    assert.equal((await t.call('GET', '/api/v1/accounttransfers?accountDetailId=x')).status, 400);
  });

  it('refuses a withdrawal the balance does not cover, and keeps neither leg', async () => {
    const [from, to] = await funded(50);
    const rows = await transferRows();
    const res = await transfer(transferBody(from, to, { transferAmount: 80 }));
    assert.equal(res.status, 403, JSON.stringify(res.body));
    assert.deepEqual(codesOf(res.body), ['error.msg.savingsaccount.transaction.insufficient.account.balance']);
    assert.equal(await balanceOf(from), 50);
    assert.equal(await balanceOf(to), 0);
    assert.equal(await transferRows(), rows);
  });

  it('rolls the withdrawal back when the deposit is refused', async () => {
    const [from, to] = await funded(200);
    assert.equal((await t.call('POST', `/api/v1/savingsaccounts/${to}?command=blockCredit`, { body: {} })).status, 200);
    const res = await transfer(transferBody(from, to));
    assert.equal(res.status, 403, JSON.stringify(res.body));
    assert.deepEqual(codesOf(res.body), ['error.msg.savings.account.credit.transaction.not.allowed']);
    assert.equal(await balanceOf(from), 200);
    const withdrawals = await t.call('GET', `/api/v1/savingsaccounts/${from}?associations=transactions`);
    assert.equal((withdrawals.json.transactions as unknown[]).length, 1);
  });

  it('validates every member at once with Fineract\'s codes', async () => {
    const res = await transfer({ locale: 'en', dateFormat: 'dd MMMM yyyy', fromAccountType: 3, transferAmount: -1 });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.body).sort(), [
      'validation.msg.accounttransfer.fromAccountId.cannot.be.blank',
      'validation.msg.accounttransfer.fromAccountType.is.not.one.of.expected.enumerations',
      'validation.msg.accounttransfer.fromClientId.cannot.be.blank',
      'validation.msg.accounttransfer.fromOfficeId.cannot.be.blank',
      'validation.msg.accounttransfer.toAccountId.cannot.be.blank',
      'validation.msg.accounttransfer.toAccountType.cannot.be.blank',
      'validation.msg.accounttransfer.toClientId.cannot.be.blank',
      'validation.msg.accounttransfer.toOfficeId.cannot.be.blank',
      'validation.msg.accounttransfer.transferAmount.not.greater.than.zero',
      'validation.msg.accounttransfer.transferDate.cannot.be.blank',
      'validation.msg.accounttransfer.transferDescription.cannot.be.blank',
    ]);
    const unknown = await transfer({ ...transferBody(1, 2), paymentTypeId: 1 });
    assert.equal(unknown.status, 400);
    assert.deepEqual(codesOf(unknown.body), ['error.msg.parameter.unsupported']);
  });

  it('refuses a loan-to-loan transfer, and a transfer from or to an unknown loan moves nothing', async () => {
    const [from, to] = await funded(100);
    const loanToLoan = await transfer(transferBody(from, to, { fromAccountType: 1, toAccountType: 1 }));
    assert.equal(loanToLoan.status, 400);
    assert.deepEqual(codesOf(loanToLoan.body), ['error.msg.accounttransfer.loan.account.not.supported']);
    assert.equal((loanToLoan.json.errors as Array<{ parameterName: string }>)[0]?.parameterName, 'toAccountType');
    const fromLoan = await transfer(transferBody(999999, to, { fromAccountType: 1 }));
    assert.equal(fromLoan.status, 404);
    assert.deepEqual(codesOf(fromLoan.body), ['error.msg.loan.id.invalid']);
    const toLoan = await transfer(transferBody(from, 999999, { toAccountType: 1 }));
    assert.equal(toLoan.status, 404);
    assert.deepEqual(codesOf(toLoan.body), ['error.msg.loan.id.invalid']);
    assert.equal(await balanceOf(from), 100);
  });

  it('refuses the same account, an unknown account, other holders and another currency', async () => {
    const [from, to] = await funded(100);
    assert.deepEqual(codesOf((await transfer(transferBody(from, from, { toClientId: alice }))).body), ['validation.msg.accounttransfer.toAccountId.same.as.fromAccountId']);
    const missing = await transfer(transferBody(from, 999999));
    assert.equal(missing.status, 404);
    assert.deepEqual(codesOf(missing.body), ['error.msg.saving.account.id.invalid']);
    const wrongClient = await transfer(transferBody(from, to, { fromClientId: bob }));
    assert.equal(wrongClient.status, 400);
    assert.deepEqual(codesOf(wrongClient.body), ['validation.msg.accounttransfer.fromClientId.does.not.match.account']);
    const wrongOffice = await transfer(transferBody(from, to, { toOfficeId: 99 }));
    assert.deepEqual(codesOf(wrongOffice.body), ['validation.msg.accounttransfer.toOfficeId.does.not.match.account']);
    const euros = await activeSavings(t, bob, await createSavingsProduct(t, { currencyCode: 'EUR' }));
    const other = await transfer(transferBody(from, euros));
    assert.equal(other.status, 403);
    assert.deepEqual(codesOf(other.body), ['error.msg.accounttransfer.different.currencies']);
    assert.equal(await balanceOf(from), 100);
  });

  it('answers 404 for an unknown transfer and checks the permissions', async () => {
    const missing = await t.call('GET', '/api/v1/accounttransfers/987654');
    assert.equal(missing.status, 404);
    assert.deepEqual(codesOf(missing.body), ['error.msg.accounttransfer.id.invalid']);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'transfer-reader', ['READ_ACCOUNTTRANSFER']);
    assert.equal((await t.call('GET', '/api/v1/accounttransfers', { auth: reader })).status, 200);
    const refused = await t.call('POST', '/api/v1/accounttransfers', { auth: reader, body: transferBody(1, 2) });
    assert.equal(refused.status, 403);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'transfer-nobody', []);
    assert.equal((await t.call('GET', '/api/v1/accounttransfers/template', { auth: nobody })).status, 403);
  });

  it('offers the next choices in the template', async () => {
    const [from, to] = await funded(10);
    const empty = await expectStatements(t, 'GET', '/api/v1/accounttransfers/template', { max: 3 });
    assert.equal(empty.status, 200, JSON.stringify(empty.body));
    assert.deepEqual((empty.json.fromAccountTypeOptions as Array<{ id: number }>).map((o) => o.id), [2, 1]);
    assert.deepEqual(empty.json.transferDate, [2024, 2, 1]);
    const chosen = await expectStatements(t, 'GET', `/api/v1/accounttransfers/template?fromAccountId=${from}&fromAccountType=2&toClientId=${bob}&toAccountType=2`, { max: 10 });
    assert.equal(chosen.status, 200, JSON.stringify(chosen.body));
    assert.equal((chosen.json.fromClient as { id: number }).id, alice);
    assert.equal((chosen.json.fromAccount as { id: number }).id, from);
    assert.ok((chosen.json.fromClientOptions as Array<{ id: number }>).some((c) => c.id === bob));
    assert.ok((chosen.json.toAccountOptions as Array<{ id: number }>).some((a) => a.id === to));
    assert.deepEqual((chosen.json.toAccountTypeOptions as Array<{ id: number }>).map((o) => o.id), [1, 2]);
    assert.equal((await t.call('GET', '/api/v1/accounttransfers/template?fromClientId=abc')).status, 400);
  });

  it('posts both legs against the liability-transfer account under the cash rule, as Fineract', async () => {
    const gl = async (type: 1 | 2 | 3 | 4 | 5, name: string) => createGlAccount(t, type, name);
    const control = await gl(2, 'Savings control');
    const cashProduct = await createSavingsProduct(t, {
      accountingRule: 2, savingsReferenceAccountId: await gl(1, 'Savings reference'), savingsControlAccountId: control,
      overdraftPortfolioControlId: await gl(1, 'Overdraft'), interestOnSavingsAccountId: await gl(5, 'Interest'),
      incomeFromFeeAccountId: await gl(4, 'Fees'), incomeFromPenaltyAccountId: await gl(4, 'Penalties'),
      transfersInSuspenseAccountId: await gl(2, 'Suspense'), incomeFromInterestId: await gl(4, 'Overdraft interest'), writeOffAccountId: await gl(5, 'Write-off'),
    });
    const from = await activeSavings(t, alice, cashProduct);
    const to = await activeSavings(t, bob, cashProduct);
    assert.equal((await savingsTransaction(t, from, 'deposit', '05 January 2024', 300)).status, 200);
    const unmapped = await transfer(transferBody(from, to));
    assert.equal(unmapped.status, 404, 'no account is mapped to the liability-transfer activity');
    assert.deepEqual(codesOf(unmapped.body), ['error.msg.financialActivityAccount.not.found']);
    assert.equal(await balanceOf(to), 0, 'nothing of the refused transfer is kept');

    const liability = await gl(2, 'Liability transfer');
    await mapFinancialActivity(t, 200, liability);
    const res = await transfer(transferBody(from, to, { transferAmount: 80 }));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const legs = (
      await sql<{ w: number; d: number }>`select from_savings_transaction_id as w, to_savings_transaction_id as d from m_account_transfer_transaction
        where account_transfer_details_id = ${res.json.resourceId}`.execute(t.tenant.database.db)
    ).rows[0];
    const lines = async (savingsTransactionId: number | undefined) => {
      const page = (await t.call('GET', `/api/v1/journalentries?transactionId=S${savingsTransactionId ?? 0}&orderBy=id`)).json;
      return (page.pageItems as Array<{ glAccountId: number; entryType: { value: string }; amount: number }>).map((l) => [l.glAccountId, l.entryType.value, l.amount]).sort();
    };
    assert.deepEqual(await lines(legs?.w), [[control, 'DEBIT', 80], [liability, 'CREDIT', 80]].sort());
    assert.deepEqual(await lines(legs?.d), [[control, 'CREDIT', 80], [liability, 'DEBIT', 80]].sort());
  });

  /**
   * Fineract's AccountTransferTest.testFromLoanToSavingsAccountTransfer: 15,000 moved from savings to a loan of 12,000
   * (no interest here) overpays it by 3,000, which goes to another client's savings account; the liability-transfer
   * account is credited on the loan side. Runs after the test above has mapped that account.
   */
  it('moves an overpaid loan\'s overpayment to a savings account, as a refund (16) of the loan and a deposit', async () => {
    const db = tenantTables(t.tenant.database.db);
    const gl = async (type: 1 | 2 | 3 | 4 | 5, name: string) => createGlAccount(t, type, name);
    const [overpayment, fund] = [await gl(2, 'Loan overpayment'), await gl(1, 'Loan fund')];
    const loanProduct = await createLoanProduct(t, {
      name: 'Overpaid to savings', shortName: 'OPS', principal: 12000, numberOfRepayments: 4, interestRatePerPeriod: 0, accountingRule: 2,
      fundSourceAccountId: fund, loanPortfolioAccountId: await gl(1, 'Loan portfolio'), interestOnLoanAccountId: await gl(4, 'Loan interest'),
      incomeFromFeeAccountId: await gl(4, 'Loan fees'), incomeFromPenaltyAccountId: await gl(4, 'Loan penalties'), incomeFromRecoveryAccountId: await gl(4, 'Loan recovery'),
      writeOffAccountId: await gl(5, 'Loan write-off'), transfersInSuspenseAccountId: await gl(1, 'Loan suspense'), overpaymentLiabilityAccountId: overpayment,
    });
    const submitted = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId: alice, productId: loanProduct, loanType: 'individual', principal: 12000, loanTermFrequency: 4, loanTermFrequencyType: 2, numberOfRepayments: 4, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', ...DATES,
      },
    });
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
    const loanId = submitted.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '12 January 2024', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '15 January 2024', ...DATES } })).status, 200);
    const [savings, bobs] = await funded(15000);
    const loanBody = (overrides: Record<string, unknown>) => transferBody(loanId, bobs, { fromAccountType: 1, transferAmount: 3000, transferDate: '25 January 2024', ...overrides });
    const notYet = await transfer(loanBody({}));
    assert.deepEqual([notYet.status, ...codesOf(notYet.body)], [403, 'error.msg.loan.transaction.is.not.a.overpaid.loan']);
    const repaid = await transfer(transferBody(savings, loanId, { toAccountType: 1, toClientId: alice, transferAmount: 15000, transferDate: '20 January 2024' }));
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    const loanRow = () => db.selectFrom('m_loan').select(['loan_status_id', 'total_overpaid_derived', 'closedon_date']).where('id', '=', loanId).executeTakeFirstOrThrow();
    assert.deepEqual(Object.values(await loanRow()).map(String), ['700', '3000.000000', 'null']);

    const template = await expectStatements(t, 'GET', `/api/v1/accounttransfers/template?fromAccountType=1&fromAccountId=${loanId}`, { max: 8 });
    assert.equal(template.status, 200, JSON.stringify(template.body));
    assert.deepEqual([template.json.transferAmount, (template.json.fromAccount as { amtForTransfer: number }).amtForTransfer], [3000, 3000]);
    assert.deepEqual((template.json.toAccountTypeOptions as Array<{ id: number }>).map((o) => o.id), [2]);

    const refusals: [Record<string, unknown>, number, string][] = [
      [{ transferAmount: 3000.01 }, 403, 'error.msg.loan.transaction.is.exceeding.overpaid.amount'],
      [{ transferDate: '19 January 2024' }, 403, 'error.msg.loan.transaction.is.not.after.repayment.date'],
      [{ fromClientId: bob }, 400, 'validation.msg.accounttransfer.fromClientId.does.not.match.account'],
    ];
    for (const [overrides, status, code] of refusals) {
      const res = await transfer(loanBody(overrides));
      assert.deepEqual([res.status, ...codesOf(res.body)], [status, code], JSON.stringify(overrides));
    }
    assert.equal(await balanceOf(bobs), 0, 'a refused transfer keeps nothing');

    // The deposit raises SavingsDepositBusinessEvent as every deposit of Fineract's savings service (one INSERT more).
    assert.equal((await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: { SavingsDepositBusinessEvent: true } } })).status, 200);
    const moved = await expectStatements(t, 'POST', '/api/v1/accounttransfers', { max: 28, body: loanBody({}) });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    const deposits = await db.selectFrom('m_external_event').select(['type', 'aggregate_root_id']).where('type', '=', 'SavingsDepositBusinessEvent').execute();
    assert.deepEqual(deposits, [{ type: 'SavingsDepositBusinessEvent', aggregate_root_id: bobs }]);
    assert.deepEqual(Object.keys(moved.json).sort(), ['loanId', 'resourceId']);
    assert.equal(moved.json.loanId, loanId);
    assert.equal(await balanceOf(bobs), 3000);
    assert.deepEqual(Object.values(await loanRow()).map(String), ['600', '0.000000', '2024-01-25']);
    const link = await db.selectFrom('m_account_transfer_transaction as tt').innerJoin('m_account_transfer_details as d', 'd.id', 'tt.account_transfer_details_id')
      .innerJoin('m_loan_transaction as lt', 'lt.id', 'tt.from_loan_transaction_id')
      .select(['d.from_loan_account_id', 'd.to_savings_account_id', 'd.transfer_type', 'lt.id', 'lt.transaction_type_enum', 'lt.amount', 'tt.to_savings_transaction_id'])
      .where('d.id', '=', moved.json.resourceId as number).executeTakeFirstOrThrow();
    assert.deepEqual([link.from_loan_account_id, link.to_savings_account_id, link.transfer_type, link.transaction_type_enum, Number(link.amount)], [loanId, bobs, 1, 16, 3000]);
    const liability = (await db.selectFrom('acc_gl_financial_activity_account').select('gl_account_id').where('financial_activity_type', '=', 200).executeTakeFirstOrThrow()).gl_account_id;
    const entries = await db.selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', '=', `L${link.id}`).orderBy('id').execute();
    assert.deepEqual(entries.map((e) => [e.account_id, e.type_enum, Number(e.amount)]), [[overpayment, DEBIT, 3000], [liability, CREDIT, 3000]]);
    const read = await t.call('GET', `/api/v1/loans/${loanId}/transactions/${link.id}`);
    assert.deepEqual([(read.json.type as { id: number }).id, read.json.amount], [16, 3000]);
    const again = await transfer(loanBody({ transferAmount: 1 }));
    assert.deepEqual([again.status, ...codesOf(again.body)], [403, 'error.msg.loan.transaction.is.not.a.overpaid.loan']);
  });
});
