-- Working-capital breach and near-breach rules (Fineract's m_wc_breach and m_wc_near_breach).
--
-- Both are reusable rules that working-capital loan products will name (Fineract's m_wc_loan_product
-- breach_id / near_breach_id); the products are not built yet, so nothing refers to them here.
--
-- m_wc_breach: a breach is declared when the amount due is not paid within `breach_frequency`
-- `breach_frequency_type` units (DAYS, WEEKS, MONTHS, YEARS); `breach_amount` is a percentage or a flat
-- amount (`breach_amount_calculation_type` PERCENTAGE or FLAT). Fineract keeps these columns nullable
-- (the name came later); the API requires every one of them.
--
-- m_wc_near_breach: the warning before a breach: `near_breach_threshold` percent within
-- `near_breach_frequency` `near_breach_frequency_type` units. Names are unique, as in Fineract.
create table m_wc_breach (
  id bigserial primary key,
  name varchar(100),
  breach_frequency integer,
  breach_frequency_type varchar(50),
  breach_amount_calculation_type varchar(50),
  breach_amount numeric(19, 6)
);

create table m_wc_near_breach (
  id bigserial primary key,
  near_breach_name varchar(100) not null,
  near_breach_frequency integer not null,
  near_breach_frequency_type varchar(50) not null,
  near_breach_threshold numeric(19, 6) not null
);
create unique index uq_m_wc_near_breach_name on m_wc_near_breach (near_breach_name);

-- Fineract's permissions of both rules (grouping "organisation"), and the working-capital product's read
-- permission its resources check on every read.
insert into m_permission ("grouping", code, entity_name, action_name, can_maker_checker) values
  ('organisation', 'READ_WORKINGCAPITALBREACH', 'WORKINGCAPITALBREACH', 'READ', false),
  ('organisation', 'CREATE_WORKINGCAPITALBREACH', 'WORKINGCAPITALBREACH', 'CREATE', false),
  ('organisation', 'UPDATE_WORKINGCAPITALBREACH', 'WORKINGCAPITALBREACH', 'UPDATE', false),
  ('organisation', 'DELETE_WORKINGCAPITALBREACH', 'WORKINGCAPITALBREACH', 'DELETE', false),
  ('organisation', 'READ_WORKINGCAPITALNEARBREACH', 'WORKINGCAPITALNEARBREACH', 'READ', false),
  ('organisation', 'CREATE_WORKINGCAPITALNEARBREACH', 'WORKINGCAPITALNEARBREACH', 'CREATE', false),
  ('organisation', 'UPDATE_WORKINGCAPITALNEARBREACH', 'WORKINGCAPITALNEARBREACH', 'UPDATE', false),
  ('organisation', 'DELETE_WORKINGCAPITALNEARBREACH', 'WORKINGCAPITALNEARBREACH', 'DELETE', false),
  ('portfolio', 'READ_WORKINGCAPITALLOANPRODUCT', 'WORKINGCAPITALLOANPRODUCT', 'READ', false)
on conflict (code) do nothing;
