import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import rhea, { type EventContext } from 'rhea';
import { jobCatalogue, MODULES } from '../../../src/app.ts';
import { externalEventJobsWith, externalEventsModule } from '../../../src/modules/external-events/index.ts';
import { runJobNow } from '../../../src/modules/jobs/index.ts';
import { loadConfig } from '../../../src/platform/config/config.ts';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { decodeMessage, publisherFor, type MessageV1 } from '../../../src/platform/events/index.ts';
import { AmqpCollector, testQueue } from '../../support/amqp-broker.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { createSavingsProduct, savingsCommand, savingsTransaction, submitSavings } from '../../support/savings.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * Publishes through a real AMQP 1.0 broker and reads the messages back. CI uses RabbitMQ with its AMQP 1.0
 * plugin (scripts/start-rabbitmq-amqp.sh prints the variables); scripts/start-activemq.sh starts ActiveMQ
 * where its AMQP transport is installed (EXTERNAL_EVENTS_TEST_AMQP_URL, default amqp://127.0.0.1:5673).
 * Without a broker listening there the test is skipped, saying so.
 */
const AMQP_URL = process.env.EXTERNAL_EVENTS_TEST_AMQP_URL ?? 'amqp://127.0.0.1:5673';
const ADDRESS = process.env.EXTERNAL_EVENTS_TEST_AMQP_ADDRESS ?? 'corebank-external-events-test';
/** Where the test reads: the same address on ActiveMQ; RabbitMQ names an existing queue `/amq/queue/<name>`. */
const SOURCE = process.env.EXTERNAL_EVENTS_TEST_AMQP_SOURCE ?? ADDRESS;

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5672), timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Reads messages from the broker until `wanted` says it has them all (or the time runs out). */
function readBack(wanted: (messages: readonly MessageV1[]) => boolean, timeoutMs = 10_000): Promise<MessageV1[]> {
  const url = new URL(AMQP_URL);
  const container = rhea.create_container({ id: 'external-event-reader' });
  const messages: MessageV1[] = [];
  return new Promise((resolve, reject) => {
    const connection = container.connect({
      host: url.hostname,
      port: Number(url.port || 5672),
      ...(url.username === '' ? {} : { username: decodeURIComponent(url.username), password: decodeURIComponent(url.password) }),
      reconnect: false,
    });
    const done = (error?: Error): void => {
      clearTimeout(timer);
      connection.close();
      if (error === undefined) {
        resolve(messages);
      } else {
        reject(error);
      }
    };
    const timer = setTimeout(() => done(new Error(`read ${messages.length} messages back within ${timeoutMs} ms`)), timeoutMs);
    connection.on('message', (context: EventContext) => {
      const body = (context.message?.body as { content?: Buffer } | undefined)?.content;
      if (body !== undefined) {
        messages.push(decodeMessage(body, 'avro'));
      }
      context.delivery?.accept();
      if (wanted(messages)) {
        done();
      }
    });
    connection.on('disconnected', (context: EventContext) => done(new Error(`disconnected: ${String(context.error)}`)));
    connection.open_receiver({ source: { address: SOURCE }, autoaccept: false });
  });
}

const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

/** A test application whose job "Send Asynchronous Events" publishes to the broker at `address`, in Avro. */
async function brokerApp(address: string): Promise<{ t: TestApp; send: () => Promise<void> }> {
  const config = { ...loadConfig({}).externalEvents, publisher: 'amqp' as const, amqpUrl: AMQP_URL, amqpAddress: address, format: 'avro' as const };
  const module = { ...externalEventsModule, jobs: externalEventJobsWith({ config: () => config, open: publisherFor }) };
  const modules = [...MODULES.filter((m) => m.name !== module.name), module];
  const t = await createTestApp({ modules });
  const send = async (): Promise<void> => {
    const outcome = await runJobNow(t.tenant, 'ASE_SEND', jobCatalogue(modules));
    assert.equal(outcome?.status, 'success', outcome?.errorMessage ?? '');
  };
  return { t, send };
}

/**
 * A short day of business touching every module that raises events: a group, a client created then activated, a loan
 * product and a loan created, approved, disbursed and repaid (directly, then from a savings account by transfer), a
 * savings product and an account submitted, approved, activated, with a deposit and a withdrawal.
 */
async function variedBusiness(t: TestApp): Promise<void> {
  const post = async (url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const res = await t.call('POST', url, { body });
    assert.equal(res.status, 200, `${url}: ${JSON.stringify(res.body)}`);
    return res.json;
  };
  await post('/api/v1/groups', { officeId: 1, name: 'Broker group', active: true, activationDate: '01 January 2024', ...DATES });
  const clientId = (await post('/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'All', lastname: 'Types', active: false, submittedOnDate: '01 January 2024', ...DATES })).clientId as number;
  await post(`/api/v1/clients/${clientId}?command=activate`, { activationDate: '01 January 2024', ...DATES });
  const productId = await createLoanProduct(t, { principal: 1000 });
  const loanId = (await post('/api/v1/loans', {
    clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12, repaymentEvery: 1,
    repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', ...DATES,
  })).loanId as number;
  await post(`/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '12 January 2024', ...DATES });
  await post(`/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: '15 January 2024', ...DATES });
  await post(`/api/v1/loans/${loanId}/transactions?command=repayment`, { transactionDate: '15 February 2024', transactionAmount: 100, ...DATES });
  const savingsId = await submitSavings(t, clientId, await createSavingsProduct(t), { submittedOnDate: '02 January 2024' });
  assert.equal((await savingsCommand(t, savingsId, 'approve', { approvedOnDate: '02 January 2024', ...DATES })).status, 200);
  assert.equal((await savingsCommand(t, savingsId, 'activate', { activatedOnDate: '02 January 2024', ...DATES })).status, 200);
  assert.equal((await savingsTransaction(t, savingsId, 'deposit', '03 January 2024', 500)).status, 200);
  assert.equal((await savingsTransaction(t, savingsId, 'withdrawal', '04 January 2024', 50)).status, 200);
  await post('/api/v1/accounttransfers', {
    fromOfficeId: 1, fromClientId: clientId, fromAccountType: 2, fromAccountId: savingsId, toOfficeId: 1, toClientId: clientId, toAccountType: 1, toAccountId: loanId,
    transferDate: '15 March 2024', transferAmount: 90, transferDescription: 'instalment', ...DATES,
  });
}

describe('external events through an AMQP 1.0 broker', () => {
  let t: TestApp | undefined;
  let available = false;
  const apps: TestApp[] = [];
  before(async () => {
    available = await reachable(AMQP_URL);
  });
  after(async () => {
    await t?.close();
    for (const app of apps) {
      await app.close();
    }
  });

  it('publishes each enabled event to the broker, read back in order as MessageV1', async (context) => {
    if (!available) {
      context.skip(`no AMQP 1.0 broker at ${AMQP_URL}: eval "$(scripts/start-rabbitmq-amqp.sh)" (or set EXTERNAL_EVENTS_TEST_AMQP_URL)`);
      return;
    }
    const app = await brokerApp(ADDRESS);
    t = app.t;
    const enabled = await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: { ClientCreateBusinessEvent: true, ClientActivateBusinessEvent: true } } });
    assert.equal(enabled.status, 200);
    const created = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Bro', lastname: 'Ker', active: false, submittedOnDate: '01 January 2024', dateFormat: 'dd MMMM yyyy', locale: 'en' } });
    const clientId = created.json.clientId as number;
    const activated = await t.call('POST', `/api/v1/clients/${clientId}?command=activate`, { body: { activationDate: '01 January 2024', dateFormat: 'dd MMMM yyyy', locale: 'en' } });
    assert.equal(activated.status, 200, JSON.stringify(activated.body));
    const keys = (await tenantTables(t.tenant.database.db).selectFrom('m_external_event').select('idempotency_key').orderBy('id').execute()).map((r) => r.idempotency_key);
    assert.equal(keys.length, 2);
    await app.send();
    const ours = (messages: readonly MessageV1[]): MessageV1[] => messages.filter((m) => keys.includes(m.idempotencyKey));
    const received = ours(await readBack((messages) => ours(messages).length >= 2));
    assert.deepEqual(received.map((m) => [m.type, (m.data as { id?: unknown }).id, m.tenantId]), [
      ['ClientCreateBusinessEvent', clientId, 'default'],
      ['ClientActivateBusinessEvent', clientId, 'default'],
    ]);
  });

  it('delivers every event of every enabled type to the broker, with its type and idempotency key', async (context) => {
    if (!available) {
      context.skip(`no AMQP 1.0 broker at ${AMQP_URL}: eval "$(scripts/start-rabbitmq-amqp.sh)" (or set EXTERNAL_EVENTS_TEST_AMQP_URL)`);
      return;
    }
    const queue = testQueue('corebank-external-events-all-types-test');
    const { t: app, send } = await brokerApp(queue.address);
    apps.push(app);
    const configured = (await app.call('GET', '/api/v1/externalevents/configuration')).json.externalEventConfiguration as { type: string }[];
    const enabled = await app.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: Object.fromEntries(configured.map((c) => [c.type, true])) } });
    assert.equal(enabled.status, 200, JSON.stringify(enabled.body));
    await variedBusiness(app);
    const written = await tenantTables(app.tenant.database.db).selectFrom('m_external_event').select(['type', 'category', 'idempotency_key']).orderBy('id').execute();
    const types = new Set(written.map((row) => row.type));
    for (const type of ['GroupsCreateBusinessEvent', 'ClientCreateBusinessEvent', 'ClientActivateBusinessEvent', 'LoanProductCreateBusinessEvent', 'LoanApprovedBusinessEvent',
      'LoanDisbursalBusinessEvent', 'LoanTransactionMakeRepaymentPostBusinessEvent', 'LoanStatusChangedBusinessEvent', 'SavingsDepositBusinessEvent', 'SavingsWithdrawalBusinessEvent']) {
      assert.ok(types.has(type), `the scenario raised ${type}`);
    }
    const collector = await AmqpCollector.open(AMQP_URL, queue);
    try {
      await send();
      const keys = new Set(written.map((row) => row.idempotency_key));
      const ours = (received: readonly { message: MessageV1 }[]) => received.filter((r) => keys.has(r.message.idempotencyKey));
      await collector.until((received) => new Set(ours(received).map((r) => r.message.idempotencyKey)).size === keys.size, 15_000, `${keys.size} events`);
      const byKey = new Map(ours(collector.received).map((r) => [r.message.idempotencyKey, r.message]));
      assert.deepEqual(written.map((row) => [row.type, row.category, row.idempotency_key]), written.map((row) => {
        const message = byKey.get(row.idempotency_key);
        return [message?.type, message?.category, message?.idempotencyKey];
      }));
      const unsent = await tenantTables(app.tenant.database.db).selectFrom('m_external_event').select('id').where('status', '!=', 'SENT').execute();
      assert.deepEqual(unsent, []);
    } finally {
      await collector.close();
    }
  });
});
