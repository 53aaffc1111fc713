import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const USD = { code: 'USD', name: 'US Dollar', decimalPlaces: 2, displaySymbol: '$', nameCode: 'currency.USD', displayLabel: 'US Dollar ($)' };
const SPECIFIED_DUE_DATE = { id: 2, code: 'chargeTimeType.specifiedDueDate', value: 'Specified due date' };
const FLAT = { id: 1, code: 'chargeCalculationType.flat', value: 'Flat' };
const PAY = { id: 1, code: 'clientTransactionType.payCharge', value: 'PAY_CHARGE' };
const WAIVE = { id: 2, code: 'clientTransactionType.waiveCharge', value: 'WAIVE_CHARGE' };
const clientFee = { amount: 10, currencyCode: 'USD', chargeAppliesTo: 3, chargeTimeType: 2, chargeCalculationType: 1, active: true, locale: 'en' };

describe('client charges and client transactions', () => {
  let t: TestApp;
  let branch: number;
  let client: number;
  let membership: number;
  let penalty: number;
  let inactiveFee: number;
  let loanFee: number;
  let counter = 0;

  async function ok(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<Record<string, unknown>> {
    const res = await t.call(method, url, body === undefined ? {} : { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  }
  const newCharge = async (body: Record<string, unknown>): Promise<number> => (await ok('POST', '/api/v1/charges', { ...clientFee, name: `Fee ${++counter}`, ...body })).resourceId as number;
  const newClient = async (body: Record<string, unknown> = {}): Promise<number> =>
    (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: branch, firstname: 'Cleo', lastname: `Client ${++counter}`, active: true, activationDate: '01 March 2024', ...body })).clientId as number;
  const apply = (clientId: number, body: Record<string, unknown>) => t.call('POST', `/api/v1/clients/${clientId}/charges`, { body: { ...dated, ...body } });
  const applyId = async (clientId: number, body: Record<string, unknown>): Promise<number> => {
    const res = await apply(clientId, { chargeId: membership, amount: 50, dueDate: '01 June 2024', ...body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const command = (clientId: number, chargeId: number, name: string, body: Record<string, unknown> = {}) =>
    t.call('POST', `/api/v1/clients/${clientId}/charges/${chargeId}?command=${name}`, { body });
  const pay = (clientId: number, chargeId: number, body: Record<string, unknown>) => command(clientId, chargeId, 'paycharge', { ...dated, transactionDate: '10 June 2024', ...body });
  const charge = async (clientId: number, chargeId: number): Promise<Record<string, unknown>> => (await t.call('GET', `/api/v1/clients/${clientId}/charges/${chargeId}`)).json;
  const undo = (clientId: number, transactionId: number | string) => t.call('POST', `/api/v1/clients/${clientId}/transactions/${transactionId}?command=undo`, { body: {} });

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '2024-06-15', dateFormat: 'yyyy-MM-dd', locale: 'en' });
    branch = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Charge Branch', parentId: 1, openingDate: '01 January 2020' })).resourceId as number;
    client = await newClient();
    membership = await newCharge({ name: 'Membership fee', amount: 25 });
    penalty = await newCharge({ name: 'Late penalty', penalty: true });
    inactiveFee = await newCharge({ name: 'Old fee', active: false });
    loanFee = await newCharge({ name: 'Loan fee', chargeAppliesTo: 1, chargeTimeType: 1, chargePaymentMode: 0 });
  });
  after(async () => t.close());

  it('offers the active charges that apply to clients as the template', async () => {
    const res = await t.call('GET', `/api/v1/clients/${client}/charges/template`);
    assert.equal(res.status, 200);
    assert.equal(res.json.penalty, false);
    const options = res.json.chargeOptions as { id: number; name: string; chargeAppliesTo: { id: number }; currency: unknown }[];
    assert.deepEqual(options.map((o) => o.name), ['Late penalty', 'Membership fee']);
    assert.deepEqual(options[1]?.currency, USD);
  });

  it('applies a charge, rounding the amount to the currency, and reads it back as Fineract ClientChargeData', async () => {
    const res = await apply(client, { chargeId: membership, amount: 33.335, dueDate: '01 June 2024' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { officeId: branch, clientId: client, resourceId: id });
    assert.deepEqual(await charge(client, id), {
      id, clientId: client, chargeId: membership, name: 'Membership fee', chargeTimeType: SPECIFIED_DUE_DATE, dueDate: [2024, 6, 1],
      chargeCalculationType: FLAT, currency: USD, amount: 33.34, amountPaid: 0, amountWaived: 0, amountWrittenOff: 0, amountOutstanding: 33.34,
      penalty: false, isActive: true, isPaid: false, isWaived: false,
    });
    const page = (await t.call('GET', `/api/v1/clients/${client}/charges`)).json;
    assert.equal(page.totalFilteredRecords, 1);
    assert.deepEqual((page.pageItems as { id: number }[]).map((c) => c.id), [id]);
  });

  it('refuses missing, malformed and unknown members with Fineract codes', async () => {
    const empty = await t.call('POST', `/api/v1/clients/${client}/charges`, { body: {} });
    assert.equal(empty.status, 400);
    assert.deepEqual(codesOf(empty.json), ['validation.msg.CLIENTCHARGE.chargeId.cannot.be.blank', 'validation.msg.CLIENTCHARGE.amount.cannot.be.blank', 'validation.msg.CLIENTCHARGE.dueDate.cannot.be.blank']);
    assert.deepEqual(codesOf((await apply(client, { chargeId: membership, amount: 0, dueDate: '01 June 2024' })).json), ['validation.msg.CLIENTCHARGE.amount.not.greater.than.zero']);
    assert.deepEqual(codesOf((await apply(client, { chargeId: membership, amount: 0.001, dueDate: '01 June 2024' })).json), ['validation.msg.CLIENTCHARGE.amount.not.greater.than.zero']);
    assert.deepEqual(codesOf((await t.call('POST', `/api/v1/clients/${client}/charges`, { body: { chargeId: membership, amount: 5, dueDate: '01 June 2024' } })).json), ['validation.msg.missing.dateFormat.parameter']);
    assert.deepEqual(codesOf((await apply(client, { chargeId: membership, amount: 5, dueDate: '01 June 2024', name: 'x' })).json), ['error.msg.parameter.unsupported']);
  });

  it('refuses unknown, inactive and non-client charges, and clients that are not active', async () => {
    const unknown = await apply(client, { chargeId: 9999, amount: 5, dueDate: '01 June 2024' });
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown.json), ['error.msg.charge.id.invalid']);
    const inactive = await apply(client, { chargeId: inactiveFee, amount: 5, dueDate: '01 June 2024' });
    assert.equal(inactive.status, 403);
    assert.deepEqual(codesOf(inactive.json), ['error.msg.charge.is.not.active']);
    assert.deepEqual(codesOf((await apply(client, { chargeId: loanFee, amount: 5, dueDate: '01 June 2024' })).json), ['error.msg.charge.cannot.be.applied.toclient']);
    const pending = (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: branch, firstname: 'Pia', lastname: 'Pending' })).clientId as number;
    const notActive = await apply(pending, { chargeId: membership, amount: 5, dueDate: '01 June 2024' });
    assert.equal(notActive.status, 403);
    assert.deepEqual(codesOf(notActive.json), ['error.msg.client.not.active.exception']);
    assert.deepEqual(codesOf((await apply(9999, { chargeId: membership, amount: 5, dueDate: '01 June 2024' })).json), ['error.msg.client.id.invalid']);
  });

  it('refuses a due date before the activation, on a holiday or on a non-working day', async () => {
    const before = await apply(client, { chargeId: membership, amount: 5, dueDate: '29 February 2024' });
    assert.equal(before.status, 400);
    assert.deepEqual(codesOf(before.json), ['validation.msg.CLIENTCHARGE.dueDate.before.activationDate']);
    assert.equal((before.json.errors as Item[])[0]?.parameterName, 'dueDate');
    const holiday = (await ok('POST', '/api/v1/holidays', { ...dated, name: 'Founders day', fromDate: '01 July 2024', toDate: '02 July 2024', reschedulingType: 2, repaymentsRescheduledTo: '03 July 2024', offices: [{ officeId: branch }] })).resourceId as number;
    await ok('POST', `/api/v1/holidays/${holiday}?command=activate`, {});
    assert.deepEqual(codesOf((await apply(client, { chargeId: membership, amount: 5, dueDate: '02 July 2024' })).json), ['validation.msg.CLIENTCHARGE.charge.due.date.is.on.holiday']);
    await ok('PUT', '/api/v1/configurations/name/allow-transactions-on-holiday', { enabled: true });
    try {
      await applyId(client, { dueDate: '02 July 2024', amount: 5 });
    } finally {
      await ok('PUT', '/api/v1/configurations/name/allow-transactions-on-holiday', { enabled: false });
    }
    await ok('PUT', '/api/v1/workingdays', { recurrence: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR', repaymentRescheduleType: 2, locale: 'en' });
    try {
      assert.deepEqual(codesOf((await apply(client, { chargeId: membership, amount: 5, dueDate: '07 July 2024' })).json), ['validation.msg.CLIENTCHARGE.charge.due.date.is.a.non.workingday']);
      assert.deepEqual(codesOf((await pay(client, await applyId(client, { dueDate: '03 June 2024' }), { amount: 1, transactionDate: '09 June 2024' })).json), ['validation.msg.CLIENTCHARGE.transaction.not.allowed.transaction.date.is.a.non.workingday']);
    } finally {
      await ok('PUT', '/api/v1/workingdays', { recurrence: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR,SA,SU', repaymentRescheduleType: 2, locale: 'en' });
    }
  });

  it('pays in parts with payment details and lists the transactions', async () => {
    const cash = (await ok('POST', '/api/v1/paymenttypes', { name: 'Cash desk' })).resourceId as number;
    const payer = await newClient();
    const id = await applyId(payer, {});
    const res = await pay(payer, id, { amount: 20, paymentTypeId: cash, receiptNumber: 'R-1', accountNumber: 'A-1', externalId: 'EXT-1' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const transactionId = res.json.subResourceId as number;
    assert.deepEqual(res.body, { officeId: branch, clientId: payer, resourceId: id, subResourceId: transactionId, transactionId: String(transactionId) });
    const after = await charge(payer, id);
    assert.deepEqual([after.amountPaid, after.amountOutstanding, after.isPaid], [20, 30, false]);
    const transaction = (await t.call('GET', `/api/v1/clients/${payer}/transactions/${transactionId}`)).body;
    assert.deepEqual(transaction, {
      id: transactionId, officeId: branch, officeName: 'Charge Branch', type: PAY, date: [2024, 6, 10], currency: USD,
      paymentDetailData: { id: (transaction as { paymentDetailData: { id: number } }).paymentDetailData.id, paymentType: { id: cash, name: 'Cash desk' }, accountNumber: 'A-1', receiptNumber: 'R-1' },
      amount: 20, externalId: 'EXT-1', submittedOnDate: [2024, 6, 15], reversed: false,
    });
    const second = (await pay(payer, id, { amount: 30, transactionDate: '12 June 2024' })).json.subResourceId as number;
    const paid = await charge(payer, id);
    assert.deepEqual([paid.amountPaid, paid.amountOutstanding, paid.isPaid], [50, 0, true]);
    const list = (await t.call('GET', `/api/v1/clients/${payer}/transactions`)).json;
    assert.equal(list.totalFilteredRecords, 2);
    assert.deepEqual((list.pageItems as { id: number }[]).map((x) => x.id), [second, transactionId]);
    const paged = (await t.call('GET', `/api/v1/clients/${payer}/transactions?offset=1&limit=1`)).json;
    assert.deepEqual([paged.totalFilteredRecords, (paged.pageItems as { id: number }[]).map((x) => x.id)], [2, [transactionId]]);
    const withTransactions = await t.call('GET', `/api/v1/clients/${payer}/charges/${id}?associations=transactions`);
    assert.deepEqual((withTransactions.json.clientTransactionDatas as { id: number }[]).map((x) => x.id), [second, transactionId]);
    // The payment type is now in use.
    const deleteType = await t.call('DELETE', `/api/v1/paymenttypes/${cash}`);
    assert.equal(deleteType.status, 403);
    assert.deepEqual(codesOf(deleteType.json), ['error.msg.payment.type.association.exist']);
  });

  it('refuses payments that break Fineract\'s rules', async () => {
    const payer = await newClient();
    const id = await applyId(payer, { amount: 40 });
    const rule = async (body: Record<string, unknown>, code: string) => {
      const res = await pay(payer, id, body);
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.deepEqual(codesOf(res.json), [code]);
    };
    await rule({ amount: 40.01 }, 'validation.msg.CLIENTCHARGE.transaction.invalid.charge.amount.paid.in.access');
    await rule({ amount: 1, transactionDate: '29 February 2024' }, 'validation.msg.CLIENTCHARGE.transaction.before.activationDate');
    await rule({ amount: 1, transactionDate: '16 June 2024' }, 'validation.msg.CLIENTCHARGE.transaction.is.futureDate');
    await rule({ amount: 0.004 }, 'validation.msg.CLIENTCHARGE.amount.not.greater.than.zero');
    const missing = await command(payer, id, 'paycharge', {});
    assert.deepEqual(codesOf(missing.json), ['validation.msg.CLIENTCHARGE.amount.cannot.be.blank', 'validation.msg.CLIENTCHARGE.transactionDate.cannot.be.blank']);
    assert.deepEqual(codesOf((await pay(payer, id, { amount: 1, chequeNumber: 'x' })).json), ['error.msg.parameter.unsupported']);
    assert.deepEqual(codesOf((await pay(payer, id, { amount: 1, receiptNumber: 'r'.repeat(101) })).json), ['validation.msg.CLIENTCHARGE.receiptNumber.exceeds.max.length']);
    const unknownType = await pay(payer, id, { amount: 1, paymentTypeId: 9999 });
    assert.equal(unknownType.status, 404);
    assert.deepEqual(codesOf(unknownType.json), ['error.msg.payment.type.invalid']);
    await ok('POST', `/api/v1/clients/${payer}/charges/${id}?command=paycharge`, { ...dated, transactionDate: '10 June 2024', amount: 1, externalId: 'DUP-1' });
    const duplicate = await pay(payer, id, { amount: 1, externalId: 'DUP-1' });
    assert.equal(duplicate.status, 403);
    assert.deepEqual(codesOf(duplicate.json), ['error.msg.client.transaction.duplicate.externalId']);
    const holiday = (await ok('POST', '/api/v1/holidays', { ...dated, name: 'Past holiday', fromDate: '05 June 2024', toDate: '05 June 2024', reschedulingType: 2, repaymentsRescheduledTo: '06 June 2024', offices: [{ officeId: branch }] })).resourceId as number;
    await ok('POST', `/api/v1/holidays/${holiday}?command=activate`, {});
    await rule({ amount: 1, transactionDate: '05 June 2024' }, 'validation.msg.CLIENTCHARGE.transaction.not.allowed.transaction.date.is.on.holiday');
    assert.equal((await charge(payer, id)).amountPaid, 1);
  });

  it('waives what is outstanding, and refuses to pay or waive a waived or paid charge', async () => {
    const payer = await newClient();
    const id = await applyId(payer, { amount: 30 });
    await ok('POST', `/api/v1/clients/${payer}/charges/${id}?command=paycharge`, { ...dated, transactionDate: '10 June 2024', amount: 10 });
    const waive = await command(payer, id, 'waive');
    assert.equal(waive.status, 200, JSON.stringify(waive.body));
    const waiverId = Number(waive.json.transactionId);
    assert.deepEqual(waive.body, { officeId: branch, clientId: payer, resourceId: id, transactionId: String(waiverId) });
    const waived = await charge(payer, id);
    assert.deepEqual([waived.amountPaid, waived.amountWaived, waived.amountOutstanding, waived.isWaived, waived.isPaid], [10, 20, 0, true, false]);
    const transaction = (await t.call('GET', `/api/v1/clients/${payer}/transactions/${waiverId}`)).json;
    assert.deepEqual([transaction.type, transaction.amount, transaction.date, transaction.paymentDetailData], [WAIVE, 20, [2024, 6, 15], undefined]);
    assert.deepEqual(codesOf((await command(payer, id, 'waive')).json), ['validation.msg.CLIENTCHARGE.transaction.invalid.account.charge.is.already.waived']);
    assert.deepEqual(codesOf((await pay(payer, id, { amount: 1 })).json), ['validation.msg.CLIENTCHARGE.transaction.invalid.account.charge.is.already.waived']);
    const paidId = await applyId(payer, { amount: 5 });
    await ok('POST', `/api/v1/clients/${payer}/charges/${paidId}?command=paycharge`, { ...dated, transactionDate: '10 June 2024', amount: 5 });
    assert.deepEqual(codesOf((await command(payer, paidId, 'waive')).json), ['validation.msg.CLIENTCHARGE.transaction.invalid.account.charge.is.paid']);
    assert.deepEqual(codesOf((await pay(payer, paidId, { amount: 1 })).json), ['validation.msg.CLIENTCHARGE.transaction.invalid.account.charge.is.paid']);
    assert.deepEqual(codesOf((await t.call('DELETE', `/api/v1/clients/${payer}/charges/${paidId}`)).json), ['validation.msg.CLIENTCHARGE.transaction.invalid.account.charge.is.paid']);
    assert.deepEqual(codesOf((await command(payer, paidId, 'inactivate')).json), ['error.msg.query.parameter.value.unsupported']);
  });

  it('deletes a charge only while nothing was paid or waived on it', async () => {
    const payer = await newClient();
    const free = await applyId(payer, {});
    assert.deepEqual((await t.call('DELETE', `/api/v1/clients/${payer}/charges/${free}`)).body, { officeId: branch, clientId: payer, resourceId: free });
    assert.equal((await t.call('GET', `/api/v1/clients/${payer}/charges/${free}`)).status, 404);
    const partly = await applyId(payer, {});
    const payment = (await pay(payer, partly, { amount: 5 })).json.subResourceId as number;
    const refused = await t.call('DELETE', `/api/v1/clients/${payer}/charges/${partly}`);
    assert.equal(refused.status, 403);
    assert.deepEqual(codesOf(refused.json), ['error.msg.client.charge.cannot.be.deleted']);
    // An undone payment still counts, as in Fineract.
    assert.equal((await undo(payer, payment)).status, 200);
    assert.deepEqual(codesOf((await t.call('DELETE', `/api/v1/clients/${payer}/charges/${partly}`)).json), ['error.msg.client.charge.cannot.be.deleted']);
  });

  it('undoes a payment and a waiver, reopening the charge', async () => {
    const payer = await newClient();
    const id = await applyId(payer, { amount: 30 });
    const payment = (await pay(payer, id, { amount: 30 })).json.subResourceId as number;
    const res = await undo(payer, payment);
    assert.deepEqual(res.body, { officeId: branch, clientId: payer, resourceId: payment });
    const reopened = await charge(payer, id);
    assert.deepEqual([reopened.amountPaid, reopened.amountOutstanding, reopened.isPaid], [0, 30, false]);
    assert.equal((await t.call('GET', `/api/v1/clients/${payer}/transactions/${payment}`)).json.reversed, true);
    const again = await undo(payer, payment);
    assert.equal(again.status, 403);
    assert.deepEqual(codesOf(again.json), ['error.msg.clients.transaction.cannot.be.undone']);
    const waiver = Number((await command(payer, id, 'waive')).json.transactionId);
    await undo(payer, waiver);
    const unwaived = await charge(payer, id);
    assert.deepEqual([unwaived.amountWaived, unwaived.amountOutstanding, unwaived.isWaived], [0, 30, false]);
    await ok('POST', `/api/v1/clients/${payer}/charges/${id}?command=paycharge`, { ...dated, transactionDate: '10 June 2024', amount: 30 });
    assert.deepEqual(codesOf((await t.call('POST', `/api/v1/clients/${payer}/transactions/${payment}?command=redo`, { body: {} })).json), ['error.msg.query.parameter.value.unsupported']);
  });

  it('answers 404 for unknown clients, charges and transactions, also those of another client', async () => {
    const owner = await newClient();
    const id = await applyId(owner, {});
    const payment = (await pay(owner, id, { amount: 5 })).json.subResourceId as number;
    for (const url of ['/api/v1/clients/9999/charges', '/api/v1/clients/9999/charges/template', '/api/v1/clients/9999/transactions']) {
      assert.deepEqual(codesOf((await t.call('GET', url)).json), ['error.msg.client.id.invalid'], url);
    }
    const reads = [
      [`/api/v1/clients/${client}/charges/${id}`, 'error.msg.client.charge.id.invalid.for.given.client'],
      [`/api/v1/clients/${client}/transactions/${payment}`, 'error.msg.client.transaction.not.found.exception'],
    ] as const;
    for (const [url, code] of reads) {
      const res = await t.call('GET', url);
      assert.equal(res.status, 404, url);
      assert.deepEqual(codesOf(res.json), [code]);
    }
    assert.deepEqual(codesOf((await pay(client, id, { amount: 1 })).json), ['error.msg.client.charge.id.invalid.for.given.client']);
    assert.deepEqual(codesOf((await command(client, id, 'waive')).json), ['error.msg.client.charge.id.invalid.for.given.client']);
    assert.deepEqual(codesOf((await t.call('DELETE', `/api/v1/clients/${client}/charges/${id}`)).json), ['error.msg.client.charge.id.invalid.for.given.client']);
    const undoOther = await undo(client, payment);
    assert.equal(undoOther.status, 404);
    assert.deepEqual(codesOf(undoOther.json), ['error.msg.client.transaction.not.found.exception']);
  });

  it('filters the list by status and pending payment, orders and pages it', async () => {
    const holder = await newClient();
    const open = await applyId(holder, { dueDate: '01 May 2024' });
    const settled = await applyId(holder, { dueDate: '06 June 2024', amount: 5 });
    const fine = await applyId(holder, { chargeId: penalty, dueDate: '06 June 2024', amount: 5 });
    await ok('POST', `/api/v1/clients/${holder}/charges/${settled}?command=paycharge`, { ...dated, transactionDate: '10 June 2024', amount: 5 });
    const ids = async (query: string): Promise<number[]> => ((await t.call('GET', `/api/v1/clients/${holder}/charges${query}`)).json.pageItems as { id: number }[]).map((c) => c.id);
    assert.deepEqual(await ids(''), [settled, fine, open]);
    assert.deepEqual(await ids('?pendingPayment=true'), [fine, open]);
    assert.deepEqual(await ids('?pendingPayment=false'), [settled]);
    assert.deepEqual(await ids('?chargeStatus=ACTIVE'), [settled, fine, open]);
    assert.deepEqual(await ids('?chargeStatus=inactive'), []);
    const paged = (await t.call('GET', `/api/v1/clients/${holder}/charges?limit=1&offset=1`)).json;
    assert.deepEqual([paged.totalFilteredRecords, (paged.pageItems as { id: number }[]).map((c) => c.id)], [3, [fine]]);
    assert.deepEqual(codesOf((await t.call('GET', `/api/v1/clients/${holder}/charges?chargeStatus=paid`)).json), ['error.msg.query.parameter.value.unsupported']);
    assert.deepEqual(codesOf((await t.call('GET', `/api/v1/clients/${holder}/charges?pendingPayment=maybe`)).json), ['error.msg.query.parameter.value.unsupported']);
  });

  it('keeps a charge applied to a client from being deleted', async () => {
    const used = await newCharge({ name: 'Used fee' });
    await applyId(client, { chargeId: used });
    const res = await t.call('DELETE', `/api/v1/charges/${used}`);
    assert.equal(res.status, 403);
    assert.deepEqual(codesOf(res.json), ['error.msg.charge.cannot.be.deleted.it.is.already.used.in.loan']);
    const unused = await newCharge({ name: 'Unused fee' });
    await ok('DELETE', `/api/v1/charges/${unused}`);
  });

  it('refuses commands on a client that is no longer active', async () => {
    const leaving = await newClient();
    const id = await applyId(leaving, {});
    const payment = (await pay(leaving, id, { amount: 5 })).json.subResourceId as number;
    const reason = (await ok('POST', '/api/v1/codes/14/codevalues', { name: `Left ${++counter}` })).subResourceId as number;
    await ok('POST', `/api/v1/clients/${leaving}?command=close`, { ...dated, closureDate: '14 June 2024', closureReasonId: reason });
    for (const res of [await pay(leaving, id, { amount: 1 }), await command(leaving, id, 'waive'), await t.call('DELETE', `/api/v1/clients/${leaving}/charges/${id}`), await undo(leaving, payment)]) {
      assert.equal(res.status, 403);
      assert.deepEqual(codesOf(res.json), ['error.msg.client.not.active.exception']);
    }
    assert.equal((await t.call('GET', `/api/v1/clients/${leaving}/charges/${id}`)).status, 200);
  });

  it('refuses users without the permission with 403', async () => {
    const holder = await newClient();
    const id = await applyId(holder, {});
    const payment = (await pay(holder, id, { amount: 1 })).json.subResourceId as number;
    const reader = await createUserWithPermissions(t.tenant.database.db, 'chargereader', ['READ_CLIENTCHARGE']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'chargenobody', ['READ_CLIENT']);
    const reads = [
      `/api/v1/clients/${holder}/charges`, `/api/v1/clients/${holder}/charges/template`, `/api/v1/clients/${holder}/charges/${id}`,
      `/api/v1/clients/${holder}/transactions`, `/api/v1/clients/${holder}/transactions/${payment}`,
    ];
    for (const url of reads) {
      assert.equal((await t.call('GET', url, { auth: nobody })).status, 403, url);
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200, url);
    }
    const writes = [
      (auth: typeof reader) => t.call('POST', `/api/v1/clients/${holder}/charges`, { auth, body: { ...dated, chargeId: membership, amount: 5, dueDate: '01 June 2024' } }),
      (auth: typeof reader) => t.call('POST', `/api/v1/clients/${holder}/charges/${id}?command=paycharge`, { auth, body: { ...dated, amount: 1, transactionDate: '10 June 2024' } }),
      (auth: typeof reader) => t.call('POST', `/api/v1/clients/${holder}/charges/${id}?command=waive`, { auth, body: {} }),
      (auth: typeof reader) => t.call('DELETE', `/api/v1/clients/${holder}/charges/${id}`, { auth }),
      (auth: typeof reader) => t.call('POST', `/api/v1/clients/${holder}/transactions/${payment}?command=undo`, { auth, body: {} }),
    ];
    for (const write of writes) {
      assert.equal((await write(reader)).status, 403);
    }
    const clerk = await createUserWithPermissions(t.tenant.database.db, 'chargeclerk', ['PAY_CLIENTCHARGE', 'UNDOTRANSACTION_CLIENT']);
    assert.equal((await writes[1]?.(clerk))?.status, 200);
    assert.equal((await writes[4]?.(clerk))?.status, 200);
  });
});
