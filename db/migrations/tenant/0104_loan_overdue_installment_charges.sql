-- Overdue-installment penalties (Fineract's m_loan_overdue_installment_charge): which installment a penalty added
-- by "Apply penalty to overdue loans" (or the close-of-business step APPLY_CHARGE_TO_OVERDUE_LOANS) was charged
-- for, and for which period of a recurring charge, so that no installment is charged twice for the same period.
create table m_loan_overdue_installment_charge (
  id bigserial primary key,
  loan_charge_id bigint not null references m_loan_charge (id) on delete cascade,
  loan_schedule_id bigint not null references m_loan_repayment_schedule (id) on delete cascade,
  frequency_number integer not null
);
create index fk_m_loan_overdue_installment_charge_m_loan_charge on m_loan_overdue_installment_charge (loan_charge_id);
create index fk_m_loan_overdue_installment_charge_m_loan_repayment_schedule on m_loan_overdue_installment_charge (loan_schedule_id);
