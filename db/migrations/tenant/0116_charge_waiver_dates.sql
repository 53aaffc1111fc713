-- Charge waivers (waive-charges transactions, type 9) are dated as Fineract dates them: on the charge's due date (an
-- installment fee's: its installment's due date), or on the day of the waiver when that came first
-- (docs/loan-charges.md). Waivers stored on the day they were made, on loans still active, are moved to that date with
-- their journal entries, whose running balances are then computed again; their principal balances follow at the
-- loan's next replay. A closed loan keeps its waivers and closing date as they are, and so does a waiver whose new
-- date falls in books already closed for its loan's office (acc_gl_closure): the ledger of a closed period is not
-- changed.
-- The journal entries first: the second statement finds the same waivers, still on their old date.
with redated as (
  select t.id, min(least(t.transaction_date, coalesce(s.duedate, c.due_for_collection_as_of_date))) as waived_on
  from m_loan_transaction t
  join m_loan l on l.id = t.loan_id and l.loan_status_id = 300
  join m_loan_charge_paid_by b on b.loan_transaction_id = t.id
  join m_loan_charge c on c.id = b.loan_charge_id
  left join m_loan_repayment_schedule s on s.loan_id = t.loan_id and s.installment = b.installment_number
  where t.transaction_type_enum = 9 and not t.is_reversed
  group by t.id, t.transaction_date, t.office_id
  having min(least(t.transaction_date, coalesce(s.duedate, c.due_for_collection_as_of_date))) < t.transaction_date
    and not exists (select 1 from acc_gl_closure g where g.office_id = t.office_id and not g.is_deleted
      and g.closing_date >= min(least(t.transaction_date, coalesce(s.duedate, c.due_for_collection_as_of_date))))
)
update acc_gl_journal_entry j set entry_date = r.waived_on, transaction_date = r.waived_on, is_running_balance_calculated = false
from redated r
where j.loan_transaction_id = r.id;

with redated as (
  select t.id, min(least(t.transaction_date, coalesce(s.duedate, c.due_for_collection_as_of_date))) as waived_on
  from m_loan_transaction t
  join m_loan l on l.id = t.loan_id and l.loan_status_id = 300
  join m_loan_charge_paid_by b on b.loan_transaction_id = t.id
  join m_loan_charge c on c.id = b.loan_charge_id
  left join m_loan_repayment_schedule s on s.loan_id = t.loan_id and s.installment = b.installment_number
  where t.transaction_type_enum = 9 and not t.is_reversed
  group by t.id, t.transaction_date, t.office_id
  having min(least(t.transaction_date, coalesce(s.duedate, c.due_for_collection_as_of_date))) < t.transaction_date
    and not exists (select 1 from acc_gl_closure g where g.office_id = t.office_id and not g.is_deleted
      and g.closing_date >= min(least(t.transaction_date, coalesce(s.duedate, c.due_for_collection_as_of_date))))
)
update m_loan_transaction t set transaction_date = r.waived_on
from redated r
where r.id = t.id;
