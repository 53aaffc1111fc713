import { sql } from 'kysely';
import { createGlAccount, mapFinancialActivity } from '../support/accounting.ts';
import { createLoanProduct } from '../support/loans.ts';
import { createSavingsProduct } from '../support/savings.ts';
import type { ApiResponse, TestApp } from '../support/test-app.ts';

/**
 * Deterministic simulation: a seeded generator of banking operations (clients, savings accounts, deposits,
 * withdrawals, transfers, loans, repayments and their undoing, business-date moves, the interest-posting
 * job) run through the API of one tenant, with the ledger and account invariants checked after every step.
 * The same seed on a fresh tenant replays the same operations with the same answers (docs/reliability.md).
 */

/** mulberry32: a small, fast 32-bit generator; the whole run follows from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

type Kind = 'client' | 'savings' | 'deposit' | 'withdrawal' | 'transfer' | 'loan' | 'repayment' | 'undo' | 'charge' | 'date' | 'interest' | 'cob';

/** Relative weights of the operations once the tenant has clients and accounts. */
const WEIGHTS: readonly [Kind, number][] = [
  ['client', 3], ['savings', 4], ['deposit', 20], ['withdrawal', 15], ['transfer', 10], ['loan', 5], ['repayment', 20], ['undo', 5], ['charge', 4], ['date', 6], ['interest', 2],
  ['cob', 2],
];

/** Refusals an operation may meet by design (an overdraft, a repayment on a paid-off loan); anything else fails the run. */
const EXPECTED_REFUSALS: Partial<Record<Kind, readonly string[]>> = {
  withdrawal: ['error.msg.savingsaccount.transaction.insufficient.account.balance'],
  transfer: ['error.msg.savingsaccount.transaction.insufficient.account.balance'],
  repayment: ['error.msg.loan.transaction.cannot.be.made.on.closed.loan', 'error.msg.loan.repayment.or.waiver.account.is.not.active'],
};

export interface SimulationReport {
  readonly operations: number;
  readonly counts: ReadonlyMap<string, number>;
  readonly refused: number;
}

export class SimulationFailure extends Error {
  constructor(seed: number, step: number, operation: string, problem: string) {
    super(`seed ${seed}, step ${step} (${operation}): ${problem}`);
  }
}

interface World {
  readonly clients: number[];
  readonly savings: number[];
  readonly loans: number[];
  /** The live repayments of each loan, newest last. */
  readonly repayments: Map<number, number[]>;
  date: Date;
  savingsProduct: number;
  loanProduct: number;
  /** A flat loan fee due on a specified date, added to loans by the 'charge' operation. */
  loanFee: number;
  lastEntryId: number;
}

const DATES = { dateFormat: 'yyyy-MM-dd', locale: 'en' } as const;
const iso = (date: Date): string => date.toISOString().slice(0, 10);
const codeOf = (res: ApiResponse): string => {
  const errors = res.json.errors as { userMessageGlobalisationCode?: string }[] | undefined;
  const top = res.json.userMessageGlobalisationCode;
  return errors?.[0]?.userMessageGlobalisationCode ?? (typeof top === 'string' ? top : '');
};

/** Products with cash accounting (every money movement posts journal entries) and the business date switched on. */
async function setUp(t: TestApp): Promise<World> {
  const must = (res: ApiResponse, what: string) => {
    if (res.status !== 200) {
      throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    }
  };
  must(await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } }), 'business date');
  const date = new Date(Date.UTC(2024, 0, 2));
  must(await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: iso(date), ...DATES } }), 'business date');
  const gl = async (type: 1 | 2 | 4 | 5, name: string) => createGlAccount(t, type, name);
  const savingsProduct = await createSavingsProduct(t, {
    accountingRule: 2, savingsReferenceAccountId: await gl(1, 'Sim reference'), savingsControlAccountId: await gl(2, 'Sim control'),
    interestOnSavingsAccountId: await gl(5, 'Sim interest'), incomeFromFeeAccountId: await gl(4, 'Sim fees'), incomeFromPenaltyAccountId: await gl(4, 'Sim penalties'),
    transfersInSuspenseAccountId: await gl(2, 'Sim transfers'), overdraftPortfolioControlId: await gl(1, 'Sim overdraft'), incomeFromInterestId: await gl(4, 'Sim od interest'),
    writeOffAccountId: await gl(5, 'Sim write-off'),
  });
  const loanProduct = await createLoanProduct(t, {
    name: 'Sim Loan', shortName: 'SIM', principal: 2000, accountingRule: 2,
    fundSourceAccountId: await gl(1, 'Sim fund'), loanPortfolioAccountId: await gl(1, 'Sim portfolio'), interestOnLoanAccountId: await gl(4, 'Sim loan interest'),
    incomeFromFeeAccountId: await gl(4, 'Sim loan fees'), incomeFromPenaltyAccountId: await gl(4, 'Sim loan penalties'), incomeFromRecoveryAccountId: await gl(4, 'Sim recovery'),
    writeOffAccountId: await gl(5, 'Sim loan write-off'), transfersInSuspenseAccountId: await gl(1, 'Sim loan suspense'), overpaymentLiabilityAccountId: await gl(2, 'Sim overpaid'),
  });
  // Transfers between accounts post through the "liability transfer" financial activity (200).
  await mapFinancialActivity(t, 200, await gl(2, 'Sim liability transfer'));
  const fee = await t.call('POST', '/api/v1/charges', {
    body: { name: 'Sim fee', amount: 15, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty: false, locale: 'en' },
  });
  must(fee, 'loan fee');
  const entries = await sql<{ last: number | null }>`select max(id)::int as last from acc_gl_journal_entry`.execute(t.tenant.database.db);
  return { clients: [], savings: [], loans: [], repayments: new Map(), date, savingsProduct, loanProduct, loanFee: fee.json.resourceId as number, lastEntryId: entries.rows[0]?.last ?? 0 };
}

/** Runs `operations` seeded operations, checking the invariants after each; throws SimulationFailure at the first broken one. */
export async function runSimulation(t: TestApp, options: { operations: number; seed: number; onProgress?: (done: number) => void }): Promise<SimulationReport> {
  const random = seededRandom(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const amount = (max: number): string => (1 + Math.floor(random() * max * 100) / 100).toFixed(2);
  const world = await setUp(t);
  const counts = new Map<string, number>();
  let refused = 0;
  for (let step = 1; step <= options.operations; step++) {
    const kind = chooseKind(world, random);
    const touched = { savings: [] as number[], loans: [] as number[] };
    const res = await perform(t, world, kind, { pick, amount, random, touched });
    if (res.status >= 500) {
      throw new SimulationFailure(options.seed, step, kind, `answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
    if (res.status !== 200) {
      if (!(EXPECTED_REFUSALS[kind] ?? []).includes(codeOf(res))) {
        throw new SimulationFailure(options.seed, step, kind, `unexpected refusal ${res.status} ${JSON.stringify(res.body)}`);
      }
      refused += 1;
    }
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    const problem = await brokenInvariant(t, world, touched);
    if (problem !== undefined) {
      throw new SimulationFailure(options.seed, step, kind, problem);
    }
    options.onProgress?.(step);
  }
  return { operations: options.operations, counts, refused };
}

function chooseKind(world: World, random: () => number): Kind {
  if (world.clients.length === 0) {
    return 'client';
  }
  if (world.savings.length < 2) {
    return 'savings';
  }
  const allowed = WEIGHTS.filter(([kind]) => (kind === 'repayment' || kind === 'undo' || kind === 'charge' ? world.loans.length > 0 : true));
  const total = allowed.reduce((sum, [, w]) => sum + w, 0);
  let roll = random() * total;
  for (const [kind, weight] of allowed) {
    roll -= weight;
    if (roll < 0) {
      return kind;
    }
  }
  return 'deposit';
}

interface Tools {
  pick<T>(items: readonly T[]): T;
  amount(max: number): string;
  random(): number;
  touched: { savings: number[]; loans: number[] };
}

async function perform(t: TestApp, world: World, kind: Kind, tools: Tools): Promise<ApiResponse> {
  const today = iso(world.date);
  const money = { ...DATES, paymentTypeId: 1 };
  switch (kind) {
    case 'client': {
      const res = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Sim', lastname: `Client ${world.clients.length + 1}`, active: true, activationDate: today, ...DATES } });
      if (res.status === 200) {
        world.clients.push(res.json.clientId as number);
      }
      return res;
    }
    case 'savings': {
      const clientId = tools.pick(world.clients);
      const res = await t.call('POST', '/api/v1/savingsaccounts', { body: { clientId, productId: world.savingsProduct, submittedOnDate: today, ...DATES } });
      if (res.status !== 200) {
        return res;
      }
      const id = res.json.savingsId as number;
      for (const [command, member] of [['approve', 'approvedOnDate'], ['activate', 'activatedOnDate']] as const) {
        const step = await t.call('POST', `/api/v1/savingsaccounts/${id}?command=${command}`, { body: { [member]: today, ...DATES } });
        if (step.status !== 200) {
          return step;
        }
      }
      world.savings.push(id);
      tools.touched.savings.push(id);
      return res;
    }
    case 'deposit':
    case 'withdrawal': {
      const id = tools.pick(world.savings);
      tools.touched.savings.push(id);
      return t.call('POST', `/api/v1/savingsaccounts/${id}/transactions?command=${kind}`, { body: { transactionDate: today, transactionAmount: tools.amount(kind === 'deposit' ? 800 : 300), ...money } });
    }
    case 'transfer': {
      const from = tools.pick(world.savings);
      const to = tools.pick(world.savings.filter((id) => id !== from));
      tools.touched.savings.push(from, to);
      const owners = await sql<{ id: number; client_id: number }>`select id::int, client_id::int from m_savings_account where id in (${from}, ${to})`.execute(t.tenant.database.db);
      const owner = (id: number) => owners.rows.find((r) => r.id === id)?.client_id;
      return t.call('POST', '/api/v1/accounttransfers', {
        body: {
          fromOfficeId: 1, fromClientId: owner(from), fromAccountType: 2, fromAccountId: from, toOfficeId: 1, toClientId: owner(to), toAccountType: 2, toAccountId: to,
          transferAmount: tools.amount(200), transferDate: today, transferDescription: 'simulated', ...DATES,
        },
      });
    }
    case 'loan':
      return openLoan(t, world, tools, today);
    case 'repayment': {
      const id = tools.pick(world.loans);
      tools.touched.loans.push(id);
      const res = await t.call('POST', `/api/v1/loans/${id}/transactions?command=repayment`, { body: { transactionDate: today, transactionAmount: tools.amount(400), ...money } });
      if (res.status === 200) {
        await reloadRepayments(t, world, id);
      }
      return res;
    }
    case 'undo': {
      const candidates = world.loans.filter((id) => (world.repayments.get(id) ?? []).length > 0);
      if (candidates.length === 0) {
        return openLoan(t, world, tools, today);
      }
      const id = tools.pick(candidates);
      tools.touched.loans.push(id);
      // Any live repayment, not only the latest: undoing an earlier one replays the later ones (new ids).
      const txId = tools.pick(world.repayments.get(id) ?? []);
      const res = await t.call('POST', `/api/v1/loans/${id}/transactions/${txId}`, { body: { transactionDate: today, transactionAmount: 0, ...DATES } });
      await reloadRepayments(t, world, id);
      return res;
    }
    case 'charge': {
      const id = tools.pick(world.loans);
      tools.touched.loans.push(id);
      const res = await t.call('POST', `/api/v1/loans/${id}/charges`, { body: { chargeId: world.loanFee, amount: tools.amount(50), dueDate: today, ...DATES } });
      if (res.status === 200) {
        await reloadRepayments(t, world, id);
      }
      return res;
    }
    case 'cob': {
      // Loan COB for the day before the business date: delinquency, arrears ageing and the other seeded steps.
      tools.touched.loans.push(...world.loans);
      const res = await t.call('POST', '/api/v1/jobs/short-name/LA_ECOB?command=executeJob');
      return res.status === 202 ? { ...res, status: 200 } : res;
    }
    case 'date': {
      world.date = new Date(world.date.getTime() + (1 + Math.floor(tools.random() * 10)) * 86_400_000);
      return t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: iso(world.date), ...DATES } });
    }
    case 'interest': {
      tools.touched.savings.push(...world.savings);
      const res = await t.call('POST', '/api/v1/jobs/short-name/SA_PINT?command=executeJob');
      return res.status === 202 ? { ...res, status: 200 } : res;
    }
  }
}

/**
 * The loan's live repayments, read back after each write: a replay replaces transactions it re-allocates
 * (new ids, the old ones reversed with relation REPLAYED), including earlier ones of the same date.
 */
async function reloadRepayments(t: TestApp, world: World, loanId: number): Promise<void> {
  const live = await sql<{ id: number }>`select id::int from m_loan_transaction where loan_id = ${loanId} and transaction_type_enum = 2 and not is_reversed order by id`.execute(t.tenant.database.db);
  world.repayments.set(loanId, live.rows.map((r) => r.id));
}

async function openLoan(t: TestApp, world: World, tools: Tools, today: string): Promise<ApiResponse> {
  const clientId = tools.pick(world.clients);
  const principal = (500 + Math.floor(tools.random() * 30) * 50).toFixed(0);
  const res = await t.call('POST', '/api/v1/loans', {
    body: {
      clientId, productId: world.loanProduct, loanType: 'individual', principal, loanTermFrequency: 6, loanTermFrequencyType: 2, numberOfRepayments: 6, repaymentEvery: 1,
      repaymentFrequencyType: 2, interestRatePerPeriod: 2, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1, transactionProcessingStrategyCode: 'mifos-standard-strategy',
      expectedDisbursementDate: today, submittedOnDate: today, ...DATES,
    },
  });
  if (res.status !== 200) {
    return res;
  }
  const id = res.json.loanId as number;
  const approved = await t.call('POST', `/api/v1/loans/${id}?command=approve`, { body: { approvedOnDate: today, ...DATES } });
  if (approved.status !== 200) {
    return approved;
  }
  const disbursed = await t.call('POST', `/api/v1/loans/${id}?command=disburse`, { body: { actualDisbursementDate: today, transactionAmount: principal, paymentTypeId: 1, ...DATES } });
  if (disbursed.status === 200) {
    world.loans.push(id);
    world.repayments.set(id, []);
    tools.touched.loans.push(id);
  }
  return disbursed;
}

/** The invariants, on what the step wrote: its journal entries balance per office and currency, and every touched account adds up. */
async function brokenInvariant(t: TestApp, world: World, touched: { savings: number[]; loans: number[] }): Promise<string | undefined> {
  const db = t.tenant.database.db;
  const ledger = await sql<{ office_id: number; currency_code: string; net: string; last: number }>`
    select office_id::int, currency_code, sum(case when type_enum = 2 then amount else -amount end)::text as net, max(id)::int as last
      from acc_gl_journal_entry where id > ${world.lastEntryId} group by office_id, currency_code`.execute(db);
  for (const row of ledger.rows) {
    if (Number(row.net) !== 0) {
      return `debits and credits differ by ${row.net} in office ${row.office_id}, ${row.currency_code}`;
    }
    world.lastEntryId = Math.max(world.lastEntryId, row.last);
  }
  const savings = [...new Set(touched.savings)];
  if (savings.length > 0) {
    const broken = await sql<{ id: number; balance: string; summed: string; negative: number }>`
      select a.id::int, a.account_balance_derived::text as balance,
             coalesce((select sum(case when x.transaction_type_enum in (1, 3) then x.amount else -x.amount end) from m_savings_account_transaction x
                        where x.savings_account_id = a.id and not x.is_reversed), 0)::text as summed,
             (select count(*) from m_savings_account_transaction x where x.savings_account_id = a.id and not x.is_reversed and x.running_balance_derived < 0)::int as negative
        from m_savings_account a where a.id in (${sql.join(savings)})`.execute(db);
    for (const row of broken.rows) {
      if (Number(row.balance) !== Number(row.summed) || Number(row.balance) < 0 || row.negative > 0) {
        return `savings account ${row.id}: balance ${row.balance}, its transactions add up to ${row.summed}, ${row.negative} negative running balances`;
      }
    }
  }
  const loans = [...new Set(touched.loans)];
  if (loans.length > 0) {
    const broken = await sql<{ id: number; outstanding: string; expected: string; repaid: string; summed: string; scheduled: string; principal_repaid: string; fee_outstanding: string; fee_expected: string }>`
      select l.id::int, l.principal_outstanding_derived::text as outstanding,
             (l.principal_disbursed_derived - l.principal_repaid_derived - l.principal_writtenoff_derived)::text as expected,
             l.total_repayment_derived::text as repaid,
             coalesce((select sum(x.amount - coalesce(x.overpayment_portion_derived, 0)) from m_loan_transaction x where x.loan_id = l.id and not x.is_reversed and x.transaction_type_enum = 2), 0)::text as summed,
             coalesce((select sum(coalesce(s.principal_completed_derived, 0)) from m_loan_repayment_schedule s where s.loan_id = l.id), 0)::text as scheduled,
             l.principal_repaid_derived::text as principal_repaid,
             coalesce(l.fee_charges_outstanding_derived, 0)::text as fee_outstanding,
             (coalesce(l.fee_charges_charged_derived, 0) - coalesce(l.fee_charges_repaid_derived, 0) - coalesce(l.fee_charges_waived_derived, 0)
               - coalesce(l.fee_charges_writtenoff_derived, 0))::text as fee_expected
        from m_loan l where l.id in (${sql.join(loans)})`.execute(db);
    for (const row of broken.rows) {
      if (Number(row.outstanding) !== Number(row.expected) || Number(row.outstanding) < 0) {
        return `loan ${row.id}: principal outstanding ${row.outstanding}, disbursed less repaid and written off ${row.expected}`;
      }
      if (Number(row.repaid) !== Number(row.summed)) {
        return `loan ${row.id}: repaid ${row.repaid}, its live repayments (less overpayment) add up to ${row.summed}`;
      }
      if (Number(row.fee_outstanding) !== Number(row.fee_expected) || Number(row.fee_outstanding) < 0) {
        return `loan ${row.id}: fees outstanding ${row.fee_outstanding}, charged less repaid, waived and written off ${row.fee_expected}`;
      }
      if (Number(row.scheduled) !== Number(row.principal_repaid)) {
        return `loan ${row.id}: the schedule has ${row.scheduled} principal paid, the loan ${row.principal_repaid}`;
      }
    }
  }
  return undefined;
}
