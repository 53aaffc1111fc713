-- Loan close of business: the catch-up in progress (POST /loans/catch-up), one row per tenant, so every
-- process answers GET /loans/is-catch-up-running alike and only one catch-up runs at a time. A catch-up claims
-- the row by setting running_since and renews heartbeat_on while it works; a row whose heartbeat has grown old
-- (its process died) no longer counts as running and may be claimed again.
create table m_loan_cob_catch_up (
  id smallint primary key constraint m_loan_cob_catch_up_single check (id = 1),
  running_since timestamptz,
  heartbeat_on timestamptz
);

insert into m_loan_cob_catch_up (id) values (1);
