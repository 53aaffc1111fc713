import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { Command } from 'commander';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { registerReportCommands } from '../../../src/cli/reports.ts';
import { countReport, prepareReport, reportFileWriter, writeReport } from '../../../src/modules/reports/index.ts';
import { loadPrincipal } from '../../../src/platform/security/index.ts';
import type { Config } from '../../../src/platform/config/config.ts';
import type { TenantRegistry } from '../../../src/platform/db/tenant-registry.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { seedPortfolio } from './report-support.ts';

/** `corebank reports run` against the test tenant (the command's tenant access is handed the test's registry). */
describe('corebank reports run', () => {
  let t: TestApp;
  let dir: string;
  const said: string[] = [];

  const corebank = async (...args: string[]): Promise<void> => {
    const program = new Command().exitOverride();
    const withTenants = <T>(work: (registry: TenantRegistry, config: Config) => Promise<T>): Promise<T> => work(t.registry, {} as Config);
    registerReportCommands(program, withTenants, (line) => said.push(line));
    await program.parseAsync(['node', 'corebank', ...args]);
  };

  before(async () => {
    t = await createTestApp();
    await seedPortfolio(t);
    dir = await mkdtemp(join(tmpdir(), 'report-cli-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
    await t.close();
  });

  it('writes a CSV file of the report with its parameters', async () => {
    const out = join(dir, 'clients.csv');
    await corebank('reports', 'run', 'Client Listing', '--param', 'officeId=1', '--format', 'csv', '--out', out);
    const lines = (await readFile(out, 'utf8')).trimEnd().split('\r\n');
    assert.equal(lines.length, 3);
    assert.match(lines[1] ?? '', /^Head Office,\d+,Ada Recent,Active,2024-02-25,$/);
    assert.equal(said.at(-1), `wrote 2 row(s) of Client Listing to ${out}`);
  });

  it('writes an Excel file (R_ prefixes accepted)', async () => {
    const out = join(dir, 'pending.xlsx');
    const all = ['officeId=1', 'R_currencyId=-1', 'loanProductId=-1', 'loanOfficerId=-1', 'loanPurposeId=-1'].flatMap((p) => ['--param', p]);
    await corebank('reports', 'run', 'Loans Pending Approval', ...all, '--format', 'xlsx', '--out', out);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(out);
    const values = (workbook.worksheets[0]?.getRow(2).values as unknown[]).slice(1);
    assert.deepEqual([values[2], values[6]], ['Ben Early', 5000]);
  });

  it('refuses a missing parameter', async () => {
    await assert.rejects(corebank('reports', 'run', 'Client Listing', '--out', join(dir, 'x.csv')), /R_officeId/);
  });

  it('streams a large report in batches from the cursor', async () => {
    await sql`insert into m_client (account_no, office_id, status_enum, display_name, activation_date, legal_form_enum, created_by, last_modified_by)
      select concat('B', g), 1, 300, concat('Bulk ', g), date '2024-01-02', 1, 1, 1 from generate_series(1, 1200) g`.execute(t.tenant.database.db);
    const db = t.tenant.database.db;
    const user = (await loadPrincipal(db, 'mifos'))?.principal;
    assert.ok(user !== undefined);
    const prepared = await prepareReport(db, 'Client Listing', { parameterType: false, selfService: false, parameters: { officeId: '1' } }, { user, businessDate: () => Promise.resolve('2024-03-01') });
    assert.equal(await countReport(db, prepared), 1202);
    const batches: number[] = [];
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    await writeReport(db, prepared, await reportFileWriter('csv', sink, 'Client Listing'), (rows) => batches.push(rows));
    assert.deepEqual(batches, [500, 500, 202]);
    assert.ok(bytes > 1202 * 20);
  });
});
