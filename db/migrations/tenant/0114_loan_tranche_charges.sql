-- Tranche-disbursement charges (charge time 12) of multi-disbursement loans, as Fineract keeps them: the charge
-- definitions applied to a loan's tranches (m_loan_tranche_charges, one row per definition: what Fineract applies to a tranche
-- added later), and each loan charge's tranche (m_loan_tranche_disbursement_charge, from 0077). The links go with
-- the loan charge or the tranche they name.
create table m_loan_tranche_charges (
  id bigserial primary key,
  loan_id bigint not null constraint "FK_m_loan_tranche_charges_m_loan" references m_loan (id) on delete cascade,
  charge_id bigint not null constraint "FK_m_loan_tranche_charges_m_charge" references m_charge (id)
);
create index "FK_m_loan_tranche_charges_m_charge" on m_loan_tranche_charges (charge_id);
create index "FK_m_loan_tranche_charges_m_loan" on m_loan_tranche_charges (loan_id);

alter table m_loan_tranche_disbursement_charge
  drop constraint "FK_m_loan_tranche_disbursement_charge_m_loan_charge",
  add constraint "FK_m_loan_tranche_disbursement_charge_m_loan_charge" foreign key (loan_charge_id) references m_loan_charge (id) on delete cascade,
  drop constraint "FK_m_loan_tranche_disbursement_charge_m_loan_disbursement_detail",
  add constraint "FK_m_loan_tranche_disbursement_charge_m_loan_disbursement_detail" foreign key (disbursement_detail_id) references m_loan_disbursement_detail (id) on delete cascade;
