-- Loan arrears ageing (Fineract's changelog part 0001, table m_loan_arrears_aging): per loan in arrears, what is
-- overdue by component, the total and the due date of the oldest unpaid installment. Filled by the
-- close-of-business step UPDATE_LOAN_ARREARS_AGING; a loan not in arrears has no row. Goes with its loan.
create table m_loan_arrears_aging (
  loan_id bigint primary key constraint m_loan_arrears_aging_ibfk_1 references m_loan (id) on delete cascade,
  principal_overdue_derived numeric(19, 6) not null default 0,
  interest_overdue_derived numeric(19, 6) not null default 0,
  fee_charges_overdue_derived numeric(19, 6) not null default 0,
  penalty_charges_overdue_derived numeric(19, 6) not null default 0,
  total_overdue_derived numeric(19, 6) not null default 0,
  overdue_since_date_derived date
);
