-- Charge waivers (waive-charges transactions, type 9) are dated as Fineract dates them: on the charge's due date (an
-- installment fee's: its installment's due date), or on the day of the waiver when that came first
-- (docs/loan-charges.md). Waivers stored on the day they were made are moved to that date, with their journal
-- entries, whose running balances are then computed again. Their principal balances follow at the loan's next replay.
with redated as (
  select t.id, least(t.transaction_date, coalesce(s.duedate, c.due_for_collection_as_of_date)) as waived_on
  from m_loan_transaction t
  join m_loan_charge_paid_by b on b.loan_transaction_id = t.id
  join m_loan_charge c on c.id = b.loan_charge_id
  left join m_loan_repayment_schedule s on s.loan_id = t.loan_id and s.installment = b.installment_number
  where t.transaction_type_enum = 9
)
update m_loan_transaction t set transaction_date = r.waived_on
from redated r
where r.id = t.id and r.waived_on < t.transaction_date;

update acc_gl_journal_entry j set entry_date = t.transaction_date, transaction_date = t.transaction_date, is_running_balance_calculated = false
from m_loan_transaction t
where j.loan_transaction_id = t.id and t.transaction_type_enum = 9 and j.entry_date > t.transaction_date;
