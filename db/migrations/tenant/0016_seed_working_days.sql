-- Fineract's seeded working days: every day of the week, repayments on a non-working day move to the next
-- working day (2).
insert into m_working_days (id, recurrence, repayment_rescheduling_enum, extend_term_daily_repayments, extend_term_holiday_repayment)
values (1, 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR,SA,SU', 2, false, false);
select setval(pg_get_serial_sequence('m_working_days', 'id'), 1);
