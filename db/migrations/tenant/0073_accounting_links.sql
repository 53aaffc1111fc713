-- The foreign keys to acc_gl_account that earlier tables left out until the chart of accounts existed
-- (Fineract's names), and the index the running-balance job uses to find entries without a computed
-- balance.
alter table m_charge
  add constraint "FK_m_charge_acc_gl_account" foreign key (income_or_liability_account_id) references acc_gl_account (id);
create index "FK_m_charge_acc_gl_account" on m_charge (income_or_liability_account_id);

alter table m_tax_component
  add constraint "FK_tax_component_debit_gl_account" foreign key (debit_account_id) references acc_gl_account (id),
  add constraint "FK_tax_component_credit_gl_account" foreign key (credit_account_id) references acc_gl_account (id);
create index "FK_tax_component_debit_gl_account" on m_tax_component (debit_account_id);
create index "FK_tax_component_credit_gl_account" on m_tax_component (credit_account_id);

alter table m_tellers
  add constraint "FK_m_tellers_gl_account_debit_account_id" foreign key (debit_account_id) references acc_gl_account (id),
  add constraint "FK_m_tellers_gl_account_credit_account_id" foreign key (credit_account_id) references acc_gl_account (id);

create index acc_gl_journal_entry_running_balance_pending_idx on acc_gl_journal_entry (account_id, entry_date, id)
  where not is_running_balance_calculated;
