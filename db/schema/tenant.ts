/* eslint-disable max-lines -- generated: one interface per table */
// Generated from the migrations by db/generate-schema.ts: do not edit.
// Regenerate with `npm run db:schema` (or `node db/generate-schema.ts`) after changing a migration;
// `npm run check` fails while this file is out of date.
// A tenant's database (db/migrations/tenant).

import type { ColumnType } from 'kysely';

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;

export interface AccAccountingRule {
  allow_multiple_credits: Generated<boolean>;
  allow_multiple_debits: Generated<boolean>;
  credit_account_id: number | null;
  debit_account_id: number | null;
  description: string | null;
  id: Generated<number>;
  name: string | null;
  office_id: number | null;
  system_defined: Generated<boolean>;
}

export interface AccGlAccount {
  account_usage: Generated<number>;
  classification_enum: number;
  description: string | null;
  disabled: Generated<boolean>;
  gl_code: string;
  hierarchy: string | null;
  id: Generated<number>;
  manual_journal_entries_allowed: Generated<boolean>;
  name: string;
  parent_id: number | null;
  tag_id: number | null;
}

export interface AccGlClosure {
  closing_date: string;
  comments: string | null;
  created_date: Date | null;
  createdby_id: number | null;
  id: Generated<number>;
  is_deleted: Generated<boolean>;
  lastmodified_date: Date | null;
  lastmodifiedby_id: number | null;
  office_id: number;
}

export interface AccGlFinancialActivityAccount {
  financial_activity_type: number;
  gl_account_id: number;
  id: Generated<number>;
}

export interface AccGlJournalEntry {
  account_id: number;
  amount: string;
  client_transaction_id: number | null;
  created_by: number | null;
  created_date: Date | null;
  created_on_utc: Date;
  currency_code: string;
  description: string | null;
  entity_id: number | null;
  entity_type_enum: number | null;
  entry_date: string;
  id: Generated<number>;
  is_running_balance_calculated: Generated<boolean>;
  last_modified_by: number | null;
  last_modified_on_utc: Date;
  lastmodified_date: Date | null;
  loan_transaction_id: number | null;
  manual_entry: Generated<boolean>;
  office_id: number;
  office_running_balance: Generated<string>;
  organization_running_balance: Generated<string>;
  payment_details_id: number | null;
  ref_num: string | null;
  reversal_id: number | null;
  reversed: Generated<boolean>;
  savings_transaction_id: number | null;
  share_transaction_id: number | null;
  submitted_on_date: string | null;
  transaction_date: string | null;
  transaction_id: string;
  type_enum: number;
}

export interface AccProductMapping {
  charge_id: number | null;
  financial_account_type: number | null;
  gl_account_id: number | null;
  id: Generated<number>;
  payment_type: number | null;
  product_id: number | null;
  product_type: number | null;
}

export interface AccRuleTags {
  acc_rule_id: number;
  acc_type_enum: number;
  id: Generated<number>;
  tag_id: number;
}

export interface CAccountNumberFormat {
  account_type_enum: number;
  id: Generated<number>;
  prefix_character: string | null;
  prefix_type_enum: number | null;
}

export interface CConfiguration {
  date_value: string | null;
  description: string | null;
  enabled: Generated<boolean>;
  id: Generated<number>;
  is_trap_door: Generated<boolean>;
  name: string;
  string_value: string | null;
  value: number | null;
}

export interface CExternalService {
  id: Generated<number>;
  name: string | null;
}

export interface CExternalServiceProperties {
  external_service_id: number;
  name: string;
  value: string | null;
}

export interface Job {
  create_time: Generated<Date>;
  cron_expression: string;
  currently_running: Generated<boolean>;
  display_name: string;
  group_name: string | null;
  id: Generated<number>;
  initializing_errorlog: string | null;
  is_active: Generated<boolean>;
  is_misfired: Generated<boolean>;
  is_mismatched_job: Generated<boolean | null>;
  job_key: string | null;
  name: string;
  next_run_time: Date | null;
  node_id: number | null;
  previous_run_start_time: Date | null;
  scheduler_group: Generated<number>;
  short_name: string;
  task_priority: Generated<number>;
  updates_allowed: Generated<boolean>;
}

export interface JobRunHistory {
  end_time: Date;
  error_log: string | null;
  error_message: string | null;
  id: Generated<number>;
  job_id: number;
  start_time: Date;
  status: string;
  trigger_type: string;
  version: number;
}

export interface JobRunOccurrence {
  created_on_utc: Generated<Date>;
  job_id: number;
  occurrence_id: string;
}

export interface MAddress {
  address_line_1: string | null;
  address_line_2: string | null;
  address_line_3: string | null;
  city: string | null;
  country_id: number | null;
  county_district: string | null;
  created_by: string | null;
  created_on: string | null;
  id: Generated<number>;
  latitude: Generated<string | null>;
  longitude: Generated<string | null>;
  postal_code: string | null;
  state_province_id: number | null;
  street: string | null;
  town_village: string | null;
  updated_by: string | null;
  updated_on: string | null;
}

export interface MAdhoc {
  created_date: Generated<Date | null>;
  createdby_id: number;
  email: string | null;
  id: Generated<number>;
  is_active: Generated<boolean>;
  last_run: Date | null;
  last_run_date: string | null;
  lastmodified_date: Generated<Date | null>;
  lastmodifiedby_id: number;
  name: string | null;
  query: string | null;
  report_run_every: number | null;
  report_run_frequency_code: number | null;
  table_fields: string | null;
  table_name: string | null;
}

export interface MAppuser {
  cannot_change_password: boolean | null;
  email: string;
  enabled: Generated<boolean>;
  failed_login_attempts: Generated<number>;
  firstname: string;
  firsttime_login_remaining: Generated<boolean>;
  id: Generated<number>;
  is_deleted: Generated<boolean>;
  is_self_service_user: Generated<boolean>;
  last_failed_login_at: Date | null;
  last_time_password_updated: string | null;
  lastname: string;
  locked_until: Date | null;
  nonexpired: Generated<boolean>;
  nonexpired_credentials: Generated<boolean>;
  nonlocked: Generated<boolean>;
  office_id: number | null;
  password: string;
  password_never_expires: Generated<boolean>;
  staff_id: number | null;
  username: string;
}

export interface MAppuserPreviousPassword {
  id: Generated<number>;
  password: string;
  removal_date: string;
  user_id: number;
}

export interface MAppuserRole {
  appuser_id: number;
  role_id: number;
}

export interface MBusinessDate {
  created_by: number | null;
  created_on_utc: Generated<Date>;
  date: string;
  id: Generated<number>;
  last_modified_by: number | null;
  last_modified_on_utc: Generated<Date>;
  type: string;
  version: Generated<number>;
}

export interface MCashiers {
  description: string | null;
  end_date: string | null;
  end_time: string | null;
  full_day: boolean | null;
  id: Generated<number>;
  staff_id: number | null;
  start_date: string | null;
  start_time: string | null;
  teller_id: number | null;
}

export interface MCashierTransactions {
  cashier_id: number;
  created_date: Generated<Date>;
  currency_code: string | null;
  entity_id: number | null;
  entity_type: string | null;
  id: Generated<number>;
  txn_amount: string;
  txn_date: string;
  txn_note: string | null;
  txn_type: number;
}

export interface MCharge {
  amount: string;
  charge_applies_to_enum: number;
  charge_calculation_enum: number;
  charge_payment_mode_enum: number | null;
  charge_time_enum: number;
  currency_code: string;
  fee_frequency: number | null;
  fee_interval: number | null;
  fee_on_day: number | null;
  fee_on_month: number | null;
  free_withdrawal_charge_frequency: Generated<number | null>;
  id: Generated<number>;
  income_or_liability_account_id: number | null;
  is_active: boolean;
  is_deleted: Generated<boolean>;
  is_free_withdrawal: Generated<boolean>;
  is_payment_type: Generated<boolean | null>;
  is_penalty: Generated<boolean>;
  max_cap: string | null;
  min_cap: string | null;
  name: string | null;
  payment_type_id: number | null;
  restart_frequency: Generated<number | null>;
  restart_frequency_enum: Generated<number | null>;
  tax_group_id: number | null;
}

export interface MClient {
  account_no: string;
  activatedon_userid: number | null;
  activation_date: string | null;
  client_classification_cv_id: number | null;
  client_type_cv_id: number | null;
  closedon_date: string | null;
  closedon_userid: number | null;
  closure_reason_cv_id: number | null;
  created_by: number;
  created_on_utc: Generated<Date>;
  date_of_birth: string | null;
  default_savings_account: number | null;
  default_savings_product: number | null;
  display_name: string;
  email_address: string | null;
  external_id: string | null;
  firstname: string | null;
  fullname: string | null;
  gender_cv_id: number | null;
  id: Generated<number>;
  image_id: number | null;
  is_staff: Generated<boolean>;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  lastname: string | null;
  legal_form_enum: number | null;
  middlename: string | null;
  mobile_no: string | null;
  office_id: number;
  office_joining_date: string | null;
  proposed_transfer_date: string | null;
  reactivated_on_date: string | null;
  reactivated_on_userid: number | null;
  reject_reason_cv_id: number | null;
  rejectedon_date: string | null;
  rejectedon_userid: number | null;
  reopened_by_userid: number | null;
  reopened_on_date: string | null;
  staff_id: number | null;
  status_enum: Generated<number>;
  sub_status: number | null;
  submittedon_date: string | null;
  transfer_to_office_id: number | null;
  updated_by: number | null;
  updated_on: string | null;
  withdraw_on_userid: number | null;
  withdraw_reason_cv_id: number | null;
  withdrawn_on_date: string | null;
}

export interface MClientAddress {
  address_id: number;
  address_type_id: number;
  client_id: number;
  id: Generated<number>;
  is_active: Generated<boolean>;
}

export interface MClientCharge {
  amount: string;
  amount_outstanding_derived: string;
  amount_paid_derived: string | null;
  amount_waived_derived: string | null;
  amount_writtenoff_derived: string | null;
  charge_calculation_enum: number;
  charge_due_date: string | null;
  charge_id: number;
  charge_time_enum: number;
  client_id: number;
  id: Generated<number>;
  inactivated_on_date: string | null;
  is_active: Generated<boolean>;
  is_paid_derived: Generated<boolean>;
  is_penalty: Generated<boolean>;
  waived: Generated<boolean>;
}

export interface MClientChargePaidBy {
  amount: string;
  client_charge_id: number;
  client_transaction_id: number;
  id: Generated<number>;
}

export interface MClientCollateralManagement {
  client_id: number;
  collateral_id: number;
  id: Generated<number>;
  quantity: string;
}

export interface MClientIdentifier {
  active: number | null;
  client_id: number;
  created_by: number;
  created_date: Date | null;
  created_on_utc: Generated<Date>;
  description: string | null;
  document_key: string;
  document_type_id: number;
  id: Generated<number>;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  lastmodified_date: Date | null;
  status: Generated<number>;
}

export interface MClientNonPerson {
  client_id: number;
  constitution_cv_id: number | null;
  id: Generated<number>;
  incorp_no: string | null;
  incorp_validity_till: string | null;
  main_business_line_cv_id: number | null;
  remarks: string | null;
}

export interface MClientTransaction {
  amount: string;
  client_id: number;
  created_by: number;
  created_date: Date | null;
  created_on_utc: Generated<Date>;
  currency_code: string;
  external_id: string | null;
  id: Generated<number>;
  is_reversed: Generated<boolean>;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  office_id: number;
  payment_detail_id: number | null;
  submitted_on_date: string;
  transaction_date: string;
  transaction_type_enum: number;
}

export interface MClientTransferDetails {
  client_id: number;
  from_office_id: number;
  id: Generated<number>;
  proposed_transfer_date: string | null;
  submitted_by: number;
  submitted_on: string;
  to_office_id: number;
  transfer_type: number;
}

export interface MCode {
  code_name: string | null;
  id: Generated<number>;
  is_system_defined: Generated<boolean>;
}

export interface MCodeValue {
  code_description: string | null;
  code_id: number;
  code_score: number | null;
  code_value: string | null;
  id: Generated<number>;
  is_active: Generated<boolean>;
  is_mandatory: Generated<boolean>;
  order_position: Generated<number>;
}

export interface MCollateralManagement {
  base_price: string;
  currency: number;
  id: Generated<number>;
  name: string;
  pct_to_base: string;
  quality: string;
  unit_type: string;
}

export interface MCurrency {
  code: string;
  currency_multiplesof: number | null;
  decimal_places: number;
  display_symbol: string | null;
  id: Generated<number>;
  internationalized_name_code: string;
  name: string;
}

export interface MDelinquencyBucket {
  created_by: number;
  created_on_utc: Generated<Date>;
  id: Generated<number>;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  name: string;
  version: Generated<number>;
}

export interface MDelinquencyBucketMappings {
  created_by: number;
  created_on_utc: Generated<Date>;
  delinquency_bucket_id: number;
  delinquency_range_id: number;
  id: Generated<number>;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  version: Generated<number>;
}

export interface MDelinquencyRange {
  classification: string;
  created_by: number;
  created_on_utc: Generated<Date>;
  id: Generated<number>;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  max_age_days: number | null;
  min_age_days: number;
  version: Generated<number>;
}

export interface MDocument {
  description: string | null;
  file_name: string;
  id: Generated<number>;
  location: Generated<string>;
  name: string;
  parent_entity_id: Generated<number>;
  parent_entity_type: string;
  size: Generated<number | null>;
  storage_type_enum: number | null;
  type: string | null;
}

export interface MEntityDatatableCheck {
  application_table_name: string;
  id: Generated<number>;
  product_id: number | null;
  status_enum: number;
  system_defined: Generated<boolean>;
  x_registered_table_name: string;
}

export interface MEntityRelation {
  code_name: string;
  from_entity_type: number;
  id: Generated<number>;
  to_entity_type: number;
}

export interface MEntityToEntityMapping {
  end_date: string | null;
  from_id: Generated<number>;
  id: Generated<number>;
  rel_id: Generated<number>;
  start_date: string | null;
  to_id: number;
}

export interface MFamilyMembers {
  age: number | null;
  client_id: number;
  date_of_birth: string | null;
  firstname: string;
  gender_cv_id: number | null;
  id: Generated<number>;
  is_dependent: boolean | null;
  lastname: string | null;
  marital_status_cv_id: number | null;
  middlename: string | null;
  mobile_number: string | null;
  profession_cv_id: number | null;
  qualification: string | null;
  relationship_cv_id: number;
}

export interface MFieldConfiguration {
  entity: string;
  field: string;
  id: Generated<number>;
  is_enabled: boolean;
  is_mandatory: boolean;
  subentity: string;
  validation_regex: string | null;
}

export interface MFund {
  external_id: string | null;
  id: Generated<number>;
  name: string | null;
}

export interface MGroup {
  account_no: string;
  activatedon_userid: number | null;
  activation_date: string | null;
  closedon_date: string | null;
  closedon_userid: number | null;
  closure_reason_cv_id: number | null;
  display_name: string;
  external_id: string | null;
  hierarchy: string | null;
  id: Generated<number>;
  level_id: number;
  office_id: number;
  parent_id: number | null;
  staff_id: number | null;
  status_enum: Generated<number>;
  submittedon_date: string | null;
  submittedon_userid: number | null;
}

export interface MGroupClient {
  client_id: number;
  group_id: number;
}

export interface MGroupLevel {
  can_have_clients: boolean;
  id: number;
  level_name: string;
  parent_id: number | null;
  recursable: boolean;
  super_parent: boolean;
}

export interface MGroupRoles {
  client_id: number | null;
  group_id: number | null;
  id: Generated<number>;
  role_cv_id: number | null;
}

export interface MHoliday {
  description: string | null;
  from_date: string;
  id: Generated<number>;
  name: string;
  processed: Generated<boolean>;
  repayments_rescheduled_to: string | null;
  rescheduling_type: Generated<number>;
  status_enum: Generated<number>;
  to_date: string;
}

export interface MHolidayOffice {
  holiday_id: number;
  office_id: number;
}

export interface MImage {
  id: Generated<number>;
  location: string | null;
  storage_type_enum: number | null;
}

export interface MNote {
  client_id: number | null;
  created_by: number;
  created_date: Date | null;
  created_on_utc: Generated<Date>;
  group_id: number | null;
  id: Generated<number>;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  lastmodified_date: Date | null;
  loan_id: number | null;
  loan_transaction_id: number | null;
  note: string | null;
  note_type_enum: number;
  savings_account_id: number | null;
  savings_account_transaction_id: number | null;
  share_account_id: number | null;
}

export interface MOauthSigningKey {
  created_on_utc: Generated<Date>;
  id: Generated<number>;
  key_base64: string;
}

export interface MOffice {
  external_id: string | null;
  hierarchy: string | null;
  id: Generated<number>;
  name: string;
  opening_date: string;
  parent_id: number | null;
}

export interface MOrganisationCurrency {
  code: string;
  currency_multiplesof: number | null;
  decimal_places: number;
  display_symbol: string | null;
  id: Generated<number>;
  internationalized_name_code: string;
  name: string;
}

export interface MPasswordValidationPolicy {
  active: Generated<boolean>;
  description: string;
  id: Generated<number>;
  key: string;
  refuse_common_passwords: Generated<boolean>;
  regex: string;
}

export interface MPaymentDetail {
  account_number: string | null;
  bank_number: string | null;
  check_number: string | null;
  id: Generated<number>;
  payment_type_id: number | null;
  receipt_number: string | null;
  routing_code: string | null;
}

export interface MPaymentType {
  code_name: string | null;
  description: string | null;
  id: Generated<number>;
  is_cash_payment: Generated<boolean | null>;
  is_system_defined: Generated<boolean>;
  order_position: Generated<number>;
  value: string | null;
}

export interface MPermission {
  action_name: string | null;
  can_maker_checker: Generated<boolean>;
  code: string;
  entity_name: string | null;
  grouping: string | null;
  id: Generated<number>;
}

export interface MPortfolioCommandSource {
  action_name: string;
  api_get_url: string;
  checked_on_date: Date | null;
  checked_on_date_utc: Date | null;
  checker_id: number | null;
  client_id: number | null;
  command_as_json: string;
  creditbureau_id: number | null;
  entity_name: string;
  group_id: number | null;
  id: Generated<number>;
  idempotency_key: string;
  job_name: string | null;
  loan_id: number | null;
  made_on_date: Date | null;
  made_on_date_utc: Date;
  maker_id: number;
  office_id: number | null;
  organisation_creditbureau_id: number | null;
  processing_result_enum: number;
  product_id: number | null;
  request_hash: string | null;
  resource_external_id: string | null;
  resource_id: number | null;
  result: string | null;
  result_status_code: number | null;
  savings_account_id: number | null;
  subresource_external_id: string | null;
  subresource_id: number | null;
  transaction_id: string | null;
}

export interface MRole {
  description: string;
  id: Generated<number>;
  is_disabled: Generated<boolean>;
  name: string;
}

export interface MRolePermission {
  permission_id: number;
  role_id: number;
}

export interface MSecurityVersion {
  id: number;
  version: number;
}

export interface MStaff {
  display_name: string;
  email_address: string | null;
  external_id: string | null;
  firstname: string | null;
  id: Generated<number>;
  image_id: number | null;
  is_active: Generated<boolean>;
  is_loan_officer: Generated<boolean>;
  joining_date: string | null;
  lastname: string | null;
  mobile_no: string | null;
  office_id: number | null;
  organisational_role_enum: number | null;
  organisational_role_parent_staff_id: number | null;
}

export interface MStaffAssignmentHistory {
  centre_id: number | null;
  created_date: Date | null;
  createdby_id: number | null;
  end_date: string | null;
  id: Generated<number>;
  lastmodified_date: Date | null;
  lastmodifiedby_id: number | null;
  staff_id: number;
  start_date: string;
}

export interface MTaxComponent {
  created_date: Generated<Date>;
  createdby_id: number;
  credit_account_id: number | null;
  credit_account_type_enum: number | null;
  debit_account_id: number | null;
  debit_account_type_enum: number | null;
  id: Generated<number>;
  lastmodified_date: Generated<Date>;
  lastmodifiedby_id: number;
  name: string;
  percentage: string;
  start_date: string;
}

export interface MTaxComponentHistory {
  created_date: Generated<Date>;
  createdby_id: number;
  end_date: string;
  id: Generated<number>;
  lastmodified_date: Generated<Date>;
  lastmodifiedby_id: number;
  percentage: string;
  start_date: string;
  tax_component_id: number;
}

export interface MTaxGroup {
  created_date: Generated<Date>;
  createdby_id: number;
  id: Generated<number>;
  lastmodified_date: Generated<Date>;
  lastmodifiedby_id: number;
  name: string;
}

export interface MTaxGroupMappings {
  created_date: Generated<Date>;
  createdby_id: number;
  end_date: string | null;
  id: Generated<number>;
  lastmodified_date: Generated<Date>;
  lastmodifiedby_id: number;
  start_date: string;
  tax_component_id: number;
  tax_group_id: number;
}

export interface MTellers {
  credit_account_id: number | null;
  debit_account_id: number | null;
  description: string | null;
  id: Generated<number>;
  name: string;
  office_id: number;
  state: number | null;
  valid_from: string | null;
  valid_to: string | null;
}

export interface MWorkingDays {
  extend_term_daily_repayments: Generated<boolean | null>;
  extend_term_holiday_repayment: Generated<boolean>;
  id: Generated<number>;
  recurrence: string | null;
  repayment_rescheduling_enum: number | null;
}

export interface NotificationGenerator {
  action: string;
  actor: number | null;
  created_at: Generated<Date>;
  id: Generated<number>;
  is_system_generated: Generated<boolean>;
  notification_content: string;
  object_identifier: number;
  object_type: string;
}

export interface NotificationMapper {
  created_at: Generated<Date>;
  id: Generated<number>;
  is_read: Generated<boolean>;
  notification_id: number;
  user_id: number;
}

export interface SchedulerDetail {
  execute_misfired_jobs: Generated<boolean>;
  id: Generated<number>;
  is_suspended: Generated<boolean>;
  reset_scheduler_on_bootup: Generated<boolean>;
}

export interface TwofactorAccessToken {
  appuser_id: number;
  enabled: boolean;
  id: Generated<number>;
  token: string;
  valid_from: Date;
  valid_to: Date;
}

export interface TwofactorConfiguration {
  id: Generated<number>;
  name: string;
  value: string | null;
}

export interface TwofactorOtpRequest {
  appuser_id: number;
  delivery_method: string;
  extended_token: boolean;
  failed_attempts: Generated<number>;
  request_time: Date;
  target: string | null;
  token_hash: string;
  valid_to: Date;
}

export interface TwofactorTotpSecret {
  appuser_id: number;
  confirmed: Generated<boolean>;
  created_on_utc: Generated<Date>;
  last_used_step: number | null;
  secret: string;
}

export interface XRegisteredTable {
  application_table_name: string;
  category: Generated<number>;
  entity_subtype: string | null;
  registered_table_name: string;
}

export interface XTableColumnCodeMappings {
  code_id: number;
  column_alias_name: string;
}

export interface TenantDB {
  acc_accounting_rule: AccAccountingRule;
  acc_gl_account: AccGlAccount;
  acc_gl_closure: AccGlClosure;
  acc_gl_financial_activity_account: AccGlFinancialActivityAccount;
  acc_gl_journal_entry: AccGlJournalEntry;
  acc_product_mapping: AccProductMapping;
  acc_rule_tags: AccRuleTags;
  c_account_number_format: CAccountNumberFormat;
  c_configuration: CConfiguration;
  c_external_service: CExternalService;
  c_external_service_properties: CExternalServiceProperties;
  job: Job;
  job_run_history: JobRunHistory;
  job_run_occurrence: JobRunOccurrence;
  m_address: MAddress;
  m_adhoc: MAdhoc;
  m_appuser: MAppuser;
  m_appuser_previous_password: MAppuserPreviousPassword;
  m_appuser_role: MAppuserRole;
  m_business_date: MBusinessDate;
  m_cashier_transactions: MCashierTransactions;
  m_cashiers: MCashiers;
  m_charge: MCharge;
  m_client: MClient;
  m_client_address: MClientAddress;
  m_client_charge: MClientCharge;
  m_client_charge_paid_by: MClientChargePaidBy;
  m_client_collateral_management: MClientCollateralManagement;
  m_client_identifier: MClientIdentifier;
  m_client_non_person: MClientNonPerson;
  m_client_transaction: MClientTransaction;
  m_client_transfer_details: MClientTransferDetails;
  m_code: MCode;
  m_code_value: MCodeValue;
  m_collateral_management: MCollateralManagement;
  m_currency: MCurrency;
  m_delinquency_bucket: MDelinquencyBucket;
  m_delinquency_bucket_mappings: MDelinquencyBucketMappings;
  m_delinquency_range: MDelinquencyRange;
  m_document: MDocument;
  m_entity_datatable_check: MEntityDatatableCheck;
  m_entity_relation: MEntityRelation;
  m_entity_to_entity_mapping: MEntityToEntityMapping;
  m_family_members: MFamilyMembers;
  m_field_configuration: MFieldConfiguration;
  m_fund: MFund;
  m_group: MGroup;
  m_group_client: MGroupClient;
  m_group_level: MGroupLevel;
  m_group_roles: MGroupRoles;
  m_holiday: MHoliday;
  m_holiday_office: MHolidayOffice;
  m_image: MImage;
  m_note: MNote;
  m_oauth_signing_key: MOauthSigningKey;
  m_office: MOffice;
  m_organisation_currency: MOrganisationCurrency;
  m_password_validation_policy: MPasswordValidationPolicy;
  m_payment_detail: MPaymentDetail;
  m_payment_type: MPaymentType;
  m_permission: MPermission;
  m_portfolio_command_source: MPortfolioCommandSource;
  m_role: MRole;
  m_role_permission: MRolePermission;
  m_security_version: MSecurityVersion;
  m_staff: MStaff;
  m_staff_assignment_history: MStaffAssignmentHistory;
  m_tax_component: MTaxComponent;
  m_tax_component_history: MTaxComponentHistory;
  m_tax_group: MTaxGroup;
  m_tax_group_mappings: MTaxGroupMappings;
  m_tellers: MTellers;
  m_working_days: MWorkingDays;
  notification_generator: NotificationGenerator;
  notification_mapper: NotificationMapper;
  scheduler_detail: SchedulerDetail;
  twofactor_access_token: TwofactorAccessToken;
  twofactor_configuration: TwofactorConfiguration;
  twofactor_otp_request: TwofactorOtpRequest;
  twofactor_totp_secret: TwofactorTotpSecret;
  x_registered_table: XRegisteredTable;
  x_table_column_code_mappings: XTableColumnCodeMappings;
}
