import type { TenantDB } from '../../../db/schema/tenant.ts';
import type { TenantStoreDB } from '../../../db/schema/tenant-store.ts';

/**
 * A part of the code that may write tables: a module area (`src/modules/<area>/`) or a platform part
 * (`src/platform/<part>/`).
 */
export type TableOwner =
  | 'system'
  | 'accounting'
  | 'organisation'
  | 'charges'
  | 'products'
  | 'collateral'
  | 'clients'
  | 'groups'
  | 'loans'
  | 'savings'
  | 'shares'
  | 'account-transfers'
  | 'jobs'
  | 'users'
  | 'adhoc-query'
  | 'notes'
  | 'documents'
  | 'platform/commands'
  | 'platform/db'
  | 'platform/security'
  | 'platform/settings'
  | 'platform/events'
  | 'working-capital'
  | 'loan-origination'
  | 'external-asset-owners'
  | 'reports'
  | 'sms'
  | 'hooks';

/**
 * The owner of every tenant table: the only code that inserts, updates or deletes its rows (seed data
 * comes from the migrations). Another module reads it through the owner's `index.ts` or a read-model
 * listed in test/table-ownership.test.ts. Typed over the generated schema, so a new table does not
 * compile until it has an owner.
 */
export const TABLE_OWNERS: { readonly [Table in keyof TenantDB]: TableOwner } = {
  // accounting: chart of accounts, journal entries, mappings, closures, rules
  acc_accounting_rule: 'accounting',
  acc_gl_account: 'accounting',
  acc_gl_closure: 'accounting',
  acc_gl_financial_activity_account: 'accounting',
  acc_gl_journal_entry: 'accounting',
  // loan loss provisioning: categories, criteria with their definitions and products, provisioning entries
  m_provision_category: 'accounting',
  m_provisioning_criteria: 'accounting',
  m_provisioning_criteria_definition: 'accounting',
  m_loanproduct_provisioning_mapping: 'accounting',
  m_provisioning_history: 'accounting',
  m_loanproduct_provisioning_entry: 'accounting',
  acc_product_mapping: 'accounting',
  acc_rule_tags: 'accounting',
  // loans: loan products and the tables that hang off them
  m_loan_product_credit_allocation_rule: 'loans',
  m_loan_product_payment_allocation_rule: 'loans',
  m_product_loan: 'loans',
  m_product_mix: 'loans',
  m_product_loan_charge: 'loans',
  m_product_loan_configurable_attributes: 'loans',
  m_product_loan_floating_rates: 'loans',
  m_product_loan_guarantee_details: 'loans',
  m_product_loan_recalculation_details: 'loans',
  m_product_loan_variable_installment_config: 'loans',
  m_product_loan_variations_borrower_cycle: 'loans',
  // loans: loan accounts and the tables that hang off them
  m_loan: 'loans',
  m_portfolio_account_associations: 'loans',
  m_loan_charge: 'loans',
  m_loan_charge_paid_by: 'loans',
  m_batch_business_steps: 'loans',
  m_loan_account_locks: 'loans',
  m_loan_arrears_aging: 'loans',
  m_loan_cob_catch_up: 'loans',
  m_loan_collateral_management: 'loans',
  m_loan_delinquency_action: 'loans',
  m_loan_delinquency_tag_history: 'loans',
  m_loan_disbursement_detail: 'loans',
  m_loan_installment_charge: 'loans',
  m_loan_overdue_installment_charge: 'loans',
  m_loan_installment_delinquency_tag: 'loans',
  m_loan_officer_assignment_history: 'loans',
  m_loan_recalculation_details: 'loans',
  m_loan_repayment_schedule: 'loans',
  m_loan_term_variations: 'loans',
  m_loan_tranche_charges: 'loans',
  m_loan_tranche_disbursement_charge: 'loans',
  m_loan_transaction: 'loans',
  m_loan_transaction_repayment_schedule_mapping: 'loans',
  m_loan_transaction_relation: 'loans',
  // external asset owners: loans sold to and bought back from investors
  m_external_asset_owner: 'external-asset-owners',
  m_external_asset_owner_journal_entry_mapping: 'external-asset-owners',
  m_external_asset_owner_transfer: 'external-asset-owners',
  m_external_asset_owner_transfer_details: 'external-asset-owners',
  m_external_asset_owner_transfer_journal_entry_mapping: 'external-asset-owners',
  m_external_asset_owner_transfer_loan_mapping: 'external-asset-owners',
  // hooks: web hooks, their templates, configuration, events and delivery log
  m_hook: 'hooks',
  m_hook_configuration: 'hooks',
  m_hook_delivery: 'hooks',
  m_hook_registered_events: 'hooks',
  m_hook_schema: 'hooks',
  m_hook_templates: 'hooks',
  // platform/events: the external-event outbox and which event types are published
  m_external_event: 'platform/events',
  m_external_event_configuration: 'platform/events',
  // savings: savings products, their charges, savings accounts and their transactions, charges, holds
  m_savings_product: 'savings',
  m_savings_product_charge: 'savings',
  m_savings_account: 'savings',
  m_savings_account_transaction: 'savings',
  m_savings_account_charge: 'savings',
  m_savings_account_charge_paid_by: 'savings',
  m_savings_officer_assignment_history: 'savings',
  m_deposit_account_on_hold_transaction: 'savings',
  m_savings_account_transaction_tax_details: 'savings',
  // account-transfers: transfers between accounts, standing instructions and their run history
  m_account_transfer_details: 'account-transfers',
  m_account_transfer_transaction: 'account-transfers',
  m_account_transfer_standing_instructions: 'account-transfers',
  m_account_transfer_standing_instructions_history: 'account-transfers',
  // shares: share products, their market prices and charges; share accounts and their transactions
  m_share_product: 'shares',
  m_share_product_market_price: 'shares',
  m_share_product_charge: 'shares',
  m_share_account: 'shares',
  m_share_account_transactions: 'shares',
  m_share_product_dividend_pay_out: 'shares',
  m_share_account_dividend_details: 'shares',
  m_share_account_charge: 'shares',
  m_share_account_charge_paid_by: 'shares',
  // system: configuration, business dates, codes, external services, datatable checks, templates
  c_configuration: 'system',
  c_external_service: 'system',
  c_external_service_properties: 'system',
  m_business_date: 'system',
  m_code: 'system',
  m_code_value: 'system',
  m_entity_datatable_check: 'system',
  m_template: 'system',
  m_template_m_templatemappers: 'system',
  m_templatemappers: 'system',
  notification_generator: 'system',
  notification_mapper: 'system',
  x_registered_table: 'system',
  x_table_column_code_mappings: 'system',
  // organisation: offices, staff, money set-up, calendars, tellers, mappings
  c_account_number_format: 'organisation',
  m_cashier_transactions: 'organisation',
  m_cashiers: 'organisation',
  m_currency: 'organisation',
  m_entity_relation: 'organisation',
  m_entity_to_entity_mapping: 'organisation',
  m_fund: 'organisation',
  m_holiday: 'organisation',
  m_holiday_office: 'organisation',
  m_office: 'organisation',
  m_organisation_currency: 'organisation',
  m_payment_type: 'organisation',
  m_staff: 'organisation',
  m_tellers: 'organisation',
  m_working_days: 'organisation',
  // charges: charges and taxes
  m_charge: 'charges',
  m_tax_component: 'charges',
  m_tax_component_history: 'charges',
  m_tax_group: 'charges',
  m_tax_group_mappings: 'charges',
  // products: delinquency ranges and buckets
  m_delinquency_bucket: 'products',
  m_delinquency_bucket_mappings: 'products',
  m_delinquency_range: 'products',
  // collateral: collateral types
  m_collateral_management: 'collateral',
  // clients: clients and their records, charges and transactions
  m_address: 'clients',
  m_client: 'clients',
  m_client_address: 'clients',
  m_client_charge: 'clients',
  m_client_charge_paid_by: 'clients',
  m_client_collateral_management: 'clients',
  m_client_identifier: 'clients',
  m_client_non_person: 'clients',
  m_client_transaction: 'clients',
  m_client_transfer_details: 'clients',
  m_family_members: 'clients',
  m_field_configuration: 'clients',
  m_payment_detail: 'organisation',
  // groups: groups, centers and their members
  m_group: 'groups',
  m_group_client: 'groups',
  m_group_level: 'groups',
  m_group_roles: 'groups',
  m_staff_assignment_history: 'groups',
  // jobs: scheduler jobs and their runs
  job: 'jobs',
  job_run_history: 'jobs',
  job_run_occurrence: 'jobs',
  scheduler_detail: 'jobs',
  // users: users, roles, permissions and their policies
  m_appuser: 'users',
  m_appuser_previous_password: 'users',
  m_appuser_role: 'users',
  m_password_validation_policy: 'users',
  m_permission: 'users',
  m_role: 'users',
  m_role_permission: 'users',
  twofactor_configuration: 'users',
  // one table per feature
  m_adhoc: 'adhoc-query',
  m_document: 'documents',
  m_image: 'documents',
  m_note: 'notes',
  // platform: the command audit trail, sign-in keys, tokens and codes
  m_oauth_signing_key: 'platform/security',
  m_portfolio_command_source: 'platform/commands',
  m_security_version: 'platform/security',
  m_reference_version: 'platform/settings',
  twofactor_access_token: 'platform/security',
  twofactor_otp_request: 'platform/security',
  twofactor_totp_secret: 'platform/security',
  // working capital: breach and near-breach rules
  m_wc_breach: 'working-capital',
  m_wc_near_breach: 'working-capital',
  // loan origination: originators and their attachments to loans
  m_loan_originator: 'loan-origination',
  m_loan_originator_mapping: 'loan-origination',
  // reports: the stretchy report catalogue (seeded, edited through /reports) and the enum labels its SQL joins
  r_enum_value: 'reports',
  stretchy_parameter: 'reports',
  stretchy_report: 'reports',
  stretchy_report_parameter: 'reports',
  // sms: SMS campaigns and the outbound message queue
  sms_campaign: 'sms',
  sms_messages_outbound: 'sms',
};

/** The tenant store's tables (a database of its own). */
export const TENANT_STORE_TABLE_OWNERS: { readonly [Table in keyof TenantStoreDB]: TableOwner } = {
  tenants: 'platform/db',
};

/** A writer other than the owner, allowed for a stated reason. */
export interface SharedWrite {
  readonly table: keyof TenantDB;
  readonly writer: TableOwner;
  readonly reason: string;
}

/**
 * The only writes outside a table's owner. Authentication lives in the platform (which knows no modules),
 * yet it must record failed sign-ins and create the first administrator.
 */
export const SHARED_WRITES: readonly SharedWrite[] = [
  { table: 'm_appuser', writer: 'platform/security', reason: 'failed sign-in counters and lock-outs; the first administrator' },
  { table: 'm_appuser_role', writer: 'platform/security', reason: "the first administrator's super-user role" },
  { table: 'm_permission', writer: 'system', reason: "a datatable's CREATE/READ/UPDATE/DELETE permissions come and go with its registration (Fineract)" },
  { table: 'm_role_permission', writer: 'system', reason: "deregistering a datatable withdraws every role's grant of its permissions" },
  { table: 'm_note', writer: 'loans', reason: "a loan lifecycle command's note is kept on the loan; deleting an application removes its notes (Fineract)" },
  { table: 'm_permission', writer: 'reports', reason: "a report's READ_<report name> permission comes and goes with the report (Fineract)" },
  { table: 'm_role_permission', writer: 'reports', reason: "deleting a report withdraws every role's grant of its READ permission" },
  { table: 'acc_gl_journal_entry', writer: 'loans', reason: "a repayment's journal entries go in the statement that writes the repayment; the accounting posting service builds the rows (docs/adr/0062)" },
  { table: 'm_note', writer: 'savings', reason: "a savings command's or transaction's note is kept on the account; deleting an application removes its notes (Fineract)" },
];
