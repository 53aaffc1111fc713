-- Accounting reports computed from the ledger (acc_gl_journal_entry, acc_gl_account): Fineract's "Balance
-- Sheet" (48), "Income Statement" (49), "Trial Balance" (50) and "GeneralLedgerReport" (160), with
-- Fineract's ids, names, categories and parameter usages (branch, fromDate, toDate, date, account). Fineract
-- ships them as Pentaho reports (a plugin renders them); here they are Table reports, so the runner answers
-- them in both JSON shapes and as CSV, Excel or PDF (docs/reports.md, "Accounting reports").
--
-- Conventions of the ledger: type_enum 1 credit, 2 debit; classification_enum 1 asset, 2 liability,
-- 3 equity, 4 income, 5 expense. Entries count for the office asked for and the offices below it (within
-- the caller's hierarchy). Each currency has its own rows (amounts rounded to its decimal places).
insert into stretchy_report (id, report_name, report_type, report_subtype, report_category, report_sql, description, core_report, use_report, self_service_user_report) values
  (50, 'Trial Balance', 'Table', null, 'Accounting', $report$select gl.gl_code as glcode, gl.name as name,
  case when gl.classification_enum in (1, 5) then round(sum(case when je.type_enum = 2 then je.amount else -je.amount end), coalesce(cur.decimal_places, 6)) end as debit,
  case when gl.classification_enum in (2, 3, 4) then round(sum(case when je.type_enum = 1 then je.amount else -je.amount end), coalesce(cur.decimal_places, 6)) end as credit,
  je.currency_code as currency
from m_office o
  join m_office ounder on ounder.hierarchy like concat(o.hierarchy, '%') and ounder.hierarchy like concat(${currentUserHierarchy}::text, '%')
  join acc_gl_journal_entry je on je.office_id = ounder.id
  join acc_gl_account gl on gl.id = je.account_id
  left join m_currency cur on cur.code = je.currency_code
where o.id = ${officeId}
  and je.entry_date between ${startDate}::date and ${endDate}::date
group by gl.id, gl.gl_code, gl.name, gl.classification_enum, je.currency_code, cur.decimal_places
order by je.currency_code, gl.gl_code$report$, 'Trial Balance Report', true, true, false),
  (48, 'Balance Sheet', 'Table', null, 'Accounting', $report$select b.glcode, b.name, b."BalanceType", b.balance, b.currency
from (
  select gl.gl_code as glcode, gl.name as name,
    case gl.classification_enum when 1 then 'Assets' when 2 then 'Liability' else 'Equity' end as "BalanceType",
    round(sum(case when (gl.classification_enum = 1) = (je.type_enum = 2) then je.amount else -je.amount end), coalesce(cur.decimal_places, 6)) as balance,
    je.currency_code as currency,
    gl.classification_enum as position
  from m_office o
    join m_office ounder on ounder.hierarchy like concat(o.hierarchy, '%') and ounder.hierarchy like concat(${currentUserHierarchy}::text, '%')
    join acc_gl_journal_entry je on je.office_id = ounder.id
    join acc_gl_account gl on gl.id = je.account_id
    left join m_currency cur on cur.code = je.currency_code
  where o.id = ${officeId}
    and gl.classification_enum in (1, 2, 3)
    and je.entry_date <= ${endDate}::date
  group by gl.id, gl.gl_code, gl.name, gl.classification_enum, je.currency_code, cur.decimal_places
  union all
  select null, 'Net income (income less expenses)', 'Equity',
    round(sum(case when je.type_enum = 1 then je.amount else -je.amount end), coalesce(cur.decimal_places, 6)),
    je.currency_code,
    4
  from m_office o
    join m_office ounder on ounder.hierarchy like concat(o.hierarchy, '%') and ounder.hierarchy like concat(${currentUserHierarchy}::text, '%')
    join acc_gl_journal_entry je on je.office_id = ounder.id
    join acc_gl_account gl on gl.id = je.account_id
    left join m_currency cur on cur.code = je.currency_code
  where o.id = ${officeId}
    and gl.classification_enum in (4, 5)
    and je.entry_date <= ${endDate}::date
  group by je.currency_code, cur.decimal_places
) b
order by b.currency, b.position, b.glcode$report$, 'Balance Sheet', true, true, false),
  (49, 'Income Statement', 'Table', null, 'Accounting', $report$select gl.gl_code as glcode, gl.name as name,
  case gl.classification_enum when 4 then 'Income' else 'Expense' end as "IncomeOrExpense",
  round(sum(case when (gl.classification_enum = 4) = (je.type_enum = 1) then je.amount else -je.amount end), coalesce(cur.decimal_places, 6)) as balance,
  je.currency_code as currency
from m_office o
  join m_office ounder on ounder.hierarchy like concat(o.hierarchy, '%') and ounder.hierarchy like concat(${currentUserHierarchy}::text, '%')
  join acc_gl_journal_entry je on je.office_id = ounder.id
  join acc_gl_account gl on gl.id = je.account_id
  left join m_currency cur on cur.code = je.currency_code
where o.id = ${officeId}
  and gl.classification_enum in (4, 5)
  and je.entry_date between ${startDate}::date and ${endDate}::date
group by gl.id, gl.gl_code, gl.name, gl.classification_enum, je.currency_code, cur.decimal_places
order by je.currency_code, gl.classification_enum, gl.gl_code$report$, 'Profit and Loss Statement', true, true, false),
  (160, 'GeneralLedgerReport', 'Table', null, 'Accounting', $report$select g.entry_date, g.transaction_id, g.transtype, g.description,
  round(g.debit_amount, g.places) as debit_amount, round(g.credit_amount, g.places) as credit_amount,
  round(g.openingbalance, g.places) as openingbalance, round(g.cumulative_sum, g.places) as cumulative_sum, g.currency
from (
  select je.id, je.entry_date, je.transaction_id,
    case when je.manual_entry then 'Manual' else 'System' end as transtype,
    je.description,
    case when je.type_enum = 2 then je.amount else 0 end as debit_amount,
    case when je.type_enum = 1 then je.amount else 0 end as credit_amount,
    coalesce(sum(case when (gl.classification_enum in (1, 5)) = (je.type_enum = 2) then je.amount else -je.amount end)
      filter (where je.entry_date < ${startDate}::date) over (partition by je.currency_code), 0) as openingbalance,
    sum(case when (gl.classification_enum in (1, 5)) = (je.type_enum = 2) then je.amount else -je.amount end)
      over (partition by je.currency_code order by je.entry_date, je.id) as cumulative_sum,
    je.currency_code as currency,
    coalesce(cur.decimal_places, 6) as places
  from m_office o
    join m_office ounder on ounder.hierarchy like concat(o.hierarchy, '%') and ounder.hierarchy like concat(${currentUserHierarchy}::text, '%')
    join acc_gl_journal_entry je on je.office_id = ounder.id
    join acc_gl_account gl on gl.id = je.account_id
    left join m_currency cur on cur.code = je.currency_code
  where o.id = ${officeId}
    and je.account_id = ${GLAccountNO}
    and je.entry_date <= ${endDate}::date
) g
where g.entry_date >= ${startDate}::date
order by g.currency, g.entry_date, g.id$report$, 'The entries of one GL account in a period, with its opening and running balance', false, true, false);

-- Fineract's usages (its Pentaho names: branch, fromDate, toDate, date, account); the parameters are
-- OfficeIdSelectOne (5, ${officeId}), startDateSelect (1, ${startDate}), endDateSelect (2, ${endDate}) and
-- SelectGLAccountNO (1008, ${GLAccountNO}).
insert into stretchy_report_parameter (id, report_id, parameter_id, report_parameter_name) values
  (85, 48, 5, 'branch'),
  (86, 48, 2, 'date'),
  (87, 49, 5, 'branch'),
  (88, 49, 1, 'fromDate'),
  (89, 49, 2, 'toDate'),
  (90, 50, 5, 'branch'),
  (91, 50, 1, 'fromDate'),
  (92, 50, 2, 'toDate'),
  (430, 160, 1008, 'account'),
  (431, 160, 1, 'fromDate'),
  (432, 160, 2, 'toDate'),
  (433, 160, 5, 'branch');

-- Permissions: READ_Trial Balance, READ_Balance Sheet and READ_Income Statement are in Fineract's catalogue
-- (db/seed/permissions.tsv); for report 160 it has only READ_General Ledger Report, which names no report,
-- so GeneralLedgerReport runs with REPORTING_SUPER_USER, ALL_FUNCTIONS or ALL_FUNCTIONS_READ, as in Fineract.
select setval(pg_get_serial_sequence('stretchy_report', 'id'), (select max(id) from stretchy_report));
select setval(pg_get_serial_sequence('stretchy_report_parameter', 'id'), (select max(id) from stretchy_report_parameter));
