-- Documents attached to records (Fineract's m_document) and client and staff images (m_image).
-- parent_entity_type is the path word of the record kind (clients, client_identifiers, staff, loans,
-- savings, groups); storage_type_enum (Fineract's StorageType): 1 file system, 2 S3. `location` is
-- where the file store keeps the file; it is never shown to clients.
create table m_document (
  id serial primary key,
  parent_entity_type varchar(50) not null,
  parent_entity_id integer not null default 0,
  name varchar(250) not null,
  file_name varchar(250) not null,
  size integer default 0,
  type varchar(500),
  description varchar(1000),
  location varchar(500) not null default '0',
  storage_type_enum smallint
);

create index m_document_parent on m_document (parent_entity_type, parent_entity_id, id);

-- m_client.image_id and m_staff.image_id name the row of their image.
create table m_image (
  id bigserial primary key,
  location varchar(500),
  storage_type_enum smallint
);
