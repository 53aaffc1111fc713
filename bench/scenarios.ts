/**
 * The benchmark scenarios: one HTTP request each, driven at a fixed concurrency. To add one, append an entry
 * to SCENARIOS (and, when it needs data, a Seed that the server applies before it listens).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql, type Kysely } from 'kysely';
import { SHARE_SCENARIOS } from './share-scenarios.ts';

/** Data a scenario needs; run once in the server process before it listens (shared seeds run once). */
export interface Seed {
  readonly name: string;
  run(db: Kysely<object>): Promise<void>;
}

export interface Scenario {
  /** Short name for `--scenario`. */
  readonly id: string;
  /** Shown in the table. */
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query under the server, e.g. `/api/v1/clients/1`. */
  readonly path: string;
  /** JSON request body. */
  readonly body?: unknown;
  /** The status every response must have. */
  readonly status: number;
  /** Concurrent connections; default the run's `--connections`. */
  readonly connections?: number;
  readonly seeds?: readonly Seed[];
  /**
   * Requests that follow the first one, in order, making the scenario a chain (e.g. submit → approve →
   * disburse): `{resourceId}` in a step's path is the first response's `resourceId`. Every step must answer
   * `status`; the table then counts whole chains per second and statements per chain.
   */
  readonly steps?: readonly ChainStep[];
}

export interface ChainStep {
  readonly method: 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly body?: unknown;
}

/** The placeholder a chain step's path takes the first response's `resourceId` in. */
export const RESOURCE_ID = '{resourceId}';

/** HTTP requests per run of the scenario (1, or the chain's length). */
export function requestsPerRun(scenario: Scenario): number {
  return 1 + (scenario.steps?.length ?? 0);
}

export const BENCH_OFFICE_COUNT = 10;
export const BENCH_CLIENT_COUNT = 100_000;

/** Ten branches under the head office (ids 2–11). */
export const officesSeed: Seed = {
  name: `${BENCH_OFFICE_COUNT} offices`,
  async run(db) {
    await sql`
      insert into m_office (id, parent_id, hierarchy, name, opening_date)
      select g, 1, '.' || g || '.', 'Branch ' || g, date '2020-01-01' from generate_series(2, ${BENCH_OFFICE_COUNT + 1}) g`.execute(db);
    await sql`select setval(pg_get_serial_sequence('m_office', 'id'), (select max(id) from m_office))`.execute(db);
  },
};

/** 100,000 clients over the branches (ids 1–100,000; every tenth pending, some closed), in one statement. */
export const clientsSeed: Seed = {
  name: `${BENCH_CLIENT_COUNT.toLocaleString('en')} clients`,
  async run(db) {
    await sql`
      insert into m_client (account_no, external_id, status_enum, activation_date, office_id, firstname, lastname, display_name,
                            submittedon_date, legal_form_enum, created_by, last_modified_by)
      select lpad(g::text, 9, '0'), 'EXT-' || g, case when g % 10 = 0 then 100 when g % 17 = 0 then 600 else 300 end,
             case when g % 10 = 0 then null else date '2021-01-01' + (g % 1000) end, 2 + (g % ${BENCH_OFFICE_COUNT}),
             'First' || (g % 997), 'Last' || g, 'First' || (g % 997) || ' Last' || g, date '2021-01-01', 1, 1, 1
      from generate_series(1, ${BENCH_CLIENT_COUNT}) g`.execute(db);
    await sql`analyze m_client`.execute(db);
  },
};

/** A one-row client datatable (as POST /datatables makes it, `Nickname` indexed) with an entry for every client. */
export const datatableSeed: Seed = {
  name: 'datatable extra_client_details with 100,000 entries',
  async run(db) {
    await sql`
      create table extra_client_details (
        client_id bigint not null primary key constraint fk_extra_client_details_client_id references m_client (id),
        "Nickname" varchar(30) default null, "Children" integer default null, "Income" numeric(19,6) default null,
        "Joined" date default null, created_at timestamp default null, updated_at timestamp default null)`.execute(db);
    await sql`insert into x_registered_table (registered_table_name, application_table_name, entity_subtype, category) values ('extra_client_details', 'm_client', 'Person', 100)`.execute(db);
    await sql`
      insert into extra_client_details (client_id, "Nickname", "Children", "Income", "Joined", created_at, updated_at)
      select g, 'Nick' || (g % 500), g % 6, (g % 1000) * 12.5, date '2020-01-01' + (g % 900), localtimestamp, localtimestamp
      from generate_series(1, ${BENCH_CLIENT_COUNT}) g`.execute(db);
    await sql`create index "idx_extra_client_details_Nickname" on extra_client_details ("Nickname")`.execute(db);
    await sql`analyze extra_client_details`.execute(db);
  },
};

/** Two detail accounts (cash, deposits) that allow manual entries, and 20,000 earlier entries between them. */
export const ledgerSeed: Seed = {
  name: 'two GL accounts with 20,000 journal entries',
  async run(db) {
    await sql`
      insert into acc_gl_account (id, name, hierarchy, gl_code, account_usage, classification_enum)
      values (9001, 'Bench cash', '.', 'B-9001', 1, 1), (9002, 'Bench deposits', '.', 'B-9002', 1, 2)`.execute(db);
    await sql`select setval(pg_get_serial_sequence('acc_gl_account', 'id'), (select max(id) from acc_gl_account))`.execute(db);
    await sql`
      insert into acc_gl_journal_entry (account_id, office_id, currency_code, transaction_id, manual_entry, entry_date, transaction_date,
                                        submitted_on_date, type_enum, amount, created_by, last_modified_by, created_on_utc, last_modified_on_utc)
      select 9001 + (g % 2), 1, 'USD', 'bench' || (g / 2), true, date '2024-01-01' + (g % 300), date '2024-01-01' + (g % 300),
             date '2024-01-01', 1 + (g % 2), 10 + (g / 2) % 90, 1, 1, now(), now()
      from generate_series(0, 19999) g`.execute(db);
    await sql`analyze acc_gl_journal_entry`.execute(db);
  },
};

/** One loan product (Fineract's plain 12-month 1 %-a-month EMI product, no accounting), as POST /loanproducts stores it. */
export const loanProductSeed: Seed = {
  name: 'one loan product',
  async run(db) {
    await sql`
      insert into m_product_loan (id, short_name, name, currency_code, currency_digits, currency_multiplesof, principal_amount,
                                  nominal_interest_rate_per_period, interest_period_frequency_enum, annual_nominal_interest_rate, interest_method_enum,
                                  repay_every, repayment_period_frequency_enum, number_of_repayments, amortization_method_enum, accounting_type,
                                  loan_transaction_strategy_code, loan_transaction_strategy_name)
      values (1, 'BLN', 'Bench Loan', 'USD', 2, 0, 10000, 1, 2, 12, 0, 1, 2, 12, 1, 1, 'mifos-standard-strategy', 'Penalties, Fees, Interest, Principal order')`.execute(db);
    await sql`
      insert into m_product_loan_configurable_attributes (loan_product_id, amortization_method_enum, interest_method_enum, loan_transaction_strategy_code,
                                                          interest_calculated_in_period_enum, arrearstolerance_amount, repay_every, moratorium, grace_on_arrears_ageing)
      values (1, true, true, true, true, true, true, true, true)`.execute(db);
    await sql`select setval(pg_get_serial_sequence('m_product_loan', 'id'), (select max(id) from m_product_loan))`.execute(db);
  },
};

/** One savings product (5 %, no accounting) and an active savings account of client 1 on it (id 1). */
export const savingsAccountSeed: Seed = {
  name: 'one active savings account',
  async run(db) {
    await sql`
      insert into m_savings_product (id, name, short_name, currency_code, currency_digits, nominal_annual_interest_rate, interest_compounding_period_enum,
                                     interest_posting_period_enum, interest_calculation_type_enum, interest_calculation_days_in_year_type_enum, accounting_type)
      values (1, 'Bench Savings', 'BSV', 'USD', 2, 5, 1, 4, 1, 365, 1)`.execute(db);
    await sql`
      insert into m_savings_account (id, account_no, client_id, product_id, status_enum, submittedon_date, approvedon_date, activatedon_date, currency_code,
                                     currency_digits, nominal_annual_interest_rate, interest_compounding_period_enum, interest_posting_period_enum,
                                     interest_calculation_type_enum, interest_calculation_days_in_year_type_enum, version, created_by, last_modified_by,
                                     created_on_utc, last_modified_on_utc)
      values (1, '000000001', 1, 1, 300, date '2024-01-01', date '2024-01-01', date '2024-01-01', 'USD', 2, 5, 1, 4, 1, 365, 1, 1, 1, now(), now())`.execute(db);
    await sql`select setval(pg_get_serial_sequence('m_savings_product', 'id'), (select max(id) from m_savings_product))`.execute(db);
    await sql`select setval(pg_get_serial_sequence('m_savings_account', 'id'), (select max(id) from m_savings_account))`.execute(db);
  },
};

/**
 * The client-create business event published (ClientCreateBusinessEvent enabled, as
 * `PUT /externalevents/configuration` enables it): each create also writes its row of the outbox. Changes
 * every client create of the run: measure `client-create-event` alone, against `client-create` in a run of its own.
 */
export const clientCreateEventSeed: Seed = {
  name: 'ClientCreateBusinessEvent enabled',
  async run(db) {
    await sql`update m_external_event_configuration set enabled = true where type = 'ClientCreateBusinessEvent'`.execute(db);
  },
};

/** An active hook on CLIENT:CREATE of the template named (rows as POST /hooks writes them), with the given configuration. */
async function clientCreateHook(db: Kysely<object>, templateId: number, config: Readonly<Record<string, string>>): Promise<void> {
  const hook = await sql<{ id: number }>`
    insert into m_hook (template_id, is_active, name, createdby_id, created_date) values (${templateId}, true, 'Bench hook', 1, now()) returning id`.execute(db);
  const hookId = hook.rows[0]?.id ?? 0;
  for (const [field, value] of Object.entries(config)) {
    await sql`insert into m_hook_configuration (hook_id, field_type, field_name, field_value) values (${hookId}, 'string', ${field}, ${value})`.execute(db);
  }
  await sql`insert into m_hook_registered_events (hook_id, entity_name, action_name) values (${hookId}, 'CLIENT', 'CREATE')`.execute(db);
}

/**
 * An active Web hook on CLIENT:CREATE whose target is a receiver in the server process (127.0.0.1, answers 200
 * at once; the bench server allows private targets): each create writes its delivery row, and the sender
 * POSTs it, signed, after the commit and marks it sent. The receiver's work is counted in the server's CPU.
 * Changes every client create of the run: measure `client-create-hook` alone.
 */
export const clientCreateWebHookSeed: Seed = {
  name: 'Web hook on CLIENT:CREATE (local receiver)',
  async run(db) {
    const receiver = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.end());
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiver.unref();
    const { port } = receiver.address() as AddressInfo;
    await clientCreateHook(db, 1, { 'Payload URL': `http://127.0.0.1:${port}/bench`, 'Content Type': 'json' });
  },
};

/**
 * An active Message Gateway hook on CLIENT:CREATE: the server writes each delivery row in the command's
 * transaction (marked NOT_SENT, that template is not sent), so the row is the hook's in-transaction cost alone,
 * without a call after the commit. Measure `client-create-hook-stored` alone.
 */
export const clientCreateStoredHookSeed: Seed = {
  name: 'Message Gateway hook on CLIENT:CREATE (stored only)',
  async run(db) {
    await clientCreateHook(db, 4, { 'SMS Provider Id': '1' });
  },
};

const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const clientData = [officesSeed, clientsSeed];
const datatableData = [officesSeed, clientsSeed, datatableSeed];

const newClient = { ...dated, officeId: 2, legalFormId: 1, firstname: 'Bench', lastname: 'Client', active: true, activationDate: '01 March 2024' };
/** A 12-month application of client 1 (active, branch 2) for the bench product: submission, schedule in one insert. */
const newLoan = {
  ...dated, clientId: 1, productId: 1, loanType: 'individual', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
  repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
  transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 March 2024', submittedOnDate: '10 March 2024',
};

export const SCENARIOS: readonly Scenario[] = [
  { id: 'client', name: 'GET /clients/{id}', method: 'GET', path: '/api/v1/clients/1', status: 200, seeds: clientData },
  { id: 'clients-list', name: 'GET /clients?limit=200', method: 'GET', path: '/api/v1/clients?limit=200', status: 200, seeds: clientData },
  { id: 'client-create', name: 'POST /clients', method: 'POST', path: '/api/v1/clients', body: newClient, status: 200, seeds: clientData },
  { id: 'client-create-16', name: 'POST /clients', method: 'POST', path: '/api/v1/clients', body: newClient, status: 200, connections: 16, seeds: clientData },
  { id: 'client-create-event', name: 'POST /clients, its external event enabled', method: 'POST', path: '/api/v1/clients', body: newClient, status: 200, seeds: [...clientData, clientCreateEventSeed] },
  { id: 'client-create-hook', name: 'POST /clients, an active Web hook on it', method: 'POST', path: '/api/v1/clients', body: newClient, status: 200, seeds: [...clientData, clientCreateWebHookSeed] },
  {
    id: 'client-create-hook-stored',
    name: 'POST /clients, an active hook on it (row only)',
    method: 'POST',
    path: '/api/v1/clients',
    body: newClient,
    status: 200,
    seeds: [...clientData, clientCreateStoredHookSeed],
  },
  { id: 'client-update', name: 'PUT /clients/{id}', method: 'PUT', path: '/api/v1/clients/2', body: { firstname: 'Renamed', lastname: 'Client' }, status: 200, seeds: clientData },
  {
    id: 'client-search-v2',
    name: 'POST /v2/clients/search (100,000 clients)',
    method: 'POST',
    path: '/api/v2/clients/search',
    body: { request: { text: 'Last12' }, page: 0, size: 20 },
    status: 200,
    seeds: clientData,
  },
  { id: 'accounts', name: 'GET /clients/{id}/accounts', method: 'GET', path: '/api/v1/clients/1/accounts', status: 200, seeds: clientData },
  { id: 'notifications', name: 'GET /notifications', method: 'GET', path: '/api/v1/notifications', status: 200 },
  { id: 'datatables', name: 'GET /datatables?apptable=m_client', method: 'GET', path: '/api/v1/datatables?apptable=m_client', status: 200, seeds: datatableData },
  { id: 'datatable-entry', name: 'GET /datatables/{name}/{clientId}', method: 'GET', path: '/api/v1/datatables/extra_client_details/7', status: 200, seeds: datatableData },
  {
    id: 'datatable-entry-update',
    name: 'PUT /datatables/{name}/{clientId}',
    method: 'PUT',
    path: '/api/v1/datatables/extra_client_details/8',
    body: { Nickname: 'Renamed', Children: '3', locale: 'en' },
    status: 200,
    seeds: datatableData,
  },
  {
    id: 'datatable-query',
    name: 'POST /datatables/{name}/query (100,000 entries)',
    method: 'POST',
    path: '/api/v1/datatables/extra_client_details/query',
    body: { request: { columnFilters: [{ column: 'Nickname', filters: [{ operator: 'EQ', values: ['Nick7'] }] }], resultColumns: ['client_id', 'Nickname'] }, page: 0, size: 20 },
    status: 200,
    seeds: datatableData,
  },
  { id: 'collateral-types', name: 'GET /collateral-management', method: 'GET', path: '/api/v1/collateral-management', status: 200 },
  { id: 'client-collateral-template', name: 'GET /clients/{id}/collaterals/template', method: 'GET', path: '/api/v1/clients/1/collaterals/template', status: 200, seeds: clientData },
  {
    id: 'journal-entry',
    name: 'POST /journalentries (manual entry)',
    method: 'POST',
    path: '/api/v1/journalentries',
    body: { ...dated, officeId: 1, currencyCode: 'USD', transactionDate: '15 January 2024', debits: [{ glAccountId: 9001, amount: 125.5 }], credits: [{ glAccountId: 9002, amount: 125.5 }] },
    status: 200,
    seeds: [ledgerSeed],
  },
  { id: 'journal-entries', name: 'GET /journalentries?glAccountId=&limit=50', method: 'GET', path: '/api/v1/journalentries?glAccountId=9001&limit=50', status: 200, seeds: [ledgerSeed] },
  { id: 'office', name: 'GET /offices/{id}', method: 'GET', path: '/api/v1/offices/1', status: 200, seeds: clientData },
  { id: 'authentication', name: 'POST /authentication', method: 'POST', path: '/api/v1/authentication', body: { username: 'mifos', password: 'password' }, status: 200 },
  { id: 'client-404', name: 'GET /clients/{unknown} (404)', method: 'GET', path: '/api/v1/clients/999999999', status: 404, seeds: clientData },
  { id: 'client-400', name: 'POST /clients invalid (400)', method: 'POST', path: '/api/v1/clients', body: { active: true }, status: 400 },
  { id: 'loan-create', name: 'POST /loans (12-period schedule)', method: 'POST', path: '/api/v1/loans', body: newLoan, status: 200, seeds: [...clientData, loanProductSeed] },
  {
    id: 'loan-chain',
    name: 'POST /loans → approve → disburse (chains/s)',
    method: 'POST',
    path: '/api/v1/loans',
    body: newLoan,
    status: 200,
    seeds: [...clientData, loanProductSeed],
    steps: [
      { method: 'POST', path: `/api/v1/loans/${RESOURCE_ID}?command=approve`, body: { ...dated, approvedOnDate: '12 March 2024' } },
      { method: 'POST', path: `/api/v1/loans/${RESOURCE_ID}?command=disburse`, body: { ...dated, actualDisbursementDate: '15 March 2024' } },
    ],
  },
  {
    id: 'loan-repayment',
    name: 'POST /loans → approve → disburse → repayment (chains/s)',
    method: 'POST',
    path: '/api/v1/loans',
    body: newLoan,
    status: 200,
    seeds: [...clientData, loanProductSeed],
    steps: [
      { method: 'POST', path: `/api/v1/loans/${RESOURCE_ID}?command=approve`, body: { ...dated, approvedOnDate: '12 March 2024' } },
      { method: 'POST', path: `/api/v1/loans/${RESOURCE_ID}?command=disburse`, body: { ...dated, actualDisbursementDate: '15 March 2024' } },
      { method: 'POST', path: `/api/v1/loans/${RESOURCE_ID}/transactions?command=repayment`, body: { ...dated, transactionDate: '15 March 2024', transactionAmount: 500 } },
    ],
  },
  {
    id: 'savings-deposit',
    name: 'POST /savingsaccounts/{id}/transactions?command=deposit',
    method: 'POST',
    path: '/api/v1/savingsaccounts/1/transactions?command=deposit',
    body: { ...dated, transactionDate: '01 March 2024', transactionAmount: 100, paymentTypeId: 1 },
    status: 200,
    seeds: [...clientData, savingsAccountSeed],
  },
  ...SHARE_SCENARIOS,
];

/** The scenarios `--scenario` selects (an id, or several separated by commas); all when none is given. */
export function selectScenarios(filter: string | undefined): Scenario[] {
  if (filter === undefined) {
    return [...SCENARIOS];
  }
  const wanted = filter.split(',').map((s) => s.trim());
  const unknown = wanted.filter((id) => !SCENARIOS.some((s) => s.id === id));
  if (unknown.length > 0) {
    throw new Error(`unknown scenario ${unknown.join(', ')}; known: ${SCENARIOS.map((s) => s.id).join(', ')}`);
  }
  return SCENARIOS.filter((s) => wanted.includes(s.id));
}

/** The seeds of the given scenarios, each once, in order of first use. */
export function seedsOf(scenarios: readonly Scenario[]): Seed[] {
  const seeds: Seed[] = [];
  for (const scenario of scenarios) {
    for (const seed of scenario.seeds ?? []) {
      if (!seeds.includes(seed)) {
        seeds.push(seed);
      }
    }
  }
  return seeds;
}
