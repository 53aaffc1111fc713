-- Client identifiers (Fineract's m_client_identifier with the audit columns of its part 0031): the
-- documents that identify a client, typed by a value of the code 'Customer Identifier' (code 1).
-- status: 100 inactive, 200 active (Fineract's ClientIdentifierStatus). `active` holds 200 while the
-- identifier is active and null otherwise, so that unique_active_client_identifier allows one active
-- identifier of each type per client and any number of inactive ones. A document key is unique per type.
-- Identifiers go with their client when a (pending) client is deleted, as in Fineract.
create table m_client_identifier (
  id bigserial primary key,
  client_id bigint not null constraint "FK_m_client_document_m_client" references m_client (id) on delete cascade,
  document_type_id integer not null constraint "FK_m_client_document_m_code_value" references m_code_value (id),
  document_key varchar(50) not null,
  status integer not null default 300,
  active integer,
  description varchar(500),
  created_date timestamp,
  lastmodified_date timestamp,
  created_by bigint not null constraint "FK_client_identifier_created_by" references m_appuser (id),
  last_modified_by bigint not null constraint "FK_client_identifier_last_modified_by" references m_appuser (id),
  created_on_utc timestamp with time zone not null default current_timestamp,
  last_modified_on_utc timestamp with time zone not null default current_timestamp,
  constraint unique_active_client_identifier unique (client_id, document_type_id, active),
  constraint unique_identifier_key unique (document_type_id, document_key)
);
