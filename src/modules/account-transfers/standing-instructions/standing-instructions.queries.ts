import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { nonNegativeInteger, page, parsePaging, type Page } from '../../../platform/http/index.ts';
import type { LocalDate as BusinessDate } from '../../../shared/time/index.ts';
import { retrieveAccountTransferTemplate } from '../account-transfers/account-transfers.queries.ts';
import { accountTypeView, PortfolioAccountType } from '../account-transfers/domain/account-transfer-enums.ts';
import {
  instructionTypeView,
  priorityView,
  recurrenceFrequencyView,
  recurrenceTypeView,
  standingInstructionEnumOptions,
  StandingInstructionStatus,
  statusView,
  transferTypeView,
} from './domain/standing-instruction-enums.ts';
import { standingInstructionNotFound } from './standing-instructions.errors.ts';

type Query = Readonly<Record<string, string | undefined>>;

/** The instructions (not deleted) with their details, offices, clients, savings accounts and the loan they repay. */
function instructions(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_account_transfer_standing_instructions as si')
    .innerJoin('m_account_transfer_details as atd', 'atd.id', 'si.account_transfer_details_id')
    .innerJoin('m_office as fromoff', 'fromoff.id', 'atd.from_office_id')
    .innerJoin('m_office as tooff', 'tooff.id', 'atd.to_office_id')
    .leftJoin('m_client as fromclient', 'fromclient.id', 'atd.from_client_id')
    .leftJoin('m_client as toclient', 'toclient.id', 'atd.to_client_id')
    .leftJoin('m_savings_account as fromsav', 'fromsav.id', 'atd.from_savings_account_id')
    .leftJoin('m_savings_account as tosav', 'tosav.id', 'atd.to_savings_account_id')
    .leftJoin('m_loan as toloan', 'toloan.id', 'atd.to_loan_account_id')
    .where('si.status', '<>', StandingInstructionStatus.DELETED)
    .select([
      'si.id', 'si.name', 'si.priority', 'si.status', 'si.instruction_type', 'si.amount', 'si.valid_from', 'si.valid_till', 'si.recurrence_type',
      'si.recurrence_frequency', 'si.recurrence_interval', 'si.recurrence_on_day', 'si.recurrence_on_month', 'si.last_run_date', 'atd.id as account_detail_id', 'atd.transfer_type',
      'fromoff.id as from_office_id', 'fromoff.name as from_office_name', 'tooff.id as to_office_id', 'tooff.name as to_office_name',
      'fromclient.id as from_client_id', 'fromclient.display_name as from_client_name', 'toclient.id as to_client_id', 'toclient.display_name as to_client_name',
      'fromsav.id as from_savings_id', 'fromsav.account_no as from_savings_no', 'tosav.id as to_savings_id', 'tosav.account_no as to_savings_no',
      'toloan.id as to_loan_id', 'toloan.account_no as to_loan_no',
    ]);
}

type InstructionRecord = Awaited<ReturnType<ReturnType<typeof instructions>['executeTakeFirstOrThrow']>>;

function sides(r: Pick<InstructionRecord, 'from_office_id' | 'from_office_name' | 'to_office_id' | 'to_office_name' | 'from_client_id' | 'from_client_name' | 'to_client_id' | 'to_client_name' | 'from_savings_id' | 'from_savings_no' | 'to_savings_id' | 'to_savings_no' | 'to_loan_id' | 'to_loan_no'>) {
  const client = (id: number | null, name: string | null, officeId: number, officeName: string) => (id === null ? undefined : { id, displayName: name ?? undefined, officeId, officeName });
  const account = (id: number | null, no: string | null) => (id === null ? undefined : { id, accountNo: no ?? undefined });
  return {
    fromOffice: { id: r.from_office_id, name: r.from_office_name },
    fromClient: client(r.from_client_id, r.from_client_name, r.from_office_id, r.from_office_name),
    fromAccountType: r.from_savings_id === null ? undefined : accountTypeView(PortfolioAccountType.SAVINGS),
    fromAccount: account(r.from_savings_id, r.from_savings_no),
    toOffice: { id: r.to_office_id, name: r.to_office_name },
    toClient: client(r.to_client_id, r.to_client_name, r.to_office_id, r.to_office_name),
    toAccountType: r.to_savings_id !== null ? accountTypeView(PortfolioAccountType.SAVINGS) : r.to_loan_id !== null ? accountTypeView(PortfolioAccountType.LOAN) : undefined,
    toAccount: r.to_savings_id !== null ? account(r.to_savings_id, r.to_savings_no) : account(r.to_loan_id, r.to_loan_no),
  };
}

/** Fineract's StandingInstructionData. */
function presentStandingInstruction(r: InstructionRecord) {
  return {
    id: r.id,
    accountDetailId: r.account_detail_id,
    name: r.name,
    ...sides(r),
    transferType: transferTypeView(r.transfer_type),
    priority: priorityView(r.priority),
    instructionType: instructionTypeView(r.instruction_type),
    status: statusView(r.status),
    amount: r.amount === null ? undefined : new Decimal(r.amount),
    validFrom: LocalDate.parse(r.valid_from),
    validTill: r.valid_till === null ? undefined : LocalDate.parse(r.valid_till),
    recurrenceType: recurrenceTypeView(r.recurrence_type),
    recurrenceFrequency: recurrenceFrequencyView(r.recurrence_frequency),
    recurrenceInterval: r.recurrence_interval ?? undefined,
    recurrenceOnMonthDay: r.recurrence_on_day === null || r.recurrence_on_month === null ? undefined : [r.recurrence_on_month, r.recurrence_on_day],
  };
}

/** GET /standinginstructions/{id}. */
export async function retrieveStandingInstruction(untyped: Kysely<object>, id: number) {
  const row = await instructions(untyped).where('si.id', '=', id).executeTakeFirst();
  if (row === undefined) {
    throw standingInstructionNotFound(id);
  }
  return presentStandingInstruction(row);
}

const SMALLINT_MAX = 32_767;

const ORDER_BY: Readonly<Record<string, string>> = { id: 'si.id', name: 'si.name', priority: 'si.priority', validFrom: 'si.valid_from' };

/** GET /standinginstructions: paged, filtered by `transferType`, `clientId`, `clientName`, `fromAccountId`. */
export async function retrieveStandingInstructions(untyped: Kysely<object>, query: Query): Promise<Page<ReturnType<typeof presentStandingInstruction>>> {
  const paging = parsePaging(query, ORDER_BY);
  const transferType = nonNegativeInteger('transferType', query.transferType);
  const clientId = nonNegativeInteger('clientId', query.clientId);
  const fromAccountId = nonNegativeInteger('fromAccountId', query.fromAccountId);
  const clientName = query.clientName?.trim();
  let listed = instructions(untyped)
    // transfer_type is a smallint: a larger filter value matches nothing (instead of failing the cast).
    .$if(transferType !== undefined, (q) => (transferType !== undefined && transferType <= SMALLINT_MAX ? q.where('atd.transfer_type', '=', transferType) : q.where(sql<boolean>`false`)))
    .$if(clientId !== undefined, (q) => q.where('atd.from_client_id', '=', clientId ?? 0))
    .$if(fromAccountId !== undefined, (q) => q.where('atd.from_savings_account_id', '=', fromAccountId ?? 0))
    .$if(clientName !== undefined && clientName !== '', (q) => q.where('fromclient.display_name', 'ilike', `%${clientName ?? ''}%`))
    .select(sql<string>`count(*) over ()`.as('total_count'))
    .orderBy(sql.ref(paging.orderBy ?? 'si.id'), paging.sortOrder === 'DESC' ? 'desc' : 'asc')
    .orderBy('si.id');
  if (paging.limit !== undefined && paging.limit > 0) {
    listed = listed.limit(paging.limit);
  }
  const rows = await listed.offset(paging.offset).execute();
  return page(rows[0] === undefined ? 0 : Number(rows[0].total_count), rows.map(presentStandingInstruction));
}

/** GET /standinginstructions/template: the account transfer template's cascade plus the instruction's option lists. */
export async function retrieveStandingInstructionTemplate(untyped: Kysely<object>, query: Query, hierarchy: string, today: BusinessDate) {
  const transfer = await retrieveAccountTransferTemplate(untyped, query, hierarchy, today);
  return { ...transfer, transferDate: undefined, ...standingInstructionEnumOptions() };
}

const HISTORY_ORDER_BY: Readonly<Record<string, string>> = { id: 'h.id', executionTime: 'h.execution_time', amount: 'h.amount' };

/** GET /standinginstructionrunhistory: the runs, newest last, paged; filtered by instruction, client, account. */
export async function retrieveStandingInstructionHistory(untyped: Kysely<object>, query: Query) {
  const paging = parsePaging(query, HISTORY_ORDER_BY);
  const instructionId = nonNegativeInteger('standingInstructionId', query.standingInstructionId);
  const clientId = nonNegativeInteger('clientId', query.clientId);
  const fromAccountId = nonNegativeInteger('fromAccountId', query.fromAccountId);
  let listed = tenantTables(untyped)
    .selectFrom('m_account_transfer_standing_instructions_history as h')
    .innerJoin('m_account_transfer_standing_instructions as si', 'si.id', 'h.standing_instruction_id')
    .innerJoin('m_account_transfer_details as atd', 'atd.id', 'si.account_transfer_details_id')
    .innerJoin('m_office as fromoff', 'fromoff.id', 'atd.from_office_id')
    .innerJoin('m_office as tooff', 'tooff.id', 'atd.to_office_id')
    .leftJoin('m_client as fromclient', 'fromclient.id', 'atd.from_client_id')
    .leftJoin('m_client as toclient', 'toclient.id', 'atd.to_client_id')
    .leftJoin('m_savings_account as fromsav', 'fromsav.id', 'atd.from_savings_account_id')
    .leftJoin('m_savings_account as tosav', 'tosav.id', 'atd.to_savings_account_id')
    .leftJoin('m_loan as toloan', 'toloan.id', 'atd.to_loan_account_id')
    .select([
      'h.id', 'h.standing_instruction_id', 'si.name', 'h.status', 'h.amount', 'h.execution_time', 'h.error_log',
      'fromoff.id as from_office_id', 'fromoff.name as from_office_name', 'tooff.id as to_office_id', 'tooff.name as to_office_name',
      'fromclient.id as from_client_id', 'fromclient.display_name as from_client_name', 'toclient.id as to_client_id', 'toclient.display_name as to_client_name',
      'fromsav.id as from_savings_id', 'fromsav.account_no as from_savings_no', 'tosav.id as to_savings_id', 'tosav.account_no as to_savings_no',
      'toloan.id as to_loan_id', 'toloan.account_no as to_loan_no', sql<string>`count(*) over ()`.as('total_count'),
    ])
    .$if(instructionId !== undefined, (q) => q.where('h.standing_instruction_id', '=', instructionId ?? 0))
    .$if(clientId !== undefined, (q) => q.where('atd.from_client_id', '=', clientId ?? 0))
    .$if(fromAccountId !== undefined, (q) => q.where('atd.from_savings_account_id', '=', fromAccountId ?? 0))
    .orderBy(sql.ref(paging.orderBy ?? 'h.id'), paging.sortOrder === 'DESC' ? 'desc' : 'asc')
    .orderBy('h.id');
  if (paging.limit !== undefined && paging.limit > 0) {
    listed = listed.limit(paging.limit);
  }
  const rows = await listed.offset(paging.offset).execute();
  return page(rows[0] === undefined ? 0 : Number(rows[0].total_count), rows.map((r) => ({
    standingInstructionId: r.standing_instruction_id, name: r.name, ...sides(r), amount: new Decimal(r.amount), status: r.status,
    executionTime: LocalDate.of(r.execution_time.getFullYear(), r.execution_time.getMonth() + 1, r.execution_time.getDate()), errorLog: r.error_log ?? undefined,
  })));
}
