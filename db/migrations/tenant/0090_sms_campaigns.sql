-- SMS campaigns and the outbound message queue (Fineract part 0001: sms_campaign, sms_messages_outbound),
-- with Fineract's column names. A campaign names the report whose rows are its recipients (stretchy_report,
-- by id; no foreign key so campaigns keep their report id while the report catalogue is filled). Trigger
-- and recurrence times are instants (timestamptz), as the job tables keep theirs.
create table sms_campaign (
  id bigserial primary key,
  campaign_name varchar(100) not null,
  campaign_type integer not null,
  campaign_trigger_type integer not null,
  report_id integer not null,
  provider_id bigint,
  param_value text,
  status_enum integer not null,
  message text not null,
  submittedon_date date,
  submittedon_userid bigint references m_appuser (id),
  approvedon_date date,
  approvedon_userid bigint references m_appuser (id),
  closedon_date date,
  closedon_userid bigint references m_appuser (id),
  recurrence varchar(100),
  next_trigger_date timestamptz,
  last_trigger_date timestamptz,
  recurrence_start_date timestamptz,
  is_visible boolean not null default true,
  is_notification boolean not null default false
);
create index sms_campaign_report_id on sms_campaign (report_id);

create table sms_messages_outbound (
  id bigserial primary key,
  group_id bigint constraint "FKGROUP000000001" references m_group (id),
  client_id bigint constraint "FKCLIENT00000001" references m_client (id),
  staff_id bigint constraint "FKSTAFF000000001" references m_staff (id),
  status_enum integer not null default 100,
  mobile_no varchar(50),
  message varchar(1000) not null,
  campaign_id bigint constraint "FKCAMPAIGN00000001" references sms_campaign (id),
  external_id varchar(100),
  submittedon_date date,
  delivered_on_date timestamptz,
  is_notification boolean not null default false
);
create index sms_messages_outbound_status on sms_messages_outbound (status_enum, id);
create index sms_messages_outbound_campaign on sms_messages_outbound (campaign_id);
