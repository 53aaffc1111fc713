/* eslint-disable max-lines -- generated: one interface per table */
// Generated from the migrations by db/generate-schema.ts: do not edit.
// Regenerate with `npm run db:schema` (or `node db/generate-schema.ts`) after changing a migration;
// `npm run check` fails while this file is out of date.
// A tenant's database (db/migrations/tenant).

import type { ColumnType } from 'kysely';

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

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

export interface MAccountTransferDetails {
  from_client_id: number | null;
  from_loan_account_id: number | null;
  from_office_id: number;
  from_savings_account_id: number | null;
  id: Generated<number>;
  to_client_id: number | null;
  to_loan_account_id: number | null;
  to_office_id: number;
  to_savings_account_id: number | null;
  transfer_type: number | null;
}

export interface MAccountTransferStandingInstructions {
  account_transfer_details_id: number;
  amount: string | null;
  id: Generated<number>;
  instruction_type: number;
  last_run_date: string | null;
  name: string;
  priority: number;
  recurrence_frequency: number | null;
  recurrence_interval: number | null;
  recurrence_on_day: number | null;
  recurrence_on_month: number | null;
  recurrence_type: number;
  status: number;
  valid_from: string;
  valid_till: string | null;
}

export interface MAccountTransferStandingInstructionsHistory {
  amount: string;
  error_log: string | null;
  execution_time: Date;
  id: Generated<number>;
  standing_instruction_id: number;
  status: string;
}

export interface MAccountTransferTransaction {
  account_transfer_details_id: number;
  amount: string;
  currency_code: string;
  currency_digits: number;
  currency_multiplesof: number | null;
  description: string;
  from_loan_transaction_id: number | null;
  from_savings_transaction_id: number | null;
  id: Generated<number>;
  is_reversed: boolean;
  to_loan_transaction_id: number | null;
  to_savings_transaction_id: number | null;
  transaction_date: string;
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

export interface MBatchBusinessSteps {
  id: Generated<number>;
  job_name: string;
  step_name: string;
  step_order: number;
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

export interface MDepositAccountOnHoldTransaction {
  amount: string;
  created_by: number | null;
  created_date: Date | null;
  created_on_utc: Date | null;
  id: Generated<number>;
  is_reversed: Generated<boolean>;
  last_modified_by: number | null;
  last_modified_on_utc: Date | null;
  savings_account_id: number;
  transaction_date: string;
  transaction_type_enum: number;
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

export interface MExternalAssetOwner {
  created_by: number | null;
  created_on_utc: Generated<Date>;
  external_id: string;
  id: Generated<number>;
  last_modified_by: number | null;
  last_modified_on_utc: Generated<Date>;
}

export interface MExternalAssetOwnerJournalEntryMapping {
  created_by: number | null;
  created_on_utc: Generated<Date>;
  id: Generated<number>;
  journal_entry_id: number;
  last_modified_by: number | null;
  last_modified_on_utc: Generated<Date>;
  owner_id: number;
}

export interface MExternalAssetOwnerTransfer {
  created_by: number | null;
  created_on_utc: Generated<Date>;
  effective_date_from: string;
  effective_date_to: string;
  external_id: string;
  external_loan_id: string | null;
  id: Generated<number>;
  last_modified_by: number | null;
  last_modified_on_utc: Generated<Date>;
  loan_id: number;
  owner_id: number;
  purchase_price_ratio: string;
  settlement_date: string;
  status: string;
  sub_status: string | null;
}

export interface MExternalAssetOwnerTransferDetails {
  asset_owner_transfer_id: number;
  created_by: number | null;
  created_on_utc: Generated<Date>;
  fee_charges_outstanding_derived: string;
  id: Generated<number>;
  interest_outstanding_derived: string;
  last_modified_by: number | null;
  last_modified_on_utc: Generated<Date>;
  penalty_charges_outstanding_derived: string;
  principal_outstanding_derived: string;
  total_outstanding_derived: string;
  total_overpaid_derived: string;
}

export interface MExternalAssetOwnerTransferJournalEntryMapping {
  created_by: number | null;
  created_on_utc: Generated<Date>;
  id: Generated<number>;
  journal_entry_id: number;
  last_modified_by: number | null;
  last_modified_on_utc: Generated<Date>;
  owner_transfer_id: number;
}

export interface MExternalAssetOwnerTransferLoanMapping {
  created_by: number | null;
  created_on_utc: Generated<Date>;
  id: Generated<number>;
  last_modified_by: number | null;
  last_modified_on_utc: Generated<Date>;
  loan_id: number;
  owner_transfer_id: number;
}

export interface MExternalEvent {
  aggregate_root_id: number | null;
  business_date: string;
  category: string;
  created_at: Date;
  data: Json;
  id: Generated<number>;
  idempotency_key: string;
  schema: string;
  sent_at: Date | null;
  status: string;
  type: string;
}

export interface MExternalEventConfiguration {
  enabled: boolean;
  type: string;
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

export interface MHook {
  created_date: Date | null;
  createdby_id: number | null;
  id: Generated<number>;
  is_active: Generated<boolean>;
  lastmodified_date: Date | null;
  lastmodifiedby_id: number | null;
  name: string;
  template_id: number;
  ugd_template_id: number | null;
}

export interface MHookConfiguration {
  field_name: string;
  field_type: string;
  field_value: string;
  hook_id: number | null;
  id: Generated<number>;
}

export interface MHookDelivery {
  action_name: string;
  attempts: Generated<number>;
  command_id: number | null;
  created_at: Generated<Date>;
  delivered_at: Date | null;
  delivery_id: string;
  entity_name: string;
  hook_id: number;
  id: Generated<number>;
  last_attempt_at: Date | null;
  last_error: string | null;
  last_status_code: number | null;
  next_attempt_at: Generated<Date>;
  payload: string;
  status: string;
}

export interface MHookRegisteredEvents {
  action_name: string;
  entity_name: string;
  hook_id: number;
  id: Generated<number>;
}

export interface MHookSchema {
  field_name: string;
  field_type: string;
  hook_template_id: number;
  id: number;
  optional: Generated<boolean>;
  placeholder: string | null;
}

export interface MHookTemplates {
  id: number;
  name: string;
}

export interface MImage {
  id: Generated<number>;
  location: string | null;
  storage_type_enum: number | null;
}

export interface MLoan {
  account_no: string;
  accrued_till: string | null;
  allow_partial_period_interest_calcualtion: Generated<boolean>;
  amortization_method_enum: number;
  annual_nominal_interest_rate: string | null;
  approved_principal: string;
  approvedon_date: string | null;
  approvedon_userid: number | null;
  arrearstolerance_amount: string | null;
  charge_off_reason_cv_id: number | null;
  charged_off_by_userid: number | null;
  charged_off_on_date: string | null;
  client_id: number | null;
  closedon_date: string | null;
  closedon_userid: number | null;
  create_standing_instruction_at_disbursement: boolean | null;
  created_by: number;
  created_on_utc: Generated<Date>;
  currency_code: string;
  currency_digits: number;
  currency_multiplesof: number | null;
  days_in_month_enum: Generated<number>;
  days_in_year_enum: Generated<number>;
  disbursed_amount_percentage_for_down_payment: string | null;
  disbursedon_date: string | null;
  disbursedon_userid: number | null;
  enable_accrual_activity_posting: Generated<boolean>;
  enable_auto_repayment_for_down_payment: Generated<boolean>;
  enable_down_payment: Generated<boolean>;
  enable_installment_level_delinquency: Generated<boolean>;
  expected_disbursedon_date: string | null;
  expected_firstrepaymenton_date: string | null;
  expected_maturedon_date: string | null;
  external_id: string | null;
  fee_adjustments_derived: Generated<string>;
  fee_charges_charged_derived: Generated<string>;
  fee_charges_outstanding_derived: Generated<string>;
  fee_charges_repaid_derived: Generated<string>;
  fee_charges_waived_derived: Generated<string>;
  fee_charges_writtenoff_derived: Generated<string>;
  fixed_emi_amount: string | null;
  fixed_length: number | null;
  fixed_principal_percentage_per_installment: string | null;
  fund_id: number | null;
  glim_id: number | null;
  grace_interest_free_periods: number | null;
  grace_on_arrears_ageing: number | null;
  grace_on_interest_periods: number | null;
  grace_on_principal_periods: number | null;
  group_id: number | null;
  guarantee_amount_derived: string | null;
  id: Generated<number>;
  interest_calculated_from_date: string | null;
  interest_calculated_in_period_enum: Generated<number>;
  interest_charged_derived: Generated<string>;
  interest_method_enum: number;
  interest_outstanding_derived: Generated<string>;
  interest_period_frequency_enum: number | null;
  interest_rate_differential: Generated<string | null>;
  interest_recalcualated_on: string | null;
  interest_recalculation_enabled: Generated<boolean>;
  interest_repaid_derived: Generated<string>;
  interest_waived_derived: Generated<string>;
  interest_writtenoff_derived: Generated<string>;
  is_charged_off: Generated<boolean>;
  is_equal_amortization: Generated<boolean>;
  is_floating_interest_rate: Generated<boolean | null>;
  is_fraud: Generated<boolean>;
  is_npa: Generated<boolean>;
  is_topup: Generated<boolean>;
  last_closed_business_date: string | null;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  loan_counter: number | null;
  loan_officer_id: number | null;
  loan_product_counter: number | null;
  loan_schedule_processing_type: Generated<string>;
  loan_schedule_type: Generated<string>;
  loan_status_id: number;
  loan_sub_status_id: number | null;
  loan_transaction_strategy_code: Generated<string>;
  loan_transaction_strategy_name: Generated<string>;
  loan_type_enum: number;
  loanpurpose_cv_id: number | null;
  maturedon_date: string | null;
  max_outstanding_loan_balance: string | null;
  net_disbursal_amount: string;
  nominal_interest_rate_per_period: string | null;
  number_of_repayments: number;
  overpaidon_date: string | null;
  penalty_adjustments_derived: Generated<string>;
  penalty_charges_charged_derived: Generated<string>;
  penalty_charges_outstanding_derived: Generated<string>;
  penalty_charges_repaid_derived: Generated<string>;
  penalty_charges_waived_derived: Generated<string>;
  penalty_charges_writtenoff_derived: Generated<string>;
  principal_adjustments_derived: Generated<string>;
  principal_amount: string;
  principal_amount_proposed: string;
  principal_disbursed_derived: Generated<string>;
  principal_outstanding_derived: Generated<string>;
  principal_repaid_derived: Generated<string>;
  principal_writtenoff_derived: Generated<string>;
  product_id: number | null;
  recurring_moratorium_principal_periods: number | null;
  rejectedon_date: string | null;
  rejectedon_userid: number | null;
  repay_every: number;
  repayment_period_frequency_enum: number;
  rescheduledon_date: string | null;
  rescheduledon_userid: number | null;
  submittedon_date: string | null;
  supported_interest_refund_types: string | null;
  sync_disbursement_with_meeting: boolean | null;
  term_frequency: Generated<number>;
  term_period_frequency_enum: Generated<number>;
  total_charges_due_at_disbursement_derived: string | null;
  total_costofloan_derived: Generated<string>;
  total_expected_costofloan_derived: Generated<string>;
  total_expected_repayment_derived: Generated<string>;
  total_outstanding_derived: Generated<string>;
  total_overpaid_derived: string | null;
  total_recovered_derived: string | null;
  total_repayment_derived: Generated<string>;
  total_waived_derived: Generated<string>;
  total_writtenoff_derived: Generated<string>;
  version: Generated<number>;
  withdrawnon_date: string | null;
  withdrawnon_userid: number | null;
  writeoff_reason_cv_id: number | null;
  writtenoffon_date: string | null;
}

export interface MLoanAccountLocks {
  error: string | null;
  loan_id: number;
  lock_owner: string;
  lock_placed_on: Generated<Date>;
  lock_placed_on_cob_business_date: string | null;
  stacktrace: string | null;
  version: Generated<number>;
}

export interface MLoanArrearsAging {
  fee_charges_overdue_derived: Generated<string>;
  interest_overdue_derived: Generated<string>;
  loan_id: number;
  overdue_since_date_derived: string | null;
  penalty_charges_overdue_derived: Generated<string>;
  principal_overdue_derived: Generated<string>;
  total_overdue_derived: Generated<string>;
}

export interface MLoanCharge {
  amount: string;
  amount_outstanding_derived: Generated<string>;
  amount_paid_derived: string | null;
  amount_waived_derived: string | null;
  amount_writtenoff_derived: string | null;
  calculation_on_amount: string | null;
  calculation_percentage: string | null;
  charge_amount_or_percentage: string | null;
  charge_calculation_enum: number;
  charge_id: number;
  charge_payment_mode_enum: Generated<number>;
  charge_time_enum: number;
  created_by: number;
  created_on_utc: Generated<Date>;
  due_for_collection_as_of_date: string | null;
  external_id: string | null;
  id: Generated<number>;
  is_active: Generated<boolean>;
  is_paid_derived: Generated<boolean>;
  is_penalty: Generated<boolean>;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  loan_id: number;
  max_cap: string | null;
  min_cap: string | null;
  submitted_on_date: string | null;
  waived: Generated<boolean>;
}

export interface MLoanChargePaidBy {
  amount: string;
  id: Generated<number>;
  installment_number: number | null;
  loan_charge_id: number;
  loan_transaction_id: number;
}

export interface MLoanCobCatchUp {
  heartbeat_on: Date | null;
  id: number;
  running_since: Date | null;
}

export interface MLoanCollateralManagement {
  client_collateral_id: number | null;
  id: Generated<number>;
  is_released: Generated<boolean | null>;
  loan_id: number | null;
  quantity: string;
  transaction_id: number | null;
}

export interface MLoanDelinquencyAction {
  action: string;
  created_by: number;
  created_on_utc: Generated<Date>;
  end_date: string | null;
  id: Generated<number>;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  loan_id: number;
  start_date: string;
}

export interface MLoanDelinquencyTagHistory {
  addedon_date: string;
  created_by: number;
  created_on_utc: Generated<Date>;
  delinquency_range_id: number;
  id: Generated<number>;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  liftedon_date: string | null;
  loan_id: number;
  version: Generated<number>;
}

export interface MLoanDisbursementDetail {
  disbursedon_date: string | null;
  expected_disburse_date: string;
  id: Generated<number>;
  is_reversed: Generated<boolean>;
  loan_id: number;
  net_disbursal_amount: string | null;
  principal: string;
}

export interface MLoanInstallmentCharge {
  amount: string;
  amount_outstanding_derived: Generated<string>;
  amount_paid_derived: string | null;
  amount_through_charge_payment: string | null;
  amount_waived_derived: string | null;
  amount_writtenoff_derived: string | null;
  due_date: string | null;
  id: Generated<number>;
  is_paid_derived: Generated<boolean>;
  loan_charge_id: number;
  loan_schedule_id: number;
  waived: Generated<boolean>;
}

export interface MLoanInstallmentDelinquencyTag {
  addedon_date: string;
  created_by: number;
  created_on_utc: Generated<Date>;
  delinquency_range_id: number;
  first_overdue_date: string;
  id: Generated<number>;
  installment_id: number;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  loan_id: number;
  outstanding_amount: string;
  version: Generated<number>;
}

export interface MLoanOfficerAssignmentHistory {
  created_date: Date | null;
  createdby_id: number | null;
  end_date: string | null;
  id: Generated<number>;
  lastmodified_date: Date | null;
  lastmodifiedby_id: number | null;
  loan_id: number;
  loan_officer_id: number | null;
  start_date: string;
}

export interface MLoanOriginator {
  channel_type_cv_id: number | null;
  created_by: number;
  created_on_utc: Generated<Date>;
  external_id: string;
  id: Generated<number>;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  name: string | null;
  originator_type_cv_id: number | null;
  status: string;
}

export interface MLoanOriginatorMapping {
  created_by: number;
  created_on_utc: Generated<Date>;
  id: Generated<number>;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  loan_id: number;
  originator_id: number;
}

export interface MLoanOverdueInstallmentCharge {
  frequency_number: number;
  id: Generated<number>;
  loan_charge_id: number;
  loan_schedule_id: number;
}

export interface MLoanProductCreditAllocationRule {
  allocation_types: string;
  created_by: number;
  created_on_utc: Generated<Date>;
  id: Generated<number>;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  loan_product_id: number;
  transaction_type: string;
}

export interface MLoanProductPaymentAllocationRule {
  allocation_types: string;
  created_by: number;
  created_on_utc: Generated<Date>;
  future_installment_allocation_rule: string;
  id: Generated<number>;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  loan_product_id: number;
  transaction_type: string;
}

export interface MLoanproductProvisioningEntry {
  category_id: Generated<number>;
  criteria_id: number;
  currency_code: string;
  expense_account: number | null;
  history_id: number;
  id: Generated<number>;
  liability_account: number | null;
  office_id: number;
  overdue_in_days: Generated<number | null>;
  product_id: number;
  reseve_amount: Generated<string | null>;
}

export interface MLoanproductProvisioningMapping {
  criteria_id: number;
  id: Generated<number>;
  product_id: number;
}

export interface MLoanRecalculationDetails {
  allow_compounding_on_eod: Generated<boolean>;
  compound_type_enum: number;
  compounding_frequency_interval: number | null;
  compounding_frequency_nth_day_enum: number | null;
  compounding_frequency_on_day: number | null;
  compounding_frequency_type_enum: number | null;
  compounding_frequency_weekday_enum: number | null;
  id: Generated<number>;
  is_compounding_to_be_posted_as_transaction: Generated<boolean>;
  loan_id: number;
  reschedule_strategy_enum: number;
  rest_frequency_interval: Generated<number>;
  rest_frequency_nth_day_enum: number | null;
  rest_frequency_on_day: number | null;
  rest_frequency_type_enum: number;
  rest_frequency_weekday_enum: number | null;
}

export interface MLoanRepaymentSchedule {
  accrual_fee_charges_derived: string | null;
  accrual_interest_derived: string | null;
  accrual_penalty_charges_derived: string | null;
  completed_derived: boolean;
  created_by: number;
  created_date: Date | null;
  created_on_utc: Generated<Date>;
  credited_fee: string | null;
  credited_penalty: string | null;
  credits_amount: string | null;
  duedate: string;
  fee_charges_amount: string | null;
  fee_charges_completed_derived: string | null;
  fee_charges_waived_derived: string | null;
  fee_charges_writtenoff_derived: string | null;
  fromdate: string | null;
  id: Generated<number>;
  installment: number;
  interest_amount: string | null;
  interest_completed_derived: string | null;
  interest_waived_derived: string | null;
  interest_writtenoff_derived: string | null;
  is_additional: Generated<boolean>;
  is_down_payment: Generated<boolean>;
  is_re_aged: Generated<boolean>;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  lastmodified_date: Date | null;
  loan_id: number;
  obligations_met_on_date: string | null;
  penalty_charges_amount: string | null;
  penalty_charges_completed_derived: string | null;
  penalty_charges_waived_derived: string | null;
  penalty_charges_writtenoff_derived: string | null;
  principal_amount: string | null;
  principal_completed_derived: string | null;
  principal_writtenoff_derived: string | null;
  recalculated_interest_component: Generated<boolean>;
  reschedule_interest_portion: string | null;
  total_paid_in_advance_derived: string | null;
  total_paid_late_derived: string | null;
}

export interface MLoanTermVariations {
  applicable_date: string;
  applied_on_loan_status: number;
  date_value: string | null;
  decimal_value: string | null;
  id: Generated<number>;
  is_active: Generated<boolean>;
  is_specific_to_installment: Generated<boolean>;
  loan_id: number;
  parent_id: number | null;
  term_type: number;
}

export interface MLoanTrancheCharges {
  charge_id: number;
  id: Generated<number>;
  loan_id: number;
}

export interface MLoanTrancheDisbursementCharge {
  disbursement_detail_id: number | null;
  id: Generated<number>;
  loan_charge_id: number;
}

export interface MLoanTransaction {
  amount: string;
  charge_refund_charge_type: string | null;
  created_by: number;
  created_date: Date | null;
  created_on_utc: Generated<Date>;
  external_id: string | null;
  fee_charges_portion_derived: string | null;
  id: Generated<number>;
  interest_portion_derived: string | null;
  is_reversed: boolean;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  loan_id: number;
  manually_adjusted_or_reversed: Generated<boolean | null>;
  office_id: number;
  outstanding_loan_balance_derived: string | null;
  overpayment_portion_derived: string | null;
  payment_detail_id: number | null;
  penalty_charges_portion_derived: string | null;
  principal_portion_derived: string | null;
  reversal_external_id: string | null;
  reversed_on_date: string | null;
  submitted_on_date: string;
  transaction_date: string;
  transaction_type_enum: number;
  unrecognized_income_portion: string | null;
}

export interface MLoanTransactionRelation {
  created_by: number;
  created_on_utc: Generated<Date>;
  from_loan_transaction_id: number;
  id: Generated<number>;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
  relation_type_enum: number;
  to_loan_charge_id: number | null;
  to_loan_transaction_id: number | null;
  version: Generated<number>;
}

export interface MLoanTransactionRepaymentScheduleMapping {
  amount: string;
  fee_charges_portion_derived: string | null;
  id: Generated<number>;
  interest_portion_derived: string | null;
  loan_repayment_schedule_id: number;
  loan_transaction_id: number;
  penalty_charges_portion_derived: string | null;
  principal_portion_derived: string | null;
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

export interface MPortfolioAccountAssociations {
  association_type_enum: Generated<number>;
  id: Generated<number>;
  is_active: Generated<boolean>;
  linked_loan_account_id: number | null;
  linked_savings_account_id: number | null;
  loan_account_id: number | null;
  savings_account_id: number | null;
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

export interface MProductLoan {
  account_moves_out_of_npa_only_on_arrears_completion: Generated<boolean>;
  accounting_type: number;
  allow_approved_disbursed_amounts_over_applied: Generated<boolean>;
  allow_multiple_disbursals: Generated<boolean>;
  allow_partial_period_interest_calcualtion: Generated<boolean>;
  allow_variabe_installments: Generated<boolean>;
  amortization_method_enum: number;
  annual_nominal_interest_rate: string | null;
  arrearstolerance_amount: string | null;
  can_define_fixed_emi_amount: Generated<boolean>;
  can_use_for_topup: Generated<boolean>;
  charge_off_behaviour: Generated<string>;
  close_date: string | null;
  currency_code: string;
  currency_digits: number;
  currency_multiplesof: number | null;
  days_in_month_enum: Generated<number>;
  days_in_year_enum: Generated<number>;
  delinquency_bucket_id: number | null;
  description: string | null;
  disallow_expected_disbursements: Generated<boolean>;
  disbursed_amount_percentage_for_down_payment: string | null;
  due_days_for_repayment_event: number | null;
  enable_accrual_activity_posting: Generated<boolean>;
  enable_auto_repayment_for_down_payment: Generated<boolean>;
  enable_down_payment: Generated<boolean>;
  enable_installment_level_delinquency: Generated<boolean>;
  external_id: string | null;
  fixed_length: number | null;
  fixed_principal_percentage_per_installment: string | null;
  fund_id: number | null;
  grace_interest_free_periods: number | null;
  grace_on_arrears_ageing: number | null;
  grace_on_interest_periods: number | null;
  grace_on_principal_periods: number | null;
  hold_guarantee_funds: Generated<boolean>;
  id: Generated<number>;
  include_in_borrower_cycle: Generated<boolean>;
  instalment_amount_in_multiples_of: number | null;
  interest_calculated_in_period_enum: Generated<number>;
  interest_method_enum: number;
  interest_period_frequency_enum: number | null;
  interest_recalculation_enabled: Generated<boolean>;
  is_equal_amortization: Generated<boolean>;
  is_linked_to_floating_interest_rates: Generated<boolean>;
  loan_schedule_processing_type: Generated<string>;
  loan_schedule_type: Generated<string>;
  loan_transaction_strategy_code: string | null;
  loan_transaction_strategy_name: string | null;
  max_disbursals: number | null;
  max_nominal_interest_rate_per_period: string | null;
  max_number_of_repayments: number | null;
  max_outstanding_loan_balance: string | null;
  max_principal_amount: string | null;
  min_days_between_disbursal_and_first_repayment: number | null;
  min_nominal_interest_rate_per_period: string | null;
  min_number_of_repayments: number | null;
  min_principal_amount: string | null;
  name: string;
  nominal_interest_rate_per_period: string | null;
  number_of_repayments: number;
  over_applied_calculation_type: string | null;
  over_applied_number: number | null;
  overdue_days_for_npa: number | null;
  overdue_days_for_repayment_event: number | null;
  principal_amount: string | null;
  principal_threshold_for_last_installment: Generated<string>;
  recurring_moratorium_principal_periods: number | null;
  repay_every: number;
  repayment_period_frequency_enum: number;
  repayment_start_date_type_enum: Generated<number>;
  short_name: string;
  start_date: string | null;
  supported_interest_refund_types: string | null;
  sync_expected_with_disbursement_date: Generated<boolean | null>;
  use_borrower_cycle: Generated<boolean>;
}

export interface MProductLoanCharge {
  charge_id: number;
  product_loan_id: number;
}

export interface MProductLoanConfigurableAttributes {
  amortization_method_enum: Generated<boolean>;
  arrearstolerance_amount: Generated<boolean>;
  grace_on_arrears_ageing: Generated<boolean>;
  id: Generated<number>;
  interest_calculated_in_period_enum: Generated<boolean>;
  interest_method_enum: Generated<boolean>;
  loan_product_id: number;
  loan_transaction_strategy_code: Generated<boolean>;
  moratorium: Generated<boolean>;
  repay_every: Generated<boolean>;
}

export interface MProductLoanFloatingRates {
  default_differential_lending_rate: Generated<string>;
  floating_rates_id: number;
  id: Generated<number>;
  interest_rate_differential: Generated<string>;
  is_floating_interest_rate_calculation_allowed: Generated<boolean>;
  loan_product_id: number;
  max_differential_lending_rate: Generated<string>;
  min_differential_lending_rate: Generated<string>;
}

export interface MProductLoanGuaranteeDetails {
  id: Generated<number>;
  loan_product_id: number;
  mandatory_guarantee: string;
  minimum_guarantee_from_guarantor_funds: string | null;
  minimum_guarantee_from_own_funds: string | null;
}

export interface MProductLoanRecalculationDetails {
  allow_compounding_on_eod: Generated<boolean>;
  arrears_based_on_original_schedule: Generated<boolean>;
  compound_type_enum: number;
  compounding_frequency_interval: number | null;
  compounding_frequency_nth_day_enum: number | null;
  compounding_frequency_on_day: number | null;
  compounding_frequency_type_enum: number | null;
  compounding_frequency_weekday_enum: number | null;
  id: Generated<number>;
  is_compounding_to_be_posted_as_transaction: Generated<boolean>;
  pre_close_interest_calculation_strategy: Generated<number>;
  product_id: number;
  reschedule_strategy_enum: number;
  rest_frequency_interval: Generated<number>;
  rest_frequency_nth_day_enum: number | null;
  rest_frequency_on_day: number | null;
  rest_frequency_type_enum: number;
  rest_frequency_weekday_enum: number | null;
}

export interface MProductLoanVariableInstallmentConfig {
  id: Generated<number>;
  loan_product_id: number;
  maximum_gap: number;
  minimum_gap: number;
}

export interface MProductLoanVariationsBorrowerCycle {
  borrower_cycle_number: Generated<number>;
  default_value: string;
  id: Generated<number>;
  loan_product_id: Generated<number>;
  max_value: string | null;
  min_value: string | null;
  param_type: number;
  value_condition: number;
}

export interface MProductMix {
  id: Generated<number>;
  product_id: number;
  restricted_product_id: number;
}

export interface MProvisionCategory {
  category_name: string;
  description: string | null;
  id: Generated<number>;
}

export interface MProvisioningCriteria {
  created_date: Date | null;
  createdby_id: number | null;
  criteria_name: string;
  id: Generated<number>;
  lastmodified_date: Date | null;
  lastmodifiedby_id: number | null;
}

export interface MProvisioningCriteriaDefinition {
  category_id: number;
  criteria_id: number;
  expense_account: number | null;
  id: Generated<number>;
  liability_account: number | null;
  max_age: number;
  min_age: number;
  provision_percentage: string;
}

export interface MProvisioningHistory {
  created_date: string | null;
  createdby_id: number | null;
  id: Generated<number>;
  journal_entry_created: Generated<boolean>;
  lastmodified_date: string | null;
  lastmodifiedby_id: number | null;
}

export interface MReferenceVersion {
  id: number;
  version: number;
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

export interface MSavingsAccount {
  account_balance_derived: Generated<string>;
  account_no: string;
  account_type_enum: Generated<number>;
  activatedon_date: string | null;
  activatedon_userid: number | null;
  allow_overdraft: Generated<boolean>;
  approvedon_date: string | null;
  approvedon_userid: number | null;
  client_id: number | null;
  closedon_date: string | null;
  closedon_userid: number | null;
  created_by: number;
  created_on_utc: Date;
  currency_code: string;
  currency_digits: number;
  currency_multiplesof: number | null;
  deposit_type_enum: Generated<number>;
  enforce_min_required_balance: Generated<boolean>;
  external_id: string | null;
  field_officer_id: number | null;
  group_id: number | null;
  gsim_id: number | null;
  id: Generated<number>;
  interest_calculation_days_in_year_type_enum: number;
  interest_calculation_type_enum: number;
  interest_compounding_period_enum: number;
  interest_posted_till_date: string | null;
  interest_posting_period_enum: number;
  is_lien_allowed: Generated<boolean>;
  last_interest_calculation_date: string | null;
  last_modified_by: number;
  last_modified_on_utc: Date;
  lockedin_until_date_derived: string | null;
  lockin_period_frequency: string | null;
  lockin_period_frequency_enum: number | null;
  max_allowed_lien_limit: string | null;
  min_balance_for_interest_calculation: string | null;
  min_overdraft_for_interest_calculation: Generated<string | null>;
  min_required_balance: string | null;
  min_required_opening_balance: string | null;
  nominal_annual_interest_rate: string;
  nominal_annual_interest_rate_overdraft: Generated<string | null>;
  on_hold_funds_derived: string | null;
  overdraft_limit: string | null;
  product_id: number | null;
  reason_for_block: string | null;
  rejectedon_date: string | null;
  rejectedon_userid: number | null;
  start_interest_calculation_date: string | null;
  status_enum: Generated<number>;
  sub_status_enum: Generated<number>;
  submittedon_date: string;
  submittedon_userid: number | null;
  tax_group_id: number | null;
  total_annual_fees_derived: string | null;
  total_deposits_derived: string | null;
  total_fees_charge_derived: string | null;
  total_interest_earned_derived: string | null;
  total_interest_posted_derived: string | null;
  total_overdraft_interest_derived: Generated<string | null>;
  total_penalty_charge_derived: string | null;
  total_savings_amount_on_hold: string | null;
  total_withdrawal_fees_derived: string | null;
  total_withdrawals_derived: string | null;
  total_withhold_tax_derived: string | null;
  version: number;
  withdrawal_fee_for_transfer: Generated<boolean | null>;
  withdrawnon_date: string | null;
  withdrawnon_userid: number | null;
  withhold_tax: Generated<boolean>;
}

export interface MSavingsAccountCharge {
  amount: string;
  amount_outstanding_derived: Generated<string>;
  amount_paid_derived: string | null;
  amount_waived_derived: string | null;
  amount_writtenoff_derived: string | null;
  calculation_on_amount: string | null;
  calculation_percentage: string | null;
  charge_calculation_enum: number;
  charge_due_date: string | null;
  charge_id: number;
  charge_reset_date: string | null;
  charge_time_enum: number;
  created_by: number | null;
  created_on_utc: Date | null;
  fee_interval: number | null;
  fee_on_day: number | null;
  fee_on_month: number | null;
  free_withdrawal_count: number | null;
  id: Generated<number>;
  inactivated_on_date: string | null;
  is_active: Generated<boolean>;
  is_paid_derived: Generated<boolean>;
  is_penalty: Generated<boolean>;
  last_modified_by: number | null;
  last_modified_on_utc: Date | null;
  savings_account_id: number;
  waived: Generated<boolean>;
}

export interface MSavingsAccountChargePaidBy {
  amount: string;
  id: Generated<number>;
  savings_account_charge_id: number;
  savings_account_transaction_id: number;
}

export interface MSavingsAccountTransaction {
  amount: string;
  balance_end_date_derived: string | null;
  balance_number_of_days_derived: number | null;
  created_by: number;
  created_date: Date | null;
  created_on_utc: Date;
  cumulative_balance_derived: string | null;
  id: Generated<number>;
  is_lien_transaction: Generated<boolean>;
  is_loan_disbursement: Generated<boolean | null>;
  is_manual: Generated<boolean | null>;
  is_reversal: Generated<boolean>;
  is_reversed: Generated<boolean>;
  last_modified_by: number;
  last_modified_on_utc: Date;
  office_id: number;
  original_transaction_id: number | null;
  overdraft_amount_derived: string | null;
  payment_detail_id: number | null;
  reason_for_block: string | null;
  ref_no: string | null;
  release_id_of_hold_amount: number | null;
  running_balance_derived: string | null;
  savings_account_id: number;
  submitted_on_date: string;
  transaction_date: string;
  transaction_type_enum: number;
}

export interface MSavingsAccountTransactionTaxDetails {
  amount: Generated<string>;
  id: Generated<number>;
  savings_transaction_id: number;
  tax_component_id: number;
}

export interface MSavingsOfficerAssignmentHistory {
  account_id: number;
  created_by: number | null;
  created_date: Date | null;
  end_date: string | null;
  id: Generated<number>;
  last_modified_by: number | null;
  lastmodified_date: Date | null;
  savings_officer_id: number | null;
  start_date: string;
}

export interface MSavingsProduct {
  accounting_type: number;
  allow_overdraft: Generated<boolean>;
  currency_code: string;
  currency_digits: number;
  currency_multiplesof: number | null;
  days_to_dormancy: number | null;
  days_to_escheat: number | null;
  days_to_inactive: number | null;
  deposit_type_enum: Generated<number>;
  description: string | null;
  enforce_min_required_balance: Generated<boolean>;
  id: Generated<number>;
  interest_calculation_days_in_year_type_enum: number;
  interest_calculation_type_enum: number;
  interest_compounding_period_enum: Generated<number>;
  interest_posting_period_enum: number;
  is_dormancy_tracking_active: boolean | null;
  is_lien_allowed: Generated<boolean | null>;
  lockin_period_frequency: string | null;
  lockin_period_frequency_enum: number | null;
  max_allowed_lien_limit: string | null;
  min_balance_for_interest_calculation: string | null;
  min_overdraft_for_interest_calculation: string | null;
  min_required_balance: string | null;
  min_required_opening_balance: string | null;
  name: string;
  nominal_annual_interest_rate: string;
  nominal_annual_interest_rate_overdraft: Generated<string | null>;
  overdraft_limit: string | null;
  short_name: string;
  tax_group_id: number | null;
  withdrawal_fee_amount: string | null;
  withdrawal_fee_for_transfer: Generated<boolean | null>;
  withdrawal_fee_type_enum: number | null;
  withhold_tax: Generated<boolean>;
}

export interface MSavingsProductCharge {
  charge_id: number;
  savings_product_id: number;
}

export interface MSecurityVersion {
  id: number;
  version: number;
}

export interface MShareAccount {
  account_no: string;
  activated_date: string | null;
  activated_userid: number | null;
  allow_dividends_inactive_clients: Generated<boolean | null>;
  approved_date: string | null;
  approved_userid: number | null;
  client_id: number;
  closed_date: string | null;
  closed_userid: number | null;
  created_date: Date | null;
  currency_code: string;
  currency_digits: number;
  currency_multiplesof: number | null;
  external_id: string | null;
  id: Generated<number>;
  lastmodified_date: Date | null;
  lastmodifiedby_id: number | null;
  lockin_period_frequency: string | null;
  lockin_period_frequency_enum: number | null;
  minimum_active_period_frequency: string | null;
  minimum_active_period_frequency_enum: number | null;
  product_id: number;
  rejected_date: string | null;
  rejected_userid: number | null;
  savings_account_id: number;
  status_enum: Generated<number>;
  submitted_date: string;
  submitted_userid: number | null;
  total_approved_shares: number | null;
  total_pending_shares: number | null;
}

export interface MShareAccountCharge {
  account_id: number;
  amount: string;
  amount_outstanding_derived: Generated<string>;
  amount_paid_derived: string | null;
  amount_waived_derived: string | null;
  amount_writtenoff_derived: string | null;
  calculation_on_amount: string | null;
  calculation_percentage: string | null;
  charge_amount_or_percentage: string | null;
  charge_calculation_enum: number;
  charge_id: number;
  charge_payment_mode_enum: Generated<number>;
  charge_time_enum: number;
  id: Generated<number>;
  is_active: Generated<boolean>;
  is_paid_derived: Generated<boolean>;
  max_cap: string | null;
  min_cap: string | null;
  waived: Generated<boolean>;
}

export interface MShareAccountChargePaidBy {
  amount: string;
  charge_transaction_id: number | null;
  id: Generated<number>;
  share_transaction_id: number | null;
}

export interface MShareAccountDividendDetails {
  account_id: number;
  amount: string;
  dividend_pay_out_id: number;
  id: Generated<number>;
  savings_transaction_id: number | null;
  status: number;
}

export interface MShareAccountTransactions {
  account_id: number;
  amount: string | null;
  amount_paid: string | null;
  charge_amount: string | null;
  id: Generated<number>;
  is_active: Generated<boolean>;
  status_enum: Generated<number>;
  total_shares: number | null;
  transaction_date: string | null;
  type_enum: number | null;
  unit_price: string | null;
}

export interface MShareProduct {
  accounting_type: number;
  allow_dividends_inactive_clients: Generated<boolean | null>;
  capital_amount: string;
  created_date: Date | null;
  createdby_id: number | null;
  currency_code: string;
  currency_digits: number;
  currency_multiplesof: number | null;
  description: string;
  end_date: string | null;
  external_id: string | null;
  id: Generated<number>;
  issued_shares: number | null;
  lastmodified_date: Date | null;
  lastmodifiedby_id: number | null;
  lockin_period_frequency: string | null;
  lockin_period_frequency_enum: number | null;
  maximum_client_shares: number | null;
  minimum_active_period_frequency: string | null;
  minimum_active_period_frequency_enum: number | null;
  minimum_client_shares: number | null;
  name: string;
  nominal_client_shares: number;
  short_name: string;
  start_date: string | null;
  total_shares: number;
  totalsubscribed_shares: number | null;
  unit_price: string;
}

export interface MShareProductCharge {
  charge_id: number;
  product_id: number;
}

export interface MShareProductDividendPayOut {
  amount: string;
  created_date: Date | null;
  createdby_id: number | null;
  dividend_period_end_date: string;
  dividend_period_start_date: string;
  id: Generated<number>;
  lastmodified_date: Date | null;
  lastmodifiedby_id: number | null;
  product_id: number;
  status: number;
}

export interface MShareProductMarketPrice {
  from_date: string | null;
  id: Generated<number>;
  product_id: number;
  share_value: string;
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

export interface MTemplate {
  entity: number | null;
  id: Generated<number>;
  name: string;
  text: string;
  type: number | null;
}

export interface MTemplatemappers {
  id: Generated<number>;
  mapperkey: string | null;
  mapperorder: number | null;
  mappervalue: string | null;
}

export interface MTemplateMTemplatemappers {
  m_template_id: number;
  mappers_id: number;
}

export interface MWcBreach {
  breach_amount: string | null;
  breach_amount_calculation_type: string | null;
  breach_frequency: number | null;
  breach_frequency_type: string | null;
  id: Generated<number>;
  name: string | null;
}

export interface MWcNearBreach {
  id: Generated<number>;
  near_breach_frequency: number;
  near_breach_frequency_type: string;
  near_breach_name: string;
  near_breach_threshold: string;
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

export interface REnumValue {
  enum_id: number;
  enum_message_property: string;
  enum_name: string;
  enum_type: boolean;
  enum_value: string;
}

export interface SchedulerDetail {
  execute_misfired_jobs: Generated<boolean>;
  id: Generated<number>;
  is_suspended: Generated<boolean>;
  reset_scheduler_on_bootup: Generated<boolean>;
}

export interface SmsCampaign {
  approvedon_date: string | null;
  approvedon_userid: number | null;
  campaign_name: string;
  campaign_trigger_type: number;
  campaign_type: number;
  closedon_date: string | null;
  closedon_userid: number | null;
  id: Generated<number>;
  is_notification: Generated<boolean>;
  is_visible: Generated<boolean>;
  last_trigger_date: Date | null;
  message: string;
  next_trigger_date: Date | null;
  param_value: string | null;
  provider_id: number | null;
  recurrence: string | null;
  recurrence_start_date: Date | null;
  report_id: number;
  status_enum: number;
  submittedon_date: string | null;
  submittedon_userid: number | null;
}

export interface SmsMessagesOutbound {
  campaign_id: number | null;
  client_id: number | null;
  delivered_on_date: Date | null;
  external_id: string | null;
  group_id: number | null;
  id: Generated<number>;
  is_notification: Generated<boolean>;
  message: string;
  mobile_no: string | null;
  staff_id: number | null;
  status_enum: Generated<number>;
  submittedon_date: string | null;
}

export interface StretchyParameter {
  id: Generated<number>;
  parameter_default: string;
  parameter_displaytype: string;
  parameter_formattype: string;
  parameter_label: string;
  parameter_name: string;
  parameter_sql: string | null;
  parameter_variable: string | null;
  parent_id: number | null;
  selectall: string | null;
  selectone: string | null;
  special: string | null;
}

export interface StretchyReport {
  core_report: Generated<boolean>;
  description: string | null;
  id: Generated<number>;
  report_category: string | null;
  report_name: string;
  report_sql: string | null;
  report_subtype: string | null;
  report_type: string;
  self_service_user_report: Generated<boolean>;
  use_report: Generated<boolean>;
}

export interface StretchyReportParameter {
  id: Generated<number>;
  parameter_id: number;
  report_id: number;
  report_parameter_name: string | null;
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
  m_account_transfer_details: MAccountTransferDetails;
  m_account_transfer_standing_instructions: MAccountTransferStandingInstructions;
  m_account_transfer_standing_instructions_history: MAccountTransferStandingInstructionsHistory;
  m_account_transfer_transaction: MAccountTransferTransaction;
  m_address: MAddress;
  m_adhoc: MAdhoc;
  m_appuser: MAppuser;
  m_appuser_previous_password: MAppuserPreviousPassword;
  m_appuser_role: MAppuserRole;
  m_batch_business_steps: MBatchBusinessSteps;
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
  m_deposit_account_on_hold_transaction: MDepositAccountOnHoldTransaction;
  m_document: MDocument;
  m_entity_datatable_check: MEntityDatatableCheck;
  m_entity_relation: MEntityRelation;
  m_entity_to_entity_mapping: MEntityToEntityMapping;
  m_external_asset_owner: MExternalAssetOwner;
  m_external_asset_owner_journal_entry_mapping: MExternalAssetOwnerJournalEntryMapping;
  m_external_asset_owner_transfer: MExternalAssetOwnerTransfer;
  m_external_asset_owner_transfer_details: MExternalAssetOwnerTransferDetails;
  m_external_asset_owner_transfer_journal_entry_mapping: MExternalAssetOwnerTransferJournalEntryMapping;
  m_external_asset_owner_transfer_loan_mapping: MExternalAssetOwnerTransferLoanMapping;
  m_external_event: MExternalEvent;
  m_external_event_configuration: MExternalEventConfiguration;
  m_family_members: MFamilyMembers;
  m_field_configuration: MFieldConfiguration;
  m_fund: MFund;
  m_group: MGroup;
  m_group_client: MGroupClient;
  m_group_level: MGroupLevel;
  m_group_roles: MGroupRoles;
  m_holiday: MHoliday;
  m_holiday_office: MHolidayOffice;
  m_hook: MHook;
  m_hook_configuration: MHookConfiguration;
  m_hook_delivery: MHookDelivery;
  m_hook_registered_events: MHookRegisteredEvents;
  m_hook_schema: MHookSchema;
  m_hook_templates: MHookTemplates;
  m_image: MImage;
  m_loan: MLoan;
  m_loan_account_locks: MLoanAccountLocks;
  m_loan_arrears_aging: MLoanArrearsAging;
  m_loan_charge: MLoanCharge;
  m_loan_charge_paid_by: MLoanChargePaidBy;
  m_loan_cob_catch_up: MLoanCobCatchUp;
  m_loan_collateral_management: MLoanCollateralManagement;
  m_loan_delinquency_action: MLoanDelinquencyAction;
  m_loan_delinquency_tag_history: MLoanDelinquencyTagHistory;
  m_loan_disbursement_detail: MLoanDisbursementDetail;
  m_loan_installment_charge: MLoanInstallmentCharge;
  m_loan_installment_delinquency_tag: MLoanInstallmentDelinquencyTag;
  m_loan_officer_assignment_history: MLoanOfficerAssignmentHistory;
  m_loan_originator: MLoanOriginator;
  m_loan_originator_mapping: MLoanOriginatorMapping;
  m_loan_overdue_installment_charge: MLoanOverdueInstallmentCharge;
  m_loan_product_credit_allocation_rule: MLoanProductCreditAllocationRule;
  m_loan_product_payment_allocation_rule: MLoanProductPaymentAllocationRule;
  m_loan_recalculation_details: MLoanRecalculationDetails;
  m_loan_repayment_schedule: MLoanRepaymentSchedule;
  m_loan_term_variations: MLoanTermVariations;
  m_loan_tranche_charges: MLoanTrancheCharges;
  m_loan_tranche_disbursement_charge: MLoanTrancheDisbursementCharge;
  m_loan_transaction: MLoanTransaction;
  m_loan_transaction_relation: MLoanTransactionRelation;
  m_loan_transaction_repayment_schedule_mapping: MLoanTransactionRepaymentScheduleMapping;
  m_loanproduct_provisioning_entry: MLoanproductProvisioningEntry;
  m_loanproduct_provisioning_mapping: MLoanproductProvisioningMapping;
  m_note: MNote;
  m_oauth_signing_key: MOauthSigningKey;
  m_office: MOffice;
  m_organisation_currency: MOrganisationCurrency;
  m_password_validation_policy: MPasswordValidationPolicy;
  m_payment_detail: MPaymentDetail;
  m_payment_type: MPaymentType;
  m_permission: MPermission;
  m_portfolio_account_associations: MPortfolioAccountAssociations;
  m_portfolio_command_source: MPortfolioCommandSource;
  m_product_loan: MProductLoan;
  m_product_loan_charge: MProductLoanCharge;
  m_product_loan_configurable_attributes: MProductLoanConfigurableAttributes;
  m_product_loan_floating_rates: MProductLoanFloatingRates;
  m_product_loan_guarantee_details: MProductLoanGuaranteeDetails;
  m_product_loan_recalculation_details: MProductLoanRecalculationDetails;
  m_product_loan_variable_installment_config: MProductLoanVariableInstallmentConfig;
  m_product_loan_variations_borrower_cycle: MProductLoanVariationsBorrowerCycle;
  m_product_mix: MProductMix;
  m_provision_category: MProvisionCategory;
  m_provisioning_criteria: MProvisioningCriteria;
  m_provisioning_criteria_definition: MProvisioningCriteriaDefinition;
  m_provisioning_history: MProvisioningHistory;
  m_reference_version: MReferenceVersion;
  m_role: MRole;
  m_role_permission: MRolePermission;
  m_savings_account: MSavingsAccount;
  m_savings_account_charge: MSavingsAccountCharge;
  m_savings_account_charge_paid_by: MSavingsAccountChargePaidBy;
  m_savings_account_transaction: MSavingsAccountTransaction;
  m_savings_account_transaction_tax_details: MSavingsAccountTransactionTaxDetails;
  m_savings_officer_assignment_history: MSavingsOfficerAssignmentHistory;
  m_savings_product: MSavingsProduct;
  m_savings_product_charge: MSavingsProductCharge;
  m_security_version: MSecurityVersion;
  m_share_account: MShareAccount;
  m_share_account_charge: MShareAccountCharge;
  m_share_account_charge_paid_by: MShareAccountChargePaidBy;
  m_share_account_dividend_details: MShareAccountDividendDetails;
  m_share_account_transactions: MShareAccountTransactions;
  m_share_product: MShareProduct;
  m_share_product_charge: MShareProductCharge;
  m_share_product_dividend_pay_out: MShareProductDividendPayOut;
  m_share_product_market_price: MShareProductMarketPrice;
  m_staff: MStaff;
  m_staff_assignment_history: MStaffAssignmentHistory;
  m_tax_component: MTaxComponent;
  m_tax_component_history: MTaxComponentHistory;
  m_tax_group: MTaxGroup;
  m_tax_group_mappings: MTaxGroupMappings;
  m_tellers: MTellers;
  m_template: MTemplate;
  m_template_m_templatemappers: MTemplateMTemplatemappers;
  m_templatemappers: MTemplatemappers;
  m_wc_breach: MWcBreach;
  m_wc_near_breach: MWcNearBreach;
  m_working_days: MWorkingDays;
  notification_generator: NotificationGenerator;
  notification_mapper: NotificationMapper;
  r_enum_value: REnumValue;
  scheduler_detail: SchedulerDetail;
  sms_campaign: SmsCampaign;
  sms_messages_outbound: SmsMessagesOutbound;
  stretchy_parameter: StretchyParameter;
  stretchy_report: StretchyReport;
  stretchy_report_parameter: StretchyReportParameter;
  twofactor_access_token: TwofactorAccessToken;
  twofactor_configuration: TwofactorConfiguration;
  twofactor_otp_request: TwofactorOtpRequest;
  twofactor_totp_secret: TwofactorTotpSecret;
  x_registered_table: XRegisteredTable;
  x_table_column_code_mappings: XTableColumnCodeMappings;
}
