-- Account number formats (Fineract's c_account_number_format): at most one per account type
-- (EntityAccountType id), with an optional prefix type (AccountNumberPrefixType id) and prefix characters.
create table c_account_number_format (
  id bigserial primary key,
  account_type_enum smallint not null constraint account_type_enum unique,
  prefix_type_enum smallint,
  prefix_character varchar(50)
);
