-- A loan's (or savings account's) linked account (Fineract's m_portfolio_account_associations, same columns).
-- association_type_enum is Fineract's AccountAssociationType: 1 linked account (a loan's linked savings account,
-- stored from the application's linkAccountId), 2 guarantor account. One active linked-account row per loan.
create table m_portfolio_account_associations (
  id bigserial primary key,
  loan_account_id bigint constraint account_association_loan_fk references m_loan (id),
  savings_account_id bigint constraint account_association_savings_fk references m_savings_account (id),
  linked_loan_account_id bigint constraint linked_loan_fk references m_loan (id),
  linked_savings_account_id bigint constraint linked_savings_fk references m_savings_account (id),
  association_type_enum smallint not null default 1,
  is_active boolean not null default true
);
create index account_association_loan_fk on m_portfolio_account_associations (loan_account_id);
create index account_association_savings_fk on m_portfolio_account_associations (savings_account_id);
create index linked_loan_fk on m_portfolio_account_associations (linked_loan_account_id);
create index linked_savings_fk on m_portfolio_account_associations (linked_savings_account_id);
