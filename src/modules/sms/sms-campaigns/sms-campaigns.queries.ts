import { sql, type Kysely, type RawBuilder } from 'kysely';
import { assert } from '../../../shared/assert.ts';
import { NotFoundError } from '../../../shared/errors/api-errors.ts';
import { DataValidator, JsonCommand } from '../../../shared/validation/index.ts';
import { compileMessage, reportRowOf, textOf } from './domain/sms-campaign.ts';
import { prepareReport, type ReportCaller } from '../../reports/index.ts';
import { page, parsePaging, type Page } from '../../../platform/http/index.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import { campaignReportCannotBeRun, campaignReportNotFound, smsCampaignNotFound } from './sms-campaigns.errors.ts';
import { presentCampaign, presentCampaignTemplate, type BusinessRuleView, type SmsCampaignView } from './sms-campaigns.presenter.ts';
import { findCampaign, listCampaigns, readReportRowsAsJson, reportIdNamed, reportNameOf } from './sms-campaigns.repository.ts';

/** A report row: its columns by name (`id` = the client, `mobileNo` = where the text goes). */
export type CampaignReportRow = Readonly<Record<string, unknown>>;

/** Who a campaign's report runs for: the user of the command or job, and the business date (for `${currentDate}`). */
export type CampaignReportCaller = ReportCaller;

/** Runs a campaign's report with the campaign's parameters. */
export interface SmsReportRunner {
  run(db: Kysely<object>, reportId: number, parameters: Readonly<Record<string, string>>, caller: CampaignReportCaller): Promise<CampaignReportRow[]>;
}

/** The report's SQL with its placeholders as bound parameters (never written into the text). */
function boundReport(prepared: Awaited<ReturnType<typeof prepareReport>>): RawBuilder<unknown> {
  const { fragments } = prepared.split;
  let statement = sql`${sql.raw(fragments[0] ?? '')}`;
  fragments.slice(1).forEach((fragment, i) => {
    statement = sql`${statement} ${prepared.values[i] ?? null} ${sql.raw(fragment)}`;
  });
  return statement;
}

/**
 * The report catalogue's runner (Fineract runs a campaign's stretchy report with its `paramValue` as the
 * placeholders' values): the report is found, its SQL checked and its placeholders filled by the reports
 * module, and its rows are read inside the campaign's transaction.
 */
export const stretchyReportRunner: SmsReportRunner = {
  async run(db, reportId, parameters, caller) {
    const reportName = await reportNameOf(db, reportId);
    if (reportName === undefined) {
      throw campaignReportNotFound(reportId);
    }
    const prepared = await prepareReport(db, reportName, { parameterType: false, selfService: false, parameters }, caller);
    let rows: string[];
    try {
      rows = await readReportRowsAsJson(db, boundReport(prepared));
    } catch (error) {
      throw campaignReportCannotBeRun(reportId, error instanceof Error ? error.message : String(error));
    }
    return rows.map(reportRowOf);
  },
};

/** The runner of campaign reports: the report catalogue's, unless another is registered (a test's stand-in). */
export class SmsReportRunners {
  #runner: SmsReportRunner | undefined;

  register(runner: SmsReportRunner): () => void {
    assert(this.#runner === undefined, 'an SMS report runner is registered already');
    this.#runner = runner;
    return () => {
      this.#runner = undefined;
    };
  }

  get current(): SmsReportRunner {
    return this.#runner ?? stretchyReportRunner;
  }
}

export const smsReportRunners = new SmsReportRunners();

const ORDER_BY = { id: 'id', campaignName: 'campaign_name', campaign_name: 'campaign_name', status: 'status_enum', campaignStatus: 'status_enum' } as const;

/** GET /smscampaigns: a page of the visible campaigns. */
export async function retrieveCampaigns(db: Kysely<object>, query: Readonly<Record<string, string | undefined>>): Promise<Page<SmsCampaignView>> {
  const request = parsePaging(query, ORDER_BY);
  const orderBy = (request.orderBy ?? 'id') as 'id' | 'campaign_name' | 'status_enum';
  const { rows, total } = await listCampaigns(db, { offset: request.offset, limit: request.limit === 0 ? undefined : request.limit, orderBy, descending: request.sortOrder === 'DESC' });
  return page(total, rows.map(presentCampaign));
}

export async function retrieveCampaign(db: Kysely<object>, campaignId: number): Promise<SmsCampaignView> {
  const row = await findCampaign(db, campaignId);
  if (row === undefined) {
    throw smsCampaignNotFound(campaignId);
  }
  return presentCampaign(row);
}

/**
 * The reports offered as business rules: those of report type SMS (or `reportType` when given), each with its
 * parameters (label → name), in two statements.
 */
async function businessRules(untyped: Kysely<object>, reportType: string | undefined): Promise<BusinessRuleView[]> {
  const db = tenantTables(untyped);
  const reports = await db
    .selectFrom('stretchy_report')
    .select(['id', 'report_name', 'report_type', 'report_subtype', 'description'])
    .where('report_type', '=', reportType ?? 'SMS')
    .orderBy('id')
    .execute();
  const ids = reports.map((r) => r.id);
  const parameters = ids.length === 0 ? [] : await db
    .selectFrom('stretchy_report_parameter as rp')
    .innerJoin('stretchy_parameter as p', 'p.id', 'rp.parameter_id')
    .select(['rp.report_id', 'p.parameter_label', 'p.parameter_name'])
    .where('rp.report_id', 'in', ids)
    .orderBy('rp.id')
    .execute();
  return reports.map((r) => ({
    reportId: r.id,
    reportName: r.report_name,
    reportType: r.report_type,
    reportSubType: r.report_subtype,
    reportDescription: r.description,
    reportParamName: Object.fromEntries(parameters.filter((p) => p.report_id === r.id).map((p) => [p.parameter_label, p.parameter_name])),
  }));
}

/** GET /smscampaigns/template[?reportType=]. */
export async function retrieveCampaignTemplate(db: Kysely<object>, reportType: string | undefined) {
  return presentCampaignTemplate(await businessRules(db, reportType));
}

/** The preview of a campaign message: the text for the report's first row that gives one, and the row count. */
export interface CampaignPreviewView {
  readonly campaignMessage: string;
  readonly totalNumberOfMessages: number;
}

/**
 * POST /smscampaigns/preview: runs the report named by `paramValue.reportName` with the other parameters and
 * compiles `message` over its rows (Fineract's CampaignPreviewData); no rows: the message as sent, 0.
 */
export async function previewCampaignMessage(db: Kysely<object>, body: unknown, caller: CampaignReportCaller): Promise<CampaignPreviewView> {
  const json = JsonCommand.from(body);
  json.checkSupported(['paramValue', 'message']);
  const v = new DataValidator('sms');
  const value = json.json.paramValue;
  const parameters = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  v.parameter('paramValue', parameters === undefined ? undefined : 'object').notBlank();
  for (const [name, inner] of Object.entries(parameters ?? {})) {
    v.parameter(name, inner === null ? undefined : textOf(inner)).notBlank();
  }
  const message = json.trimmedString('message');
  v.parameter('message', message).notBlank().notExceedingLengthOf(480);
  v.throwIfErrors();
  assert(parameters !== undefined && message !== undefined, 'checked members are present');
  const reportName = textOf(parameters.reportName);
  const reportId = await reportIdNamed(db, reportName);
  if (reportId === undefined) {
    throw new NotFoundError('error.msg.report.name.not.found', `Reporting meta data entry not found for name: ${reportName}`, [reportName]);
  }
  const rows = await smsReportRunners.current.run(db, reportId, Object.fromEntries(Object.entries(parameters).map(([name, inner]) => [name, textOf(inner)])), caller);
  for (const row of rows) {
    const text = compileMessage(message, row);
    if (text !== '') {
      return { campaignMessage: text, totalNumberOfMessages: rows.length };
    }
  }
  return { campaignMessage: message, totalNumberOfMessages: 0 };
}
