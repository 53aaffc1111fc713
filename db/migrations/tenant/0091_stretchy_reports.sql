-- Stretchy reports: Fineract's report catalogue tables (stretchy_report, stretchy_parameter,
-- stretchy_report_parameter; part 0001, column names as PostgreSQL folds them) and r_enum_value, the enum
-- labels Fineract's report SQL joins. Seeded with Fineract's parameter catalogue and the Table reports whose
-- tables exist here, their SQL written for PostgreSQL with `${name}` placeholders that the runner binds as
-- parameters (docs/reports.md). Ids are Fineract's, so links and scripts that name them keep working.
create table r_enum_value (
  enum_name varchar(100) not null,
  enum_id integer not null,
  enum_message_property varchar(100) not null,
  enum_value varchar(100) not null,
  enum_type boolean not null,
  primary key (enum_name, enum_id)
);

create table stretchy_parameter (
  id bigserial primary key,
  parameter_name varchar(45) not null constraint name_unique unique,
  parameter_variable varchar(45),
  parameter_label varchar(45) not null,
  parameter_displaytype varchar(45) not null,
  parameter_formattype varchar(10) not null,
  parameter_default varchar(45) not null,
  special varchar(1),
  selectone varchar(1),
  selectall varchar(1),
  parameter_sql text,
  parent_id bigint constraint fk_stretchy_parameter_001 references stretchy_parameter (id)
);
create index fk_stretchy_parameter_001_idx on stretchy_parameter (parent_id);

create table stretchy_report (
  id bigserial primary key,
  report_name varchar(100) not null constraint unq_report_name unique,
  report_type varchar(20) not null,
  report_subtype varchar(20),
  report_category varchar(45),
  report_sql text,
  description text,
  core_report boolean not null default false,
  use_report boolean not null default false,
  self_service_user_report boolean not null default false
);

create table stretchy_report_parameter (
  id bigserial primary key,
  report_id bigint not null constraint fk_report_parameter_001 references stretchy_report (id),
  parameter_id bigint not null constraint fk_report_parameter_002 references stretchy_parameter (id),
  report_parameter_name varchar(45),
  constraint report_id_name_unique unique (report_id, report_parameter_name)
);
create index fk_report_parameter_001_idx on stretchy_report_parameter (report_id);
create index fk_report_parameter_002_idx on stretchy_report_parameter (parameter_id);

insert into r_enum_value (enum_name, enum_id, enum_message_property, enum_value, enum_type) values
  ('account_type_type_enum', 0, 'INVALID', 'INVALID', false),
  ('account_type_type_enum', 1, 'INDIVIDUAL', 'INDIVIDUAL', false),
  ('account_type_type_enum', 2, 'GROUP', 'GROUP', false),
  ('account_type_type_enum', 3, 'JLG', 'JLG', false),
  ('accrual_accounts_for_loan_type_enum', 1, 'FUND_SOURCE', 'FUND_SOURCE', false),
  ('accrual_accounts_for_loan_type_enum', 2, 'LOAN_PORTFOLIO', 'LOAN_PORTFOLIO', false),
  ('accrual_accounts_for_loan_type_enum', 3, 'INTEREST_ON_LOANS', 'INTEREST_ON_LOANS', false),
  ('accrual_accounts_for_loan_type_enum', 4, 'INCOME_FROM_FEES', 'INCOME_FROM_FEES', false),
  ('accrual_accounts_for_loan_type_enum', 5, 'INCOME_FROM_PENALTIES', 'INCOME_FROM_PENALTIES', false),
  ('accrual_accounts_for_loan_type_enum', 6, 'LOSSES_WRITTEN_OFF', 'LOSSES_WRITTEN_OFF', false),
  ('accrual_accounts_for_loan_type_enum', 7, 'INTEREST_RECEIVABLE', 'INTEREST_RECEIVABLE', false),
  ('accrual_accounts_for_loan_type_enum', 8, 'FEES_RECEIVABLE', 'FEES_RECEIVABLE', false),
  ('accrual_accounts_for_loan_type_enum', 9, 'PENALTIES_RECEIVABLE', 'PENALTIES_RECEIVABLE', false),
  ('accrual_accounts_for_loan_type_enum', 10, 'TRANSFERS_SUSPENSE', 'TRANSFERS_SUSPENSE', false),
  ('accrual_accounts_for_loan_type_enum', 11, 'OVERPAYMENT', 'OVERPAYMENT', false),
  ('accrual_accounts_for_loan_type_enum', 12, 'INCOME_FROM_RECOVERY', 'INCOME_FROM_RECOVERY', false),
  ('amortization_method_enum', 0, 'Equal principle payments', 'Equal principle payments', false),
  ('amortization_method_enum', 1, 'Equal installments', 'Equal installments', false),
  ('calendar_type_enum', 0, 'INVALID', 'INVALID', false),
  ('calendar_type_enum', 1, 'CLIENTS', 'CLIENTS', false),
  ('calendar_type_enum', 2, 'GROUPS', 'GROUPS', false),
  ('calendar_type_enum', 3, 'LOANS', 'LOANS', false),
  ('calendar_type_enum', 4, 'CENTERS', 'CENTERS', false),
  ('calendar_type_enum', 5, 'SAVINGS', 'SAVINGS', false),
  ('calendar_type_enum', 6, 'LOAN_RECALCULATION_REST_DETAIL', 'LOAN_RECALCULATION_REST_DETAIL', false),
  ('calendar_type_enum', 7, 'LOAN_RECALCULATION_COMPOUNDING_DETAIL', 'LOAN_RECALCULATION_COMPOUNDING_DETAIL', false),
  ('cash_accounts_for_loan_type_enum', 1, 'FUND_SOURCE', 'FUND_SOURCE', false),
  ('cash_accounts_for_loan_type_enum', 2, 'LOAN_PORTFOLIO', 'LOAN_PORTFOLIO', false),
  ('cash_accounts_for_loan_type_enum', 3, 'INTEREST_ON_LOANS', 'INTEREST_ON_LOANS', false),
  ('cash_accounts_for_loan_type_enum', 4, 'INCOME_FROM_FEES', 'INCOME_FROM_FEES', false),
  ('cash_accounts_for_loan_type_enum', 5, 'INCOME_FROM_PENALTIES', 'INCOME_FROM_PENALTIES', false),
  ('cash_accounts_for_loan_type_enum', 6, 'LOSSES_WRITTEN_OFF', 'LOSSES_WRITTEN_OFF', false),
  ('cash_accounts_for_loan_type_enum', 10, 'TRANSFERS_SUSPENSE', 'TRANSFERS_SUSPENSE', false),
  ('cash_accounts_for_loan_type_enum', 11, 'OVERPAYMENT', 'OVERPAYMENT', false),
  ('cash_accounts_for_loan_type_enum', 12, 'INCOME_FROM_RECOVERY', 'INCOME_FROM_RECOVERY', false),
  ('cash_accounts_for_savings_type_enum', 1, 'SAVINGS_REFERENCE', 'SAVINGS_REFERENCE', false),
  ('cash_accounts_for_savings_type_enum', 2, 'SAVINGS_CONTROL', 'SAVINGS_CONTROL', false),
  ('cash_accounts_for_savings_type_enum', 3, 'INTEREST_ON_SAVINGS', 'INTEREST_ON_SAVINGS', false),
  ('cash_accounts_for_savings_type_enum', 4, 'INCOME_FROM_FEES', 'INCOME_FROM_FEES', false),
  ('cash_accounts_for_savings_type_enum', 5, 'INCOME_FROM_PENALTIES', 'INCOME_FROM_PENALTIES', false),
  ('cash_accounts_for_savings_type_enum', 10, 'TRANSFERS_SUSPENSE', 'TRANSFERS_SUSPENSE', false),
  ('cash_accounts_for_savings_type_enum', 11, 'OVERDRAFT_PORTFOLIO_CONTROL', 'OVERDRAFT_PORTFOLIO_CONTROL', false),
  ('cash_accounts_for_savings_type_enum', 12, 'INCOME_FROM_INTEREST', 'INCOME_FROM_INTEREST', false),
  ('cash_account_for_shares_type_enum', 1, 'SHARES_REFERENCE', 'SHARES_REFERENCE', false),
  ('cash_account_for_shares_type_enum', 2, 'SHARES_SUSPENSE', 'SHARES_SUSPENSE', false),
  ('cash_account_for_shares_type_enum', 3, 'INCOME_FROM_FEES', 'INCOME_FROM_FEES', false),
  ('cash_account_for_shares_type_enum', 4, 'SHARES_EQUITY', 'SHARES_EQUITY', false),
  ('client_transaction_type_enum', 1, 'PAY_CHARGE', 'PAY_CHARGE', false),
  ('client_transaction_type_enum', 2, 'WAIVE_CHARGE', 'WAIVE_CHARGE', false),
  ('entity_account_type_enum', 1, 'CLIENT', 'CLIENT', false),
  ('entity_account_type_enum', 2, 'LOAN', 'LOAN', false),
  ('entity_account_type_enum', 3, 'SAVINGS', 'SAVINGS', false),
  ('entity_account_type_enum', 4, 'CENTER', 'CENTER', false),
  ('entity_account_type_enum', 5, 'GROUP', 'GROUP', false),
  ('entity_account_type_enum', 6, 'SHARES', 'SHARES', false),
  ('financial_activity_type_enum', 100, 'ASSET_TRANSFER', 'ASSET_TRANSFER', false),
  ('financial_activity_type_enum', 101, 'CASH_AT_MAINVAULT', 'CASH_AT_MAINVAULT', false),
  ('financial_activity_type_enum', 102, 'CASH_AT_TELLER', 'CASH_AT_TELLER', false),
  ('financial_activity_type_enum', 103, 'ASSET_FUND_SOURCE', 'ASSET_FUND_SOURCE', false),
  ('financial_activity_type_enum', 200, 'LIABILITY_TRANSFER', 'LIABILITY_TRANSFER', false),
  ('financial_activity_type_enum', 201, 'PAYABLE_DIVIDENDS', 'PAYABLE_DIVIDENDS', false),
  ('financial_activity_type_enum', 300, 'OPENING_BALANCES_TRANSFER_CONTRA', 'OPENING_BALANCES_TRANSFER_CONTRA', false),
  ('glaccount_type_enum', 1, 'ASSET', 'ASSET', false),
  ('glaccount_type_enum', 2, 'LIABILITY', 'LIABILITY', false),
  ('glaccount_type_enum', 3, 'EQUITY', 'EQUITY', false),
  ('glaccount_type_enum', 4, 'INCOME', 'INCOME', false),
  ('glaccount_type_enum', 5, 'EXPENSE', 'EXPENSE', false),
  ('interest_calculated_in_period_enum', 0, 'Daily', 'Daily', false),
  ('interest_calculated_in_period_enum', 1, 'Same as repayment period', 'Same as repayment period', false),
  ('interest_method_enum', 0, 'Declining Balance', 'Declining Balance', false),
  ('interest_method_enum', 1, 'Flat', 'Flat', false),
  ('interest_period_frequency_enum', 2, 'Per month', 'Per month', false),
  ('interest_period_frequency_enum', 3, 'Per year', 'Per year', false),
  ('journal_entry_type_type_enum', 1, 'CREDIT', 'CREDIT', false),
  ('journal_entry_type_type_enum', 2, 'DEBIT', 'DEBIT', false),
  ('loan_status_id', 0, 'Invalid', 'Invalid', false),
  ('loan_status_id', 100, 'Submitted and awaiting approval', 'Submitted and awaiting approval', false),
  ('loan_status_id', 200, 'Approved', 'Approved', false),
  ('loan_status_id', 300, 'Active', 'Active', false),
  ('loan_status_id', 400, 'Withdrawn by client', 'Withdrawn by client', false),
  ('loan_status_id', 500, 'Rejected', 'Rejected', false),
  ('loan_status_id', 600, 'Closed', 'Closed', false),
  ('loan_status_id', 601, 'Written-Off', 'Written-Off', false),
  ('loan_status_id', 602, 'Rescheduled', 'Rescheduled', false),
  ('loan_status_id', 700, 'Overpaid', 'Overpaid', false),
  ('loan_transaction_strategy_id', 1, 'mifos-standard-strategy', 'Mifos style', false),
  ('loan_transaction_strategy_id', 2, 'heavensfamily-strategy', 'Heavensfamily', false),
  ('loan_transaction_strategy_id', 3, 'creocore-strategy', 'Creocore', false),
  ('loan_transaction_strategy_id', 4, 'rbi-india-strategy', 'RBI (India)', false),
  ('loan_transaction_type_enum', 0, 'INVALID', 'INVALID', false),
  ('loan_transaction_type_enum', 1, 'DISBURSEMENT', 'DISBURSEMENT', false),
  ('loan_transaction_type_enum', 2, 'REPAYMENT', 'REPAYMENT', false),
  ('loan_transaction_type_enum', 3, 'CONTRA', 'CONTRA', false),
  ('loan_transaction_type_enum', 4, 'WAIVE_INTEREST', 'WAIVE_INTEREST', false),
  ('loan_transaction_type_enum', 5, 'REPAYMENT_AT_DISBURSEMENT', 'REPAYMENT_AT_DISBURSEMENT', false),
  ('loan_transaction_type_enum', 6, 'WRITEOFF', 'WRITEOFF', false),
  ('loan_transaction_type_enum', 7, 'MARKED_FOR_RESCHEDULING', 'MARKED_FOR_RESCHEDULING', false),
  ('loan_transaction_type_enum', 8, 'RECOVERY_REPAYMENT', 'RECOVERY_REPAYMENT', false),
  ('loan_transaction_type_enum', 9, 'WAIVE_CHARGES', 'WAIVE_CHARGES', false),
  ('loan_transaction_type_enum', 10, 'ACCRUAL', 'ACCRUAL', false),
  ('loan_transaction_type_enum', 12, 'INITIATE_TRANSFER', 'INITIATE_TRANSFER', false),
  ('loan_transaction_type_enum', 13, 'APPROVE_TRANSFER', 'APPROVE_TRANSFER', false),
  ('loan_transaction_type_enum', 14, 'WITHDRAW_TRANSFER', 'WITHDRAW_TRANSFER', false),
  ('loan_transaction_type_enum', 15, 'REJECT_TRANSFER', 'REJECT_TRANSFER', false),
  ('loan_transaction_type_enum', 16, 'REFUND', 'REFUND', false),
  ('loan_transaction_type_enum', 17, 'CHARGE_PAYMENT', 'CHARGE_PAYMENT', false),
  ('loan_transaction_type_enum', 18, 'REFUND_FOR_ACTIVE_LOAN', 'REFUND_FOR_ACTIVE_LOAN', false),
  ('loan_transaction_type_enum', 19, 'INCOME_POSTING', 'INCOME_POSTING', false),
  ('loan_type_enum', 1, 'Individual Loan', 'Individual Loan', false),
  ('loan_type_enum', 2, 'Group Loan', 'Group Loan', false),
  ('portfolio_account_type_enum', 1, 'LOAN', 'LOAN', false),
  ('portfolio_account_type_enum', 2, 'SAVING', 'EXPENSE', false),
  ('portfolio_account_type_enum', 3, 'PROVISIONING', 'PROVISIONING', false),
  ('portfolio_account_type_enum', 4, 'SHARES', 'SHARES', false),
  ('processing_result_enum', 0, 'invalid', 'Invalid', false),
  ('processing_result_enum', 1, 'processed', 'Processed', false),
  ('processing_result_enum', 2, 'awaiting.approval', 'Awaiting Approval', false),
  ('processing_result_enum', 3, 'rejected', 'Rejected', false),
  ('repayment_period_frequency_enum', 0, 'Days', 'Days', false),
  ('repayment_period_frequency_enum', 1, 'Weeks', 'Weeks', false),
  ('repayment_period_frequency_enum', 2, 'Months', 'Months', false),
  ('savings_transaction_type_enum', 0, 'INVALID', 'INVALID', false),
  ('savings_transaction_type_enum', 1, 'deposit', 'deposit', false),
  ('savings_transaction_type_enum', 2, 'withdrawal', 'withdrawal', true),
  ('savings_transaction_type_enum', 3, 'Interest Posting', 'Interest Posting', false),
  ('savings_transaction_type_enum', 4, 'Withdrawal Fee', 'Withdrawal Fee', true),
  ('savings_transaction_type_enum', 5, 'Annual Fee', 'Annual Fee', true),
  ('savings_transaction_type_enum', 6, 'Waive Charge', 'Waive Charge', false),
  ('savings_transaction_type_enum', 7, 'Pay Charge', 'Pay Charge', true),
  ('savings_transaction_type_enum', 8, 'DIVIDEND_PAYOUT', 'DIVIDEND_PAYOUT', false),
  ('savings_transaction_type_enum', 12, 'Initiate Transfer', 'Initiate Transfer', false),
  ('savings_transaction_type_enum', 13, 'Approve Transfer', 'Approve Transfer', false),
  ('savings_transaction_type_enum', 14, 'Withdraw Transfer', 'Withdraw Transfer', false),
  ('savings_transaction_type_enum', 15, 'Reject Transfer', 'Reject Transfer', false),
  ('savings_transaction_type_enum', 16, 'Written-Off', 'Written-Off', false),
  ('savings_transaction_type_enum', 17, 'Overdraft Interest', 'Overdraft Interest', false),
  ('savings_transaction_type_enum', 19, 'WITHHOLD_TAX', 'WITHHOLD_TAX', false),
  ('status_enum', 0, 'Invalid', 'Invalid', false),
  ('status_enum', 100, 'Pending', 'Pending', false),
  ('status_enum', 300, 'Active', 'Active', false),
  ('status_enum', 600, 'Closed', 'Closed', false),
  ('teller_status', 300, 'Active', 'Active', false),
  ('teller_status', 400, 'Inactive', 'Inactive', false),
  ('teller_status', 600, 'Closed', 'Closed', false),
  ('term_period_frequency_enum', 0, 'Days', 'Days', false),
  ('term_period_frequency_enum', 1, 'Weeks', 'Weeks', false),
  ('term_period_frequency_enum', 2, 'Months', 'Months', false),
  ('term_period_frequency_enum', 3, 'Years', 'Years', false),
  ('transaction_type_enum', 1, 'Disbursement', 'Disbursement', false),
  ('transaction_type_enum', 2, 'Repayment', 'Repayment', false),
  ('transaction_type_enum', 3, 'Contra', 'Contra', false),
  ('transaction_type_enum', 4, 'Waive Interest', 'Waive Interest', false),
  ('transaction_type_enum', 5, 'Repayment At Disbursement', 'Repayment At Disbursement', false),
  ('transaction_type_enum', 6, 'Write-Off', 'Write-Off', false),
  ('transaction_type_enum', 7, 'Marked for Rescheduling', 'Marked for Rescheduling', false),
  ('transaction_type_enum', 8, 'Recovery Repayment', 'Recovery Repayment', false),
  ('transaction_type_enum', 9, 'Waive Charges', 'Waive Charges', false),
  ('transaction_type_enum', 10, 'Apply Charges', 'Apply Charges', false),
  ('transaction_type_enum', 11, 'Apply Interest', 'Apply Interest', false);

insert into stretchy_parameter (id, parameter_name, parameter_variable, parameter_label, parameter_displaytype, parameter_formattype, parameter_default, special, selectone, selectall, parameter_sql, parent_id) values
  (1, 'startDateSelect', 'startDate', 'startDate', 'date', 'date', 'today', null, null, null, null, null),
  (2, 'endDateSelect', 'endDate', 'endDate', 'date', 'date', 'today', null, null, null, null, null),
  (3, 'obligDateTypeSelect', 'obligDateType', 'obligDateType', 'select', 'number', '0', null, null, null, 'select * from  (select 1 as id, ''Closed'' AS name union all select 2, ''Disbursal'' ) x  order by x.id', null),
  (5, 'OfficeIdSelectOne', 'officeId', 'Office', 'select', 'number', '0', null, 'Y', null, 'select id, concat(substring(''........................................'', 1, ((length(hierarchy) - length(replace(hierarchy, ''.'', '''')) - 1) * 4)), name) as tc
from m_office
where hierarchy like concat(${currentUserHierarchy}::text, ''%'')
order by hierarchy', null),
  (6, 'loanOfficerIdSelectAll', 'loanOfficerId', 'Loan Officer', 'select', 'number', '0', null, null, 'Y', '(select lo.id, lo.display_name as name
  from m_office o
  join m_office ounder on ounder.hierarchy like concat(o.hierarchy, ''%'')
  join m_staff lo on lo.office_id = ounder.id
  where lo.is_loan_officer = true and o.id = ${officeId})
union all
(select -10, ''-'')
order by 2', 5),
  (10, 'currencyIdSelectAll', 'currencyId', 'Currency', 'select', 'number', '0', null, null, 'Y', 'select code, name  from m_organisation_currency  order by code', null),
  (20, 'fundIdSelectAll', 'fundId', 'Fund', 'select', 'number', '0', null, null, 'Y', '(select id, name  from m_fund)  union all  (select -10, ''-'')  order by 2', null),
  (25, 'loanProductIdSelectAll', 'loanProductId', 'Product', 'select', 'number', '0', null, null, 'Y', 'select p.id, p.name
from m_product_loan p
where (p.currency_code = ${currencyId} or ''-1'' = ${currencyId})
order by 2', 10),
  (26, 'loanPurposeIdSelectAll', 'loanPurposeId', 'Loan Purpose', 'select', 'number', '0', null, null, 'Y', 'select -10 as id, ''-'' as code_value  union all  select * from (select v.id, v.code_value  from m_code c  join m_code_value v on v.code_id = c.id  where c.code_name = ''loanPurpose''  order by v.order_position)  x', null),
  (100, 'parTypeSelect', 'parType', 'parType', 'select', 'number', '0', null, null, null, 'select * from  (select 1 as id, ''Principal Only'' AS name union all  select 2, ''Principal + Interest'' union all select 3, ''Principal + Interest + Fees'' union all  select 4, ''Principal + Interest + Fees + Penalties'') x  order by x.id', null),
  (1001, 'FullReportList', null, 'n/a', 'n/a', 'n/a', 'n/a', 'Y', null, null, 'select r.id as report_id, r.report_name, r.report_type, r.report_subtype, r.report_category, rp.id as parameter_id, rp.report_parameter_name, p.parameter_name
from stretchy_report r
left join stretchy_report_parameter rp on rp.report_id = r.id
left join stretchy_parameter p on p.id = rp.parameter_id
where r.use_report is true and r.self_service_user_report = false
  and exists (select ''f'' from m_appuser_role ur join m_role rr on rr.id = ur.role_id join m_role_permission rrp on rrp.role_id = rr.id join m_permission pp on pp.id = rrp.permission_id
    where ur.appuser_id = ${currentUserId} and (pp.code in (''ALL_FUNCTIONS_READ'', ''ALL_FUNCTIONS'') or pp.code = concat(''READ_'', r.report_name)))
order by r.report_category, r.report_name, rp.id', null),
  (1002, 'FullParameterList', null, 'n/a', 'n/a', 'n/a', 'n/a', 'Y', null, null, 'select sp.parameter_name, sp.parameter_variable, sp.parameter_label, sp.parameter_displaytype as "parameter_displayType", sp.parameter_formattype as "parameter_FormatType", sp.parameter_default, sp.selectone as "selectOne", sp.selectall as "selectAll", spp.parameter_name as "parentParameterName"
from stretchy_parameter sp
left join stretchy_parameter spp on spp.id = sp.parent_id
where sp.special is null
  and exists (select ''f'' from stretchy_report sr join stretchy_report_parameter srp on srp.report_id = sr.id and sr.self_service_user_report = (${isSelfServiceUser}::text = ''true'')
    where sr.report_name = btrim(${reportListing}::text, '''''''') and srp.parameter_id = sp.id)
order by sp.id', null),
  (1003, 'reportCategoryList', null, 'n/a', 'n/a', 'n/a', 'n/a', 'Y', null, null, 'select r.id as report_id, r.report_name, r.report_type, r.report_subtype, r.report_category, rp.id as parameter_id, rp.report_parameter_name, p.parameter_name
from stretchy_report r
left join stretchy_report_parameter rp on rp.report_id = r.id
left join stretchy_parameter p on p.id = rp.parameter_id
where r.report_category = ${reportCategory} and r.use_report is true and r.self_service_user_report = (${isSelfServiceUser}::text = ''true'')
  and exists (select ''f'' from m_appuser_role ur join m_role rr on rr.id = ur.role_id join m_role_permission rrp on rrp.role_id = rr.id join m_permission pp on pp.id = rrp.permission_id
    where ur.appuser_id = ${currentUserId} and (pp.code in (''ALL_FUNCTIONS_READ'', ''ALL_FUNCTIONS'') or pp.code = concat(''READ_'', r.report_name)))
order by r.report_category, r.report_name, rp.id', null),
  (1004, 'selectAccount', 'accountNo', 'Enter Account No', 'text', 'string', 'n/a', null, null, null, null, null),
  (1005, 'savingsProductIdSelectAll', 'savingsProductId', 'Product', 'select', 'number', '0', null, null, 'Y', 'select p.id, p.name  from m_savings_product p  order by 2', null),
  (1006, 'transactionId', 'transactionId', 'transactionId', 'text', 'string', 'n/a', null, null, null, null, null),
  (1007, 'selectCenterId', 'centerId', 'Enter Center Id', 'text', 'string', 'n/a', null, null, null, null, null),
  (1008, 'SelectGLAccountNO', 'GLAccountNO', 'GLAccountNO', 'select', 'number', '0', null, null, null, 'select id aid,name aname  from acc_gl_account', null),
  (1009, 'asOnDate', 'asOn', 'As On', 'date', 'date', 'today', null, null, null, null, null),
  (1010, 'SavingsAccountSubStatus', 'subStatus', 'SavingsAccountDormancyStatus', 'select', 'number', '100', null, null, null, 'select * from  (select 100 as id, ''Inactive'' as name  union all  select 200 as id, ''Dormant'' as  name union all   select 300 as id, ''Escheat'' as name) x  order by x.id', null),
  (1011, 'cycleXSelect', 'cycleX', 'Cycle X Number', 'text', 'number', 'n/a', null, null, null, null, null),
  (1012, 'cycleYSelect', 'cycleY', 'Cycle Y Number', 'text', 'number', 'n/a', null, null, null, null, null),
  (1013, 'fromXSelect', 'fromX', 'From X Number', 'text', 'number', 'n/a', null, null, null, null, null),
  (1014, 'toYSelect', 'toY', 'To Y Number', 'text', 'number', 'n/a', null, null, null, null, null),
  (1015, 'overdueXSelect', 'overdueX', 'Overdue X Number', 'text', 'number', 'n/a', null, null, null, null, null),
  (1016, 'overdueYSelect', 'overdueY', 'Overdue Y Number', 'text', 'number', 'n/a', null, null, null, null, null),
  (1017, 'DefaultLoan', 'loanId', 'Loan', 'none', 'number', '-1', null, null, 'Y', 'select ml.id from m_loan ml left join m_client mc on mc.id = ml.client_id left join m_office mo on mo.id = mc.office_id where mo.id = ${officeId} or ${officeId} = -1', 5),
  (1018, 'DefaultClient', 'clientId', 'Client', 'none', 'number', '-1', null, null, 'Y', 'select mc.id from m_client mc left join m_office mo on mc.office_id = mo.id where mo.id = ${officeId} or ${officeId} = -1', 5),
  (1019, 'DefaultGroup', 'groupId', 'Group', 'none', 'number', '-1', null, null, 'Y', 'select mg.id from m_group mg left join m_office mo on mg.office_id = mo.id where mo.id = ${officeId} or ${officeId} = -1', 5),
  (1020, 'SelectLoanType', 'loanType', 'Loan Type', 'select', 'number', '-1', null, null, 'Y', 'select enum_id as id, enum_value as value from r_enum_value where enum_name = ''loan_type_enum''', null),
  (1021, 'DefaultSavings', 'savingsId', 'Savings', 'none', 'number', '-1', null, null, 'Y', null, 5),
  (1022, 'DefaultSavingsTransactionId', 'savingsTransactionId', 'Savings Transaction', 'none', 'number', '-1', null, null, 'Y', null, 5);

insert into stretchy_report (id, report_name, report_type, report_subtype, report_category, report_sql, description, core_report, use_report, self_service_user_report) values
  (1, 'Client Listing', 'Table', null, 'Client', 'select concat(substring(''........................................'', 1, ((length(ounder.hierarchy) - length(replace(ounder.hierarchy, ''.'', '''')) - 1) * 2)), ounder.name) as "Office/Branch", c.account_no as "Client Account No.", c.display_name as name, r.enum_message_property as "Status", c.activation_date as "Activation", c.external_id as "External Id"
from m_office o
  join m_office ounder on ounder.hierarchy like concat(o.hierarchy, ''%'') and ounder.hierarchy like concat(${currentUserHierarchy}::text, ''%'')
  join m_client c on c.office_id = ounder.id
  left join r_enum_value r on r.enum_name = ''status_enum'' and r.enum_id = c.status_enum
where o.id = ${officeId}
order by ounder.hierarchy, c.account_no', 'Individual Client Report Lists the small number of defined fields on the client table. Would expect to copy this report and add any ''one to one'' additional data for specific tenant needs. Can be run for any size MFI but you''d expect it only to be run within a branch for larger ones. Depending on how many columns are displayed, there is probably is a limit of about 20/50k clients returned for html display (export to excel doesn''t have that client browser/memory impact).', true, true, false),
  (2, 'Client Loans Listing', 'Table', null, 'Client', 'select concat(substring(''........................................'', 1, ((length(ounder.hierarchy) - length(replace(ounder.hierarchy, ''.'', '''')) - 1) * 2)), ounder.name) as "Office/Branch", c.account_no as "Client Account No.", c.display_name as name, r.enum_message_property as "Client Status", lo.display_name as "Loan Officer", l.account_no as "Loan Account No.", l.external_id as "External Id", p.name as loan, st.enum_message_property as "Status", f.name as fund, purp.code_value as "Loan Purpose", coalesce(cur.display_symbol, l.currency_code) as currency, l.principal_amount, l.arrearstolerance_amount as "Arrears Tolerance Amount", l.number_of_repayments as "Expected No. Repayments", l.annual_nominal_interest_rate as "Annual Nominal Interest Rate", l.nominal_interest_rate_per_period as "Nominal Interest Rate Per Period", ipf.enum_message_property as "Interest Rate Frequency", im.enum_message_property as "Interest Method", icp.enum_message_property as "Interest Calculated in Period", l.term_frequency as "Term Frequency", tf.enum_message_property as "Term Frequency Period", l.repay_every as "Repayment Frequency", rf.enum_message_property as "Repayment Frequency Period", am.enum_message_property as "Amortization", l.total_charges_due_at_disbursement_derived as "Total Charges Due At Disbursement", l.submittedon_date as submitted, l.approvedon_date as approved, l.expected_disbursedon_date as "Expected Disbursal", l.expected_firstrepaymenton_date as "Expected First Repayment", l.interest_calculated_from_date as "Interest Calculated From", l.disbursedon_date as disbursed, l.expected_maturedon_date as "Expected Maturity", l.maturedon_date as "Matured On", l.closedon_date as closed, l.rejectedon_date as rejected, l.rescheduledon_date as rescheduled, l.withdrawnon_date as withdrawn, l.writtenoffon_date as "Written Off"
from m_office o
  join m_office ounder on ounder.hierarchy like concat(o.hierarchy, ''%'') and ounder.hierarchy like concat(${currentUserHierarchy}::text, ''%'')
  join m_client c on c.office_id = ounder.id
  left join r_enum_value r on r.enum_name = ''status_enum'' and r.enum_id = c.status_enum
  left join m_loan l on l.client_id = c.id
  left join m_staff lo on lo.id = l.loan_officer_id
  left join m_product_loan p on p.id = l.product_id
  left join m_fund f on f.id = l.fund_id
  left join r_enum_value st on st.enum_name = ''loan_status_id'' and st.enum_id = l.loan_status_id
  left join r_enum_value ipf on ipf.enum_name = ''interest_period_frequency_enum'' and ipf.enum_id = l.interest_period_frequency_enum
  left join r_enum_value im on im.enum_name = ''interest_method_enum'' and im.enum_id = l.interest_method_enum
  left join r_enum_value tf on tf.enum_name = ''term_period_frequency_enum'' and tf.enum_id = l.term_period_frequency_enum
  left join r_enum_value icp on icp.enum_name = ''interest_calculated_in_period_enum'' and icp.enum_id = l.interest_calculated_in_period_enum
  left join r_enum_value rf on rf.enum_name = ''repayment_period_frequency_enum'' and rf.enum_id = l.repayment_period_frequency_enum
  left join r_enum_value am on am.enum_name = ''amortization_method_enum'' and am.enum_id = l.amortization_method_enum
  left join m_code_value purp on purp.id = l.loanpurpose_cv_id
  left join m_currency cur on cur.code = l.currency_code
where o.id = ${officeId}
  and (l.currency_code = ${currencyId} or ''-1'' = ${currencyId})
  and (l.product_id = ${loanProductId} or -1 = ${loanProductId})
  and (coalesce(l.loan_officer_id, -10) = ${loanOfficerId} or -1 = ${loanOfficerId})
  and (coalesce(l.fund_id, -10) = ${fundId} or -1 = ${fundId})
  and (coalesce(l.loanpurpose_cv_id, -10) = ${loanPurposeId} or -1 = ${loanPurposeId})
order by ounder.hierarchy, 2, l.id', 'Individual Client Report Pretty wide report that lists the basic details of client loans. Can be run for any size MFI but you''d expect it only to be run within a branch for larger ones. There is probably is a limit of about 20/50k clients returned for html display (export to excel doesn''t have that client browser/memory impact).', true, true, false),
  (5, 'Loans Awaiting Disbursal', 'Table', null, 'Loan', 'select concat(substring(''........................................'', 1, ((length(ounder.hierarchy) - length(replace(ounder.hierarchy, ''.'', '''')) - 1) * 2)), ounder.name) as "Office/Branch", c.account_no as "Client Account No", c.display_name as name, l.account_no as "Loan Account No.", pl.name as "Product", f.name as fund, coalesce(cur.display_symbol, l.currency_code) as currency, l.principal_amount as principal, l.term_frequency as "Term Frequency", tf.enum_message_property as "Term Frequency Period", l.annual_nominal_interest_rate as "Annual Nominal Interest Rate", l.approvedon_date as "Approved", l.expected_disbursedon_date - ${currentDate}::date as "Days to Disbursal", l.expected_disbursedon_date as "Expected Disbursal", purp.code_value as "Loan Purpose", lo.display_name as "Loan Officer"
from m_office o
  join m_office ounder on ounder.hierarchy like concat(o.hierarchy, ''%'') and ounder.hierarchy like concat(${currentUserHierarchy}::text, ''%'')
  join m_client c on c.office_id = ounder.id
  join m_loan l on l.client_id = c.id
  join m_product_loan pl on pl.id = l.product_id
  left join m_staff lo on lo.id = l.loan_officer_id
  left join m_currency cur on cur.code = l.currency_code
  left join m_fund f on f.id = l.fund_id
  left join m_code_value purp on purp.id = l.loanpurpose_cv_id
  left join r_enum_value tf on tf.enum_name = ''term_period_frequency_enum'' and tf.enum_id = l.term_period_frequency_enum
where o.id = ${officeId}
  and (l.currency_code = ${currencyId} or ''-1'' = ${currencyId})
  and (l.product_id = ${loanProductId} or -1 = ${loanProductId})
  and (coalesce(l.loan_officer_id, -10) = ${loanOfficerId} or -1 = ${loanOfficerId})
  and (coalesce(l.fund_id, -10) = ${fundId} or -1 = ${fundId})
  and (coalesce(l.loanpurpose_cv_id, -10) = ${loanPurposeId} or -1 = ${loanPurposeId})
  and l.loan_status_id = 200
order by ounder.hierarchy, l.expected_disbursedon_date, c.account_no', 'Individual Client Report', true, true, false),
  (8, 'Loans Pending Approval', 'Table', null, 'Loan', 'select concat(substring(''........................................'', 1, ((length(ounder.hierarchy) - length(replace(ounder.hierarchy, ''.'', '''')) - 1) * 2)), ounder.name) as "Office/Branch", c.account_no as "Client Account No.", c.display_name as "Client Name", coalesce(cur.display_symbol, l.currency_code) as currency, pl.name as "Product", l.account_no as "Loan Account No.", l.principal_amount as "Loan Amount", l.term_frequency as "Term Frequency", tf.enum_message_property as "Term Frequency Period", l.annual_nominal_interest_rate as " Annual Nominal Interest Rate", ${currentDate}::date - l.submittedon_date as "Days Pending Approval", purp.code_value as "Loan Purpose", lo.display_name as "Loan Officer"
from m_office o
  join m_office ounder on ounder.hierarchy like concat(o.hierarchy, ''%'') and ounder.hierarchy like concat(${currentUserHierarchy}::text, ''%'')
  join m_client c on c.office_id = ounder.id
  join m_loan l on l.client_id = c.id
  join m_product_loan pl on pl.id = l.product_id
  left join m_staff lo on lo.id = l.loan_officer_id
  left join m_currency cur on cur.code = l.currency_code
  left join m_code_value purp on purp.id = l.loanpurpose_cv_id
  left join r_enum_value tf on tf.enum_name = ''term_period_frequency_enum'' and tf.enum_id = l.term_period_frequency_enum
where o.id = ${officeId}
  and (l.currency_code = ${currencyId} or ''-1'' = ${currencyId})
  and (l.product_id = ${loanProductId} or -1 = ${loanProductId})
  and (coalesce(l.loan_officer_id, -10) = ${loanOfficerId} or -1 = ${loanOfficerId})
  and (coalesce(l.loanpurpose_cv_id, -10) = ${loanPurposeId} or -1 = ${loanPurposeId})
  and l.loan_status_id = 100
order by ounder.hierarchy, l.submittedon_date, l.account_no', 'Individual Client Report', true, true, false),
  (149, 'ClientTrendsByDay', 'Table', null, 'Client', 'select count(cl.id) as count, cl.activation_date as days
from m_office o
  left join m_client cl on o.id = cl.office_id
where o.hierarchy like concat((select ino.hierarchy from m_office ino where ino.id = ${officeId}), ''%'')
  and cl.activation_date between ${currentDate}::date - 12 and ${currentDate}::date - 1
group by days
order by days', 'Retrieves the number of clients joined in last 12 days', true, false, false),
  (150, 'ClientTrendsByWeek', 'Table', null, 'Client', 'select count(cl.id) as count, extract(week from cl.activation_date) as "Weeks"
from m_office o
  left join m_client cl on o.id = cl.office_id
where o.hierarchy like concat((select ino.hierarchy from m_office ino where ino.id = ${officeId}), ''%'')
  and cl.activation_date between ${currentDate}::date - 84 and ${currentDate}::date
group by "Weeks"
order by "Weeks"', null, true, false, false),
  (151, 'ClientTrendsByMonth', 'Table', null, 'Client', 'select count(cl.id) as count, trim(to_char(cl.activation_date, ''Month'')) as "Months"
from m_office o
  left join m_client cl on o.id = cl.office_id
where o.hierarchy like concat((select ino.hierarchy from m_office ino where ino.id = ${officeId}), ''%'')
  and cl.activation_date between ${currentDate}::date - interval ''12 month'' and ${currentDate}::date
group by "Months", date_trunc(''month'', cl.activation_date)
order by date_trunc(''month'', cl.activation_date)', null, true, false, false),
  (152, 'LoanTrendsByDay', 'Table', null, 'Loan', 'select count(ln.id) as lcount, ln.disbursedon_date as days
from m_office o
  left join m_client cl on o.id = cl.office_id
  left join m_loan ln on cl.id = ln.client_id
where o.hierarchy like concat((select ino.hierarchy from m_office ino where ino.id = ${officeId}), ''%'')
  and ln.disbursedon_date between ${currentDate}::date - 12 and ${currentDate}::date - 1
group by days
order by days', 'Retrieves Number of loans disbursed for last 12 days', true, false, false),
  (153, 'LoanTrendsByWeek', 'Table', null, 'Loan', 'select count(ln.id) as lcount, extract(week from ln.disbursedon_date) as "Weeks"
from m_office o
  left join m_client cl on o.id = cl.office_id
  left join m_loan ln on cl.id = ln.client_id
where o.hierarchy like concat((select ino.hierarchy from m_office ino where ino.id = ${officeId}), ''%'')
  and ln.disbursedon_date between ${currentDate}::date - 84 and ${currentDate}::date
group by "Weeks"
order by "Weeks"', null, true, false, false),
  (154, 'LoanTrendsByMonth', 'Table', null, 'Loan', 'select count(ln.id) as lcount, trim(to_char(ln.disbursedon_date, ''Month'')) as "Months"
from m_office o
  left join m_client cl on o.id = cl.office_id
  left join m_loan ln on cl.id = ln.client_id
where o.hierarchy like concat((select ino.hierarchy from m_office ino where ino.id = ${officeId}), ''%'')
  and ln.disbursedon_date between ${currentDate}::date - interval ''12 month'' and ${currentDate}::date
group by "Months", date_trunc(''month'', ln.disbursedon_date)
order by date_trunc(''month'', ln.disbursedon_date)', null, true, false, false),
  (155, 'Demand Vs Collection', 'Table', null, 'Loan', 'select amount.due - amount.paid as "AmountDue", amount.paid as "AmountPaid"
from (select coalesce(sum(ls.principal_amount), 0) - coalesce(sum(ls.principal_writtenoff_derived), 0) + coalesce(sum(ls.interest_amount), 0) - coalesce(sum(ls.interest_writtenoff_derived), 0) - coalesce(sum(ls.interest_waived_derived), 0) + coalesce(sum(ls.fee_charges_amount), 0) - coalesce(sum(ls.fee_charges_writtenoff_derived), 0) - coalesce(sum(ls.fee_charges_waived_derived), 0) + coalesce(sum(ls.penalty_charges_amount), 0) - coalesce(sum(ls.penalty_charges_writtenoff_derived), 0) - coalesce(sum(ls.penalty_charges_waived_derived), 0) as due,
    coalesce(sum(ls.principal_completed_derived), 0) - coalesce(sum(ls.principal_writtenoff_derived), 0) + coalesce(sum(ls.interest_completed_derived), 0) - coalesce(sum(ls.interest_writtenoff_derived), 0) - coalesce(sum(ls.interest_waived_derived), 0) + coalesce(sum(ls.fee_charges_completed_derived), 0) - coalesce(sum(ls.fee_charges_writtenoff_derived), 0) - coalesce(sum(ls.fee_charges_waived_derived), 0) + coalesce(sum(ls.penalty_charges_completed_derived), 0) - coalesce(sum(ls.penalty_charges_writtenoff_derived), 0) - coalesce(sum(ls.penalty_charges_waived_derived), 0) as paid
  from m_office o
    left join m_client cl on o.id = cl.office_id
    left join m_loan ln on cl.id = ln.client_id
    left join m_loan_repayment_schedule ls on ln.id = ls.loan_id
  where o.hierarchy like concat((select ino.hierarchy from m_office ino where ino.id = ${officeId}), ''%'')) as amount', 'Demand Vs Collection', true, false, false),
  (156, 'Disbursal Vs Awaitingdisbursal', 'Table', null, 'Loan', 'select awaiting.amount - disbursed.amount as "amountToBeDisburse", disbursed.amount as "disbursedAmount"
from (select count(ln.id) as loans, coalesce(sum(ln.principal_amount), 0) as amount
    from m_office o
      left join m_client cl on cl.office_id = o.id
      left join m_loan ln on cl.id = ln.client_id
    where (ln.loan_status_id = 200 or ln.loan_status_id = 300) and o.hierarchy like concat((select ino.hierarchy from m_office ino where ino.id = ${officeId}), ''%'')) awaiting,
  (select count(t.id) as count, coalesce(sum(t.amount), 0) as amount
    from m_office o
      left join m_client cl on cl.office_id = o.id
      left join m_loan ln on cl.id = ln.client_id
      left join m_loan_transaction t on ln.id = t.loan_id
    where t.is_reversed = false and t.transaction_type_enum = 1 and o.hierarchy like concat((select ino.hierarchy from m_office ino where ino.id = ${officeId}), ''%'')) disbursed', 'Disbursal_Vs_Awaitingdisbursal', true, false, false),
  (165, 'Savings Accounts Dormancy Report', 'Table', null, 'Savings', 'select cl.display_name as "Client Display Name", sa.account_no as "Account Number", cl.mobile_no as "Mobile Number", last.activity as "Date of Last Activity", ${currentDate}::date - last.activity as "Days Since Last Activity"
from m_savings_account sa
  join m_savings_product sp on sa.product_id = sp.id and sp.is_dormancy_tracking_active = true
  left join m_client cl on sa.client_id = cl.id
  cross join lateral (select coalesce(max(sat.transaction_date), sa.activatedon_date) as activity
    from m_savings_account_transaction sat
    where sat.is_reversed = false and sat.transaction_type_enum in (1, 2) and sat.savings_account_id = sa.id) last
where sa.sub_status_enum = ${subStatus} and cl.office_id = ${officeId}
order by sa.account_no', null, true, true, false);

insert into stretchy_report_parameter (id, report_id, parameter_id, report_parameter_name) values
  (1, 1, 5, null),
  (2, 2, 5, null),
  (3, 2, 6, null),
  (4, 2, 10, null),
  (5, 2, 20, null),
  (6, 2, 25, null),
  (7, 2, 26, null),
  (8, 5, 5, null),
  (9, 5, 6, null),
  (10, 5, 10, null),
  (11, 5, 20, null),
  (12, 5, 25, null),
  (13, 5, 26, null),
  (26, 8, 5, null),
  (27, 8, 6, null),
  (28, 8, 10, null),
  (29, 8, 25, null),
  (30, 8, 26, null),
  (418, 149, 5, null),
  (419, 150, 5, null),
  (420, 151, 5, null),
  (421, 152, 5, null),
  (422, 153, 5, null),
  (423, 154, 5, null),
  (424, 155, 5, null),
  (425, 156, 5, null),
  (441, 165, 1010, null),
  (442, 165, 5, null);

select setval(pg_get_serial_sequence('stretchy_parameter', 'id'), (select max(id) from stretchy_parameter));
select setval(pg_get_serial_sequence('stretchy_report', 'id'), (select max(id) from stretchy_report));
select setval(pg_get_serial_sequence('stretchy_report_parameter', 'id'), (select max(id) from stretchy_report_parameter));
