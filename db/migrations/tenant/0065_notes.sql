-- Notes (Fineract's m_note after its part 0034: created_by / last_modified_by and the UTC audit times).
-- note_type_enum (Fineract's NoteType): 100 client, 200 loan, 300 loan transaction, 500 savings account,
-- 600 group, 700 share account, 800 savings transaction. A note belongs to one record through the column
-- of its type; notes of a deleted (pending) client or group go with it, as Fineract deletes them.
-- loan, savings and share columns get their foreign keys with the tables they name.
create table m_note (
  id bigserial primary key,
  client_id bigint constraint "FK7C970897179A0CB" references m_client (id) on delete cascade,
  group_id bigint constraint "FK_m_note_m_group" references m_group (id) on delete cascade,
  loan_id bigint,
  loan_transaction_id bigint,
  savings_account_id bigint,
  savings_account_transaction_id bigint,
  share_account_id bigint,
  note_type_enum smallint not null,
  note varchar(1000),
  created_date timestamp,
  created_by bigint not null constraint "FK_note_created_by" references m_appuser (id),
  lastmodified_date timestamp,
  last_modified_by bigint not null constraint "FK_note_last_modified_by" references m_appuser (id),
  created_on_utc timestamp with time zone not null default current_timestamp,
  last_modified_on_utc timestamp with time zone not null default current_timestamp
);

create index m_note_client_id on m_note (client_id);
create index m_note_group_id on m_note (group_id);
create index "FK7C9708940BE0710" on m_note (loan_id);
create index "FK7C9708924D26803" on m_note (loan_transaction_id);
create index m_note_savings_account_id on m_note (savings_account_id);
