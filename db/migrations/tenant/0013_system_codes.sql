-- Codes and code values (Fineract's m_code and m_code_value), with every code and value Fineract seeds.
-- Ids 1-34 and values 1-14 come from its initial data (there is no code 12); 35-38 from changelog part
-- 0009 (savings holds and freezes), 39 from part 0079 (charge-off); 40-49 and values 15-22 from the
-- later parts of income capitalisation, buy-down fees, re-aging, re-amortisation, working capital loans
-- and loan originators. All seeded codes are system defined.
create table m_code (
  id serial primary key,
  code_name varchar(100) constraint code_name unique,
  is_system_defined boolean not null default false
);

create table m_code_value (
  id serial primary key,
  code_id integer not null constraint fkcfcea42640be071z references m_code (id) on delete restrict on update restrict,
  code_value varchar(100),
  code_description varchar(500),
  order_position integer not null default 0,
  code_score integer,
  is_active boolean not null default true,
  is_mandatory boolean not null default false,
  constraint code_value unique (code_id, code_value)
);
create index fkcfcea42640be071z_idx on m_code_value (code_id);

insert into m_code (id, code_name, is_system_defined) values
  (1, 'Customer Identifier', true),
  (2, 'LoanCollateral', true),
  (3, 'LoanPurpose', true),
  (4, 'Gender', true),
  (5, 'YesNo', true),
  (6, 'GuarantorRelationship', true),
  (7, 'AssetAccountTags', true),
  (8, 'LiabilityAccountTags', true),
  (9, 'EquityAccountTags', true),
  (10, 'IncomeAccountTags', true),
  (11, 'ExpenseAccountTags', true),
  (13, 'GROUPROLE', true),
  (14, 'ClientClosureReason', true),
  (15, 'GroupClosureReason', true),
  (16, 'ClientType', true),
  (17, 'ClientClassification', true),
  (18, 'ClientSubStatus', true),
  (19, 'ClientRejectReason', true),
  (20, 'ClientWithdrawReason', true),
  (21, 'Entity to Entity Access Types', true),
  (22, 'CenterClosureReason', true),
  (23, 'LoanRescheduleReason', true),
  (24, 'Constitution', true),
  (25, 'Main Business Line', true),
  (26, 'WriteOffReasons', true),
  (27, 'STATE', true),
  (28, 'COUNTRY', true),
  (29, 'ADDRESS_TYPE', true),
  (30, 'MARITAL STATUS', true),
  (31, 'RELATIONSHIP', true),
  (32, 'PROFESSION', true),
  (33, 'PaymentType', true),
  (34, 'Customer Documents', true),
  (35, 'SavingsAccountBlockReasons', true),
  (36, 'DebitTransactionFreezeReasons', true),
  (37, 'CreditTransactionFreezeReasons', true),
  (38, 'SavingsTransactionFreezeReasons', true),
  (39, 'ChargeOffReasons', true),
  (40, 'capitalized_income_transaction_classification', true),
  (41, 'buydown_fee_transaction_classification', true),
  (42, 'ReAgeReasons', true),
  (43, 'ReAmortizationReasons', true),
  (44, 'working_capital_loan_disbursement_classification', true),
  (45, 'working_capital_loan_repayment_classification', true),
  (46, 'working_capital_loan_credit_balance_refund_classification', true),
  (47, 'working_capital_loan_discount_fee_classification', true),
  (48, 'LoanOriginatorType', true),
  (49, 'LoanOriginationChannelType', true);
select setval(pg_get_serial_sequence('m_code', 'id'), 49);

insert into m_code_value (id, code_id, code_value, code_description, order_position, code_score, is_active, is_mandatory) values
  (1, 1, 'Passport', null, 1, null, true, false),
  (2, 1, 'Id', null, 2, null, true, false),
  (3, 1, 'Drivers License', null, 3, null, true, false),
  (4, 1, 'Any Other Id Type', null, 4, null, true, false),
  (5, 6, 'Spouse', null, 0, null, true, false),
  (6, 6, 'Parent', null, 0, null, true, false),
  (7, 6, 'Sibling', null, 0, null, true, false),
  (8, 6, 'Business Associate', null, 0, null, true, false),
  (9, 6, 'Other', null, 0, null, true, false),
  (10, 21, 'Office Access to Loan Products', null, 0, null, true, false),
  (11, 21, 'Office Access to Savings Products', null, 0, null, true, false),
  (12, 21, 'Office Access to Fees/Charges', null, 0, null, true, false),
  (13, 13, 'Leader', 'Group Leader Role', 1, null, true, false),
  (14, 33, 'Money Transfer', null, 1, null, true, false),
  (15, 48, 'MERCHANT', null, 1, null, true, false),
  (16, 48, 'BROKER', null, 2, null, true, false),
  (17, 48, 'AFFILIATE', null, 3, null, true, false),
  (18, 48, 'PLATFORM', null, 4, null, true, false),
  (19, 49, 'ONLINE', null, 1, null, true, false),
  (20, 49, 'IN_STORE', null, 2, null, true, false),
  (21, 49, 'API', null, 3, null, true, false),
  (22, 49, 'AGGREGATOR', null, 4, null, true, false);
select setval(pg_get_serial_sequence('m_code_value', 'id'), 22);
