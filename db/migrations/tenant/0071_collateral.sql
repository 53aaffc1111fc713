-- Collateral management (Fineract's m_collateral_management and m_client_collateral_management).
--
-- m_collateral_management: the collateral types (name, quality, unit, base price per unit and the
-- percentage of the base price that counts towards a loan). `currency` is the id of a platform currency
-- (m_currency, not the organisation's selection), so disabling an organisation currency later leaves the
-- type as it is. The lengths 20/40/10 are the limits the API checks.
--
-- m_client_collateral_management: the quantity of a type a client holds. `quantity` is the available
-- (unpledged) quantity: a pledge on a loan application subtracts from it and its release adds back.
-- Pledges will live in Fineract's m_loan_collateral_management (id, quantity, loan_id,
-- client_collateral_id -> this table's id, is_released, transaction_id), added with the loans; nothing
-- here needs to change for it.
--
-- Deleting a type removes the client rows of it (they can only be left with quantity 0: the API refuses
-- the deletion while a client holds a positive quantity), and deleting a (pending) client removes its
-- rows, both as in Fineract.
create table m_collateral_management (
  id bigserial primary key,
  name varchar(20) not null,
  quality varchar(40) not null,
  base_price numeric(20, 5) not null,
  unit_type varchar(10) not null,
  pct_to_base numeric(20, 5) not null,
  currency bigint not null constraint "fkCurrencyCode" references m_currency (id)
);
create index m_collateral_management_currency_idx on m_collateral_management (currency);

create table m_client_collateral_management (
  id bigserial primary key,
  quantity numeric(20, 5) not null,
  client_id bigint not null constraint "fkClient" references m_client (id) on delete cascade,
  collateral_id bigint not null constraint "fkCollateral" references m_collateral_management (id) on delete cascade
);
create index m_client_collateral_management_client_idx on m_client_collateral_management (client_id);
create index m_client_collateral_management_collateral_idx on m_client_collateral_management (collateral_id);

-- Fineract seeds only CREATE/UPDATE/DELETE for both; the read permissions are ours (the specification
-- requires them). `on conflict` keeps this step a no-op where the permission catalogue already has them.
insert into m_permission ("grouping", code, entity_name, action_name, can_maker_checker) values
  ('portfolio', 'READ_COLLATERAL_PRODUCT', 'COLLATERAL_PRODUCT', 'READ', false),
  ('portfolio', 'READ_CLIENT_COLLATERAL_PRODUCT', 'CLIENT_COLLATERAL_PRODUCT', 'READ', false)
on conflict (code) do nothing;
