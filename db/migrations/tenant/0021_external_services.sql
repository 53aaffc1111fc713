-- External services (Fineract's c_external_service / c_external_service_properties): the SMTP account
-- that sends email, the message gateway that sends SMS, S3 and push-notification settings, as name/value
-- pairs per service. Services and property names are Fineract's, with its ids.
create table c_external_service (
  id bigserial primary key,
  name varchar(100) unique
);

create table c_external_service_properties (
  name varchar(150) not null,
  value varchar(250),
  external_service_id bigint not null references c_external_service (id),
  primary key (external_service_id, name)
);

insert into c_external_service (id, name) values
  (1, 'S3'),
  (2, 'SMTP_Email_Account'),
  (3, 'MESSAGE_GATEWAY'),
  (4, 'NOTIFICATION');

select setval('c_external_service_id_seq', (select max(id) from c_external_service));

-- Fineract seeds a sample mailbox (host, account and password) and a push-notification key; a new tenant
-- here starts without any account or key: SMTP is "not configured" until a host is set.
insert into c_external_service_properties (external_service_id, name, value) values
  (1, 's3_access_key', null),
  (1, 's3_bucket_name', null),
  (1, 's3_secret_key', null),
  (2, 'username', null),
  (2, 'password', null),
  (2, 'host', null),
  (2, 'port', '587'),
  (2, 'useTLS', 'true'),
  (2, 'fromEmail', null),
  (2, 'fromName', null),
  (3, 'host_name', 'localhost'),
  (3, 'port_number', '9191'),
  (3, 'end_point', '/'),
  (3, 'tenant_app_key', null),
  (4, 'server_key', null),
  (4, 'gcm_end_point', 'https://gcm-http.googleapis.com/gcm/send'),
  (4, 'fcm_end_point', 'https://fcm.googleapis.com/fcm/send');
