import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ADMIN, basicAuth, type Credentials, type TestApp } from '../../support/test-app.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { DATES, setBusinessDate } from '../../support/savings.ts';

const run = promisify(execFile);

/** The text of a PDF, as Debian's poppler-utils extracts it. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'report-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

type Item = { userMessageGlobalisationCode: string };

/** The error codes of a refusal's `errors`, or its top-level code when it has none. */
export function codesOf(body: unknown): string[] {
  const b = body as { errors?: Item[]; userMessageGlobalisationCode?: string };
  const items = (b.errors ?? []).map((e) => e.userMessageGlobalisationCode);
  return items.length > 0 ? items : [b.userMessageGlobalisationCode ?? ''];
}

export const url = (name: string, query = ''): string => `/api/v1/runreports/${encodeURIComponent(name)}${query === '' ? '' : `?${query}`}`;

/** Every loan filter of Fineract's loan listings set to "all". */
export const ALL_LOANS = 'R_officeId=1&R_currencyId=-1&R_loanProductId=-1&R_loanOfficerId=-1&R_fundId=-1&R_loanPurposeId=-1';

/** A raw request (for files): status, content type, disposition and the body's bytes. */
export async function download(t: TestApp, path: string, auth: Credentials = ADMIN): Promise<{ status: number; type: string; disposition: string; bytes: Buffer }> {
  const res = await t.app.inject({ method: 'GET', url: path, headers: { authorization: basicAuth(auth), 'fineract-platform-tenantid': 'default' } });
  return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), disposition: String(res.headers['content-disposition'] ?? ''), bytes: res.rawPayload };
}

const applicationBody = (clientId: number, productId: number, principal: number, submittedOn: string) => ({
  clientId, productId, loanType: 'individual', principal, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
  repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
  transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '27 February 2024', submittedOnDate: submittedOn, ...DATES,
});

async function ok(t: TestApp, method: 'POST' | 'PUT', path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await t.call(method, path, { body });
  assert.equal(res.status, 200, `${path}: ${JSON.stringify(res.body)}`);
  return res.json;
}

/**
 * The portfolio the report tests read, on business date 1 March 2024 in the head office:
 * - Ada Recent, activated 25 February 2024, with a loan of 10,000 submitted on 25, approved on 26 and disbursed on 27 February 2024;
 * - Ben Early, activated 1 January 2024, with a loan of 5,000 pending approval and one of 3,000 approved (submitted 20, approved 21 February).
 */
export async function seedPortfolio(t: TestApp): Promise<{ recent: number; early: number; disbursed: number; pending: number; approved: number }> {
  await setBusinessDate(t, '2024-03-01');
  const client = async (lastname: string, on: string) =>
    (await ok(t, 'POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: lastname === 'Recent' ? 'Ada' : 'Ben', lastname, active: true, activationDate: on, ...DATES })).clientId as number;
  const recent = await client('Recent', '25 February 2024');
  const early = await client('Early', '01 January 2024');
  const productId = await createLoanProduct(t, {});
  const loan = async (clientId: number, principal: number, submittedOn = '20 February 2024') =>
    (await ok(t, 'POST', '/api/v1/loans', applicationBody(clientId, productId, principal, submittedOn))).loanId as number;
  const approve = (loanId: number, on = '21 February 2024') => ok(t, 'POST', `/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: on, ...DATES });
  const disbursed = await loan(recent, 10000, '25 February 2024');
  await approve(disbursed, '26 February 2024');
  await ok(t, 'POST', `/api/v1/loans/${disbursed}?command=disburse`, { actualDisbursementDate: '27 February 2024', transactionAmount: 10000, ...DATES });
  const pending = await loan(early, 5000);
  const approved = await loan(early, 3000);
  await approve(approved);
  return { recent, early, disbursed, pending, approved };
}
