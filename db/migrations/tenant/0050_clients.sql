-- Clients (Fineract's m_client with its columns after the initial schema, the audit columns of part 0020
-- and the longer names of part 0127), the details of clients that are entities (m_client_non_person) and
-- the history of office transfers (m_client_transfer_details).
-- Status (status_enum): 100 pending, 300 active, 303 transfer in progress, 304 transfer on hold,
-- 600 closed, 700 rejected, 800 withdrawn. Legal form (legal_form_enum): 1 person, 2 entity.
create table m_client (
  id bigserial primary key,
  account_no varchar(20) not null constraint "account_no_UNIQUE" unique,
  external_id varchar(100) constraint external_id unique,
  status_enum integer not null default 300,
  sub_status integer references m_code_value (id),
  activation_date date,
  office_joining_date date,
  office_id bigint not null constraint "FK_m_client_m_office" references m_office (id),
  transfer_to_office_id bigint constraint "FK_m_client_transfer_to_office" references m_office (id),
  staff_id bigint constraint "FK_m_client_m_staff" references m_staff (id),
  firstname varchar(50),
  middlename varchar(50),
  lastname varchar(50),
  fullname varchar(160),
  display_name varchar(160) not null,
  mobile_no varchar(50) constraint "mobile_no_UNIQUE" unique,
  is_staff boolean not null default false,
  gender_cv_id integer references m_code_value (id),
  date_of_birth date,
  image_id bigint,
  closure_reason_cv_id integer references m_code_value (id),
  closedon_date date,
  updated_by bigint,
  updated_on date,
  submittedon_date date,
  activatedon_userid bigint references m_appuser (id),
  closedon_userid bigint references m_appuser (id),
  default_savings_product bigint,
  default_savings_account bigint,
  client_type_cv_id integer references m_code_value (id),
  client_classification_cv_id integer references m_code_value (id),
  reject_reason_cv_id integer references m_code_value (id),
  rejectedon_date date,
  rejectedon_userid bigint references m_appuser (id),
  withdraw_reason_cv_id integer references m_code_value (id),
  withdrawn_on_date date,
  withdraw_on_userid bigint references m_appuser (id),
  reactivated_on_date date,
  reactivated_on_userid bigint references m_appuser (id),
  legal_form_enum integer,
  reopened_on_date date,
  reopened_by_userid bigint references m_appuser (id),
  email_address varchar(150),
  proposed_transfer_date date,
  created_on_utc timestamp with time zone not null default current_timestamp,
  created_by bigint not null constraint "FK_client_created_by" references m_appuser (id),
  last_modified_by bigint not null constraint "FK_client_last_modified_by" references m_appuser (id),
  last_modified_on_utc timestamp with time zone not null default current_timestamp
);

-- The list (GET /clients) filters by office and status and orders by id or display name; staff portfolios
-- and transfers look clients up by staff and destination office.
create index m_client_office_status on m_client (office_id, status_enum);
create index m_client_status_enum on m_client (status_enum);
create index m_client_display_name on m_client (display_name, id);
create index client_staff_id on m_client (staff_id);
create index m_client_transfer_to_office on m_client (transfer_to_office_id);

create table m_client_non_person (
  id bigserial primary key,
  client_id bigint not null constraint "FK_client_id" unique references m_client (id),
  constitution_cv_id integer references m_code_value (id),
  incorp_no varchar(50),
  incorp_validity_till date,
  main_business_line_cv_id integer references m_code_value (id),
  remarks varchar(150)
);

-- transfer_type: Fineract's TransferEventType (1 proposal, 2 acceptance, 3 withdrawal, 4 rejection).
create table m_client_transfer_details (
  id bigserial primary key,
  client_id bigint not null constraint "FK_m_client_transfer_details_m_client" references m_client (id),
  from_office_id bigint not null constraint "FK_m_client_transfer_details_m_office" references m_office (id),
  to_office_id bigint not null constraint "FK_m_client_transfer_details_m_office_2" references m_office (id),
  proposed_transfer_date date,
  transfer_type smallint not null,
  submitted_on date not null,
  submitted_by bigint not null constraint "FK_m_client_transfer_details_m_appuser" references m_appuser (id)
);
create index m_client_transfer_details_client on m_client_transfer_details (client_id);
