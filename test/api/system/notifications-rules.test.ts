import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { activeClient, activeSavings, createSavingsProduct, DATES, savingsCommand, savingsTransaction } from '../../support/savings.ts';
import { createShareProduct, shareAccountCommand, submitShareAccount } from '../../support/shares.ts';
import { measureStatements, type StatementMeasurement } from '../../support/statement-count.ts';
import { createTestApp, type Credentials, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

const ADMIN_ID = 1;

interface Seen {
  readonly objectType: string;
  readonly objectId: number;
  readonly action: string;
  readonly content: string;
  readonly actorId: number;
}

/**
 * One test per notification rule not covered by notifications-from-events.test.ts: the command that raises
 * the business event, who is told (the holder of the rule's permission, not a user without it), Fineract's
 * object type, action and text, and the one statement the notification costs. The deposit-account rules
 * (FixedDepositAccountCreate, RecurringDepositAccountCreate) wait for those accounts' commands.
 */
describe('notification rules', () => {
  let t: TestApp;
  let bystander: Credentials;
  let superUser: Credentials;
  let clientId: number;
  let seq = 0;

  /** A user of the head office holding only `permission`. */
  const holderOf = async (permission: string): Promise<Credentials> => {
    seq += 1;
    return createUserWithPermissions(t.tenant.database.db, `nr-${seq}`, [permission]);
  };

  /** The user's notifications about one object, oldest first. */
  async function about(user: Credentials, objectType: string, objectId: number): Promise<Seen[]> {
    const res = await t.call('GET', '/api/v1/notifications?isRead=true&orderBy=id&sortOrder=ASC&limit=1000', { auth: user });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return (res.json.pageItems as (Seen & Record<string, unknown>)[])
      .filter((n) => n.objectType === objectType && n.objectId === objectId)
      .map(({ objectType: type, objectId: id, action, content, actorId }) => ({ objectType: type, objectId: id, action, content, actorId }));
  }

  /** Runs the command, measuring it; answers the measurement after checking it succeeded and notified in one statement. */
  async function notifying(method: 'POST' | 'PUT', url: string, body: Record<string, unknown>): Promise<StatementMeasurement> {
    const m = await measureStatements(t, method, url, { body });
    assert.equal(m.response.status, 200, JSON.stringify(m.response.body));
    assert.equal(m.statements.filter((s) => /notification_/.test(s.sql)).length, 1, `${url}: the notification costs one statement`);
    return m;
  }

  /** Checks that the holder of the rule's permission was told exactly this, and the bystander nothing. */
  async function told(holder: Credentials, expected: Omit<Seen, 'actorId'>): Promise<void> {
    assert.deepEqual(await about(holder, expected.objectType, expected.objectId), [{ ...expected, actorId: ADMIN_ID }]);
    assert.deepEqual(await about(bystander, expected.objectType, expected.objectId), [], 'a user without the permission is not told');
  }

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2024-03-01', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    bystander = await holderOf('READ_CLIENT');
    superUser = await holderOf('ALL_FUNCTIONS');
    clientId = await activeClient(t, 'Ruled');
  });
  after(async () => t.close());

  it('GroupsCreateBusinessEvent: a new group, to who may activate groups', async () => {
    const holder = await holderOf('ACTIVATE_GROUP');
    const m = await notifying('POST', '/api/v1/groups', { officeId: 1, name: 'Ruled group', active: false });
    await told(holder, { objectType: 'group', objectId: m.response.json.groupId as number, action: 'created', content: 'New group created' });
  });

  it('CentersCreateBusinessEvent: a new center, to who may activate centers', async () => {
    const holder = await holderOf('ACTIVATE_CENTER');
    const m = await notifying('POST', '/api/v1/centers', { officeId: 1, name: 'Ruled center', active: false });
    await told(holder, { objectType: 'center', objectId: m.response.json.groupId as number, action: 'created', content: 'New center created' });
  });

  describe('savings', () => {
    let productId: number;
    before(async () => {
      productId = await createSavingsProduct(t);
    });

    it('SavingsPostInterestBusinessEvent: interest posted, to who may read savings accounts', async () => {
      const holder = await holderOf('READ_SAVINGSACCOUNT');
      const accountId = await activeSavings(t, clientId, productId);
      assert.equal((await savingsTransaction(t, accountId, 'deposit', '05 January 2024', 1000)).status, 200);
      await notifying('POST', `/api/v1/savingsaccounts/${accountId}?command=postInterest`, {});
      assert.deepEqual((await about(holder, 'savingsAccount', accountId)).map((n) => [n.action, n.content, n.actorId]), [
        ['depositMade', 'Deposit made', ADMIN_ID],
        ['interestPosted', 'Interest posted to account', ADMIN_ID],
      ]);
      assert.deepEqual(await about(bystander, 'savingsAccount', accountId), []);
    });

    it('SavingsCloseBusinessEvent: a closed account, in Fineract’s words, to who may read savings accounts', async () => {
      const holder = await holderOf('READ_SAVINGSACCOUNT');
      const accountId = await activeSavings(t, clientId, productId);
      await notifying('POST', `/api/v1/savingsaccounts/${accountId}?command=close`, { closedOnDate: '10 January 2024', ...DATES });
      const seen = await about(holder, 'savingsAccount', accountId);
      assert.deepEqual(seen.filter((n) => n.action === 'closed'), [{ objectType: 'savingsAccount', objectId: accountId, action: 'closed', content: 'Savings has gone into dormant', actorId: ADMIN_ID }]);
      assert.deepEqual(await about(bystander, 'savingsAccount', accountId), []);
      assert.equal((await savingsCommand(t, accountId, 'close', { closedOnDate: '10 January 2024', ...DATES })).status, 400, 'a refused close tells no one');
      assert.equal((await about(holder, 'savingsAccount', accountId)).length, seen.length);
    });
  });

  describe('shares', () => {
    let productId: number;
    let savingsAccountId: number;
    before(async () => {
      productId = await createShareProduct(t);
      savingsAccountId = await activeSavings(t, clientId, await createSavingsProduct(t));
    });

    it('ShareAccountCreateBusinessEvent and ShareAccountApproveBusinessEvent: to who may approve, then who may activate', async () => {
      const approver = await holderOf('APPROVE_SHAREACCOUNT');
      const activator = await holderOf('ACTIVATE_SHAREACCOUNT');
      const created = await notifying('POST', '/api/v1/accounts/share', {
        clientId, productId, savingsAccountId, requestedShares: 25, submittedDate: '05 January 2024', applicationDate: '05 January 2024', ...DATES,
      });
      const accountId = created.response.json.resourceId as number;
      await told(approver, { objectType: 'shareAccount', objectId: accountId, action: 'created', content: 'New share account created' });
      assert.deepEqual(await about(activator, 'shareAccount', accountId), []);
      await notifying('POST', `/api/v1/accounts/share/${accountId}?command=approve`, { approvedDate: '06 January 2024', ...DATES });
      await told(activator, { objectType: 'shareAccount', objectId: accountId, action: 'approved', content: 'Share account approved' });
      assert.equal((await about(approver, 'shareAccount', accountId)).length, 1, 'the approver hears of the application only');
    });

    it('ShareProductDividentsCreateBusinessEvent: a declared dividend, to who may read dividends in the acting user’s office', async () => {
      const holder = await holderOf('READ_DIVIDEND_SHAREPRODUCT');
      const accountId = await submitShareAccount(t, { clientId, productId, savingsAccountId });
      assert.equal((await shareAccountCommand(t, accountId, 'approve', { approvedDate: '06 January 2024' })).status, 200);
      assert.equal((await shareAccountCommand(t, accountId, 'activate', { activatedDate: '07 January 2024' })).status, 200);
      await notifying('POST', `/api/v1/shareproduct/${productId}/dividend`, { dividendPeriodStartDate: '2024-01-01', dividendPeriodEndDate: '2024-12-31', dividendAmount: 100, dateFormat: 'yyyy-MM-dd', locale: 'en' });
      await told(holder, { objectType: 'shareProduct', objectId: productId, action: 'dividendPosted', content: 'Dividend posted to account' });
    });
  });

  describe('loans', () => {
    let productId: number;
    const transact = (loanId: number, command: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}/transactions?command=${command}`, { body: { ...DATES, ...body } });
    /** A flat loan of 1,000 over 3 months at 1 % a month (1,030 to repay), disbursed on 1 February 2024. */
    const activeLoan = async (inArrearsTolerance?: number): Promise<number> => {
      const res = await t.call('POST', '/api/v1/loans', {
        body: {
          clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1,
          repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
          transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 February 2024', submittedOnDate: '01 February 2024',
          ...(inArrearsTolerance === undefined ? {} : { inArrearsTolerance }), ...DATES,
        },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const loanId = res.json.loanId as number;
      assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 February 2024', ...DATES } })).status, 200);
      assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 February 2024', ...DATES } })).status, 200);
      return loanId;
    };
    before(async () => {
      productId = await createLoanProduct(t, { principal: 1000, numberOfRepayments: 3, interestType: 1 });
    });

    it('LoanCloseBusinessEvent: a loan closed within its arrears tolerance, to who may read loans', async () => {
      const holder = await holderOf('READ_LOAN');
      const loanId = await activeLoan(1);
      assert.equal((await transact(loanId, 'repayment', { transactionDate: '10 February 2024', transactionAmount: 1029.5 })).status, 200);
      await notifying('POST', `/api/v1/loans/${loanId}/transactions?command=close`, { transactionDate: '20 February 2024', ...DATES });
      const seen = (await about(holder, 'loan', loanId)).filter((n) => n.action !== 'repaymentMade');
      assert.deepEqual(seen, [{ objectType: 'loan', objectId: loanId, action: 'loanClosed', content: 'Loan closed', actorId: ADMIN_ID }]);
      assert.deepEqual(await about(bystander, 'loan', loanId), []);
    });

    it('LoanCloseAsRescheduleBusinessEvent: to the holders of Fineract’s “READ_Rescheduled Loans” report permission', async () => {
      const holder = await holderOf('READ_Rescheduled Loans');
      const reader = await holderOf('READ_LOAN');
      const loanId = await activeLoan();
      await notifying('POST', `/api/v1/loans/${loanId}/transactions?command=close-rescheduled`, { transactionDate: '20 February 2024', ...DATES });
      await told(holder, { objectType: 'loan', objectId: loanId, action: 'loanRescheduled', content: 'Loan has been rescheduled' });
      assert.deepEqual(await about(reader, 'loan', loanId), [], 'READ_LOAN is not the permission of this rule');
    });

    it('LoanChargebackTransactionBusinessEvent: about the chargeback transaction, to ALL_FUNCTIONS only (Fineract’s LOAN_CHARGEBACK is no seeded permission)', async () => {
      const charger = await holderOf('CHARGEBACK_LOAN');
      const loanId = await activeLoan();
      const repayment = await transact(loanId, 'repayment', { transactionDate: '10 February 2024', transactionAmount: 100 });
      assert.equal(repayment.status, 200, JSON.stringify(repayment.body));
      const m = await notifying('POST', `/api/v1/loans/${loanId}/transactions/${repayment.json.resourceId as number}?command=chargeback`, { transactionAmount: 50, paymentTypeId: 1, locale: 'en' });
      const chargebackId = m.response.json.resourceId as number;
      assert.deepEqual(await about(superUser, 'loanTransaction', chargebackId), [
        { objectType: 'loanTransaction', objectId: chargebackId, action: 'loanTransactionChargeback', content: 'Loan Transaction has been chargeback', actorId: ADMIN_ID },
      ]);
      assert.deepEqual(await about(charger, 'loanTransaction', chargebackId), []);
      assert.deepEqual(await about(bystander, 'loanTransaction', chargebackId), []);
    });
  });
});
