-- Client addresses (Fineract's m_address and m_client_address) and the field configuration that decides
-- which address members a request may send, which are mandatory and the pattern each must match
-- (m_field_configuration with Fineract's seeded rows; id 2 is not seeded in Fineract either).
-- Address types, states and countries are values of the codes ADDRESS_TYPE (29), STATE (27) and
-- COUNTRY (28). Longitude holds up to 180 degrees (Fineract's DECIMAL(10, 8) stops at 99.99999999).
create table m_address (
  id bigserial primary key,
  street varchar(100),
  address_line_1 varchar(100),
  address_line_2 varchar(100),
  address_line_3 varchar(100),
  town_village varchar(100),
  city varchar(100),
  county_district varchar(100),
  state_province_id integer constraint address_fields_codefk1 references m_code_value (id),
  country_id integer constraint address_fields_codefk2 references m_code_value (id),
  postal_code varchar(10),
  latitude numeric(10, 8) default 0,
  longitude numeric(11, 8) default 0,
  created_by varchar(100),
  created_on date,
  updated_by varchar(100),
  updated_on date
);
create index address_fields_codefk1 on m_address (state_province_id);
create index address_fields_codefk2 on m_address (country_id);

-- An address belongs to one client; it goes with the client when a (pending) client is deleted.
create table m_client_address (
  id bigserial primary key,
  client_id bigint not null constraint clientaddressfk references m_client (id) on delete cascade,
  address_id bigint not null constraint "addressIdFk" references m_address (id),
  address_type_id integer not null constraint address_codefk references m_code_value (id),
  is_active boolean not null default false
);
create index clientaddressfk on m_client_address (client_id);
create index "addressIdFk" on m_client_address (address_id);
create index address_codefk on m_client_address (address_type_id);

-- An address lives only through its client's link: when the link goes (with a deleted client), so does the
-- address, so that no orphan keeps a code value in use.
create function m_client_address_drop_address() returns trigger language plpgsql as $$
begin
  delete from m_address where id = old.address_id;
  return old;
end
$$;
create trigger m_client_address_drop_address after delete on m_client_address
  for each row execute function m_client_address_drop_address();

create table m_field_configuration (
  id bigserial primary key,
  entity varchar(100) not null,
  subentity varchar(100) not null,
  field varchar(100) not null,
  is_enabled boolean not null,
  is_mandatory boolean not null,
  validation_regex varchar(50)
);

insert into m_field_configuration (id, entity, subentity, field, is_enabled, is_mandatory, validation_regex) values
  (1, 'ADDRESS', 'CLIENT', 'addressType', true, false, ''),
  (3, 'ADDRESS', 'CLIENT', 'addressLine1', true, false, ''),
  (4, 'ADDRESS', 'CLIENT', 'addressLine2', true, false, ''),
  (5, 'ADDRESS', 'CLIENT', 'addressLine3', true, false, ''),
  (6, 'ADDRESS', 'CLIENT', 'townVillage', false, false, ''),
  (7, 'ADDRESS', 'CLIENT', 'city', true, false, ''),
  (8, 'ADDRESS', 'CLIENT', 'countyDistrict', false, false, ''),
  (9, 'ADDRESS', 'CLIENT', 'stateProvinceId', true, false, ''),
  (10, 'ADDRESS', 'CLIENT', 'countryId', true, false, ''),
  (11, 'ADDRESS', 'CLIENT', 'postalCode', true, false, ''),
  (12, 'ADDRESS', 'CLIENT', 'latitude', false, false, ''),
  (13, 'ADDRESS', 'CLIENT', 'longitude', false, false, ''),
  (14, 'ADDRESS', 'CLIENT', 'createdBy', true, false, ''),
  (15, 'ADDRESS', 'CLIENT', 'createdOn', true, false, ''),
  (16, 'ADDRESS', 'CLIENT', 'updatedBy', true, false, ''),
  (17, 'ADDRESS', 'CLIENT', 'updatedOn', true, false, ''),
  (18, 'ADDRESS', 'CLIENT', 'isActive', true, false, '');
select setval(pg_get_serial_sequence('m_field_configuration', 'id'), 18);
