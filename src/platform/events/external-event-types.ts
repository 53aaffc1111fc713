/**
 * The external business event types: Fineract's seeded `m_external_event_configuration` rows (tenant
 * Liquibase parts 0056 to 0151 and its loan and investor module parts), each the `getType()` of one of its
 * business event classes. db/migrations/tenant/0093_external_events.sql seeds the same list.
 */
export const EXTERNAL_EVENT_TYPES: readonly string[] = [
  'CentersCreateBusinessEvent',
  'ClientActivateBusinessEvent',
  'ClientCreateBusinessEvent',
  'ClientRejectBusinessEvent',
  'FixedDepositAccountCreateBusinessEvent',
  'GroupsCreateBusinessEvent',
  'LoanAcceptTransferBusinessEvent',
  'LoanAccountCustomSnapshotBusinessEvent',
  'LoanAccountDelinquencyPauseChangedBusinessEvent',
  'LoanAccountSnapshotBusinessEvent',
  'LoanAccountsStayedLockedBusinessEvent',
  'LoanAccrualTransactionCreatedBusinessEvent',
  'LoanAddChargeBusinessEvent',
  'LoanAdjustTransactionBusinessEvent',
  'LoanApplyOverdueChargeBusinessEvent',
  'LoanApprovedBusinessEvent',
  'LoanBalanceChangedBusinessEvent',
  'LoanChargeAdjustmentPostBusinessEvent',
  'LoanChargeAdjustmentPreBusinessEvent',
  'LoanChargeOffPostBusinessEvent',
  'LoanChargeOffPreBusinessEvent',
  'LoanChargePaymentPostBusinessEvent',
  'LoanChargePaymentPreBusinessEvent',
  'LoanChargeRefundBusinessEvent',
  'LoanChargebackTransactionBusinessEvent',
  'LoanCloseAsRescheduleBusinessEvent',
  'LoanCloseBusinessEvent',
  'LoanCreatedBusinessEvent',
  'LoanCreditBalanceRefundPostBusinessEvent',
  'LoanCreditBalanceRefundPreBusinessEvent',
  'LoanDeleteChargeBusinessEvent',
  'LoanDelinquencyRangeChangeBusinessEvent',
  'LoanDisbursalBusinessEvent',
  'LoanDisbursalTransactionBusinessEvent',
  'LoanForeClosurePostBusinessEvent',
  'LoanForeClosurePreBusinessEvent',
  'LoanInitiateTransferBusinessEvent',
  'LoanInterestRecalculationBusinessEvent',
  'LoanOwnershipTransferBusinessEvent',
  'LoanProductCreateBusinessEvent',
  'LoanReAgeBusinessEvent',
  'LoanReAgeTransactionBusinessEvent',
  'LoanReAmortizeBusinessEvent',
  'LoanReAmortizeTransactionBusinessEvent',
  'LoanReassignOfficerBusinessEvent',
  'LoanRefundPostBusinessEvent',
  'LoanRefundPreBusinessEvent',
  'LoanRejectTransferBusinessEvent',
  'LoanRejectedBusinessEvent',
  'LoanRemoveOfficerBusinessEvent',
  'LoanRepaymentDueBusinessEvent',
  'LoanRepaymentOverdueBusinessEvent',
  'LoanRescheduledDueAdjustScheduleBusinessEvent',
  'LoanRescheduledDueCalendarChangeBusinessEvent',
  'LoanRescheduledDueHolidayBusinessEvent',
  'LoanScheduleVariationsAddedBusinessEvent',
  'LoanScheduleVariationsDeletedBusinessEvent',
  'LoanStatusChangedBusinessEvent',
  'LoanTransactionAccrualActivityPostBusinessEvent',
  'LoanTransactionAccrualActivityPreBusinessEvent',
  'LoanTransactionDownPaymentPostBusinessEvent',
  'LoanTransactionDownPaymentPreBusinessEvent',
  'LoanTransactionGoodwillCreditPostBusinessEvent',
  'LoanTransactionGoodwillCreditPreBusinessEvent',
  'LoanTransactionInterestPaymentWaiverPostBusinessEvent',
  'LoanTransactionInterestPaymentWaiverPreBusinessEvent',
  'LoanTransactionInterestRefundPostBusinessEvent',
  'LoanTransactionInterestRefundPreBusinessEvent',
  'LoanTransactionMakeRepaymentPostBusinessEvent',
  'LoanTransactionMakeRepaymentPreBusinessEvent',
  'LoanTransactionMerchantIssuedRefundPostBusinessEvent',
  'LoanTransactionMerchantIssuedRefundPreBusinessEvent',
  'LoanTransactionPayoutRefundPostBusinessEvent',
  'LoanTransactionPayoutRefundPreBusinessEvent',
  'LoanTransactionRecoveryPaymentPostBusinessEvent',
  'LoanTransactionRecoveryPaymentPreBusinessEvent',
  'LoanUndoApprovalBusinessEvent',
  'LoanUndoChargeOffBusinessEvent',
  'LoanUndoDisbursalBusinessEvent',
  'LoanUndoLastDisbursalBusinessEvent',
  'LoanUndoReAgeBusinessEvent',
  'LoanUndoReAgeTransactionBusinessEvent',
  'LoanUndoReAmortizeBusinessEvent',
  'LoanUndoReAmortizeTransactionBusinessEvent',
  'LoanUndoWrittenOffBusinessEvent',
  'LoanUpdateChargeBusinessEvent',
  'LoanUpdateDisbursementDataBusinessEvent',
  'LoanWaiveChargeBusinessEvent',
  'LoanWaiveChargeUndoBusinessEvent',
  'LoanWaiveInterestBusinessEvent',
  'LoanWithdrawTransferBusinessEvent',
  'LoanWrittenOffPostBusinessEvent',
  'LoanWrittenOffPreBusinessEvent',
  'RecurringDepositAccountCreateBusinessEvent',
  'SavingsActivateBusinessEvent',
  'SavingsApproveBusinessEvent',
  'SavingsCloseBusinessEvent',
  'SavingsCreateBusinessEvent',
  'SavingsDepositBusinessEvent',
  'SavingsPostInterestBusinessEvent',
  'SavingsRejectBusinessEvent',
  'SavingsWithdrawalBusinessEvent',
  'ShareAccountApproveBusinessEvent',
  'ShareAccountCreateBusinessEvent',
  'ShareProductDividentsCreateBusinessEvent',
];

/** A Fineract business event: its type name and category (`getCategory()` of its class family). */
export interface ExternalEventType {
  readonly type: string;
  readonly category: ExternalEventCategory;
}

export type ExternalEventCategory = 'Client' | 'Group' | 'Loan' | 'Savings' | 'Deposit' | 'Share' | 'Loan COB' | 'Investor';

const client = (type: string): ExternalEventType => ({ type, category: 'Client' });
const group = (type: string): ExternalEventType => ({ type, category: 'Group' });
const loan = (type: string): ExternalEventType => ({ type, category: 'Loan' });
const savings = (type: string): ExternalEventType => ({ type, category: 'Savings' });
const deposit = (type: string): ExternalEventType => ({ type, category: 'Deposit' });
const share = (type: string): ExternalEventType => ({ type, category: 'Share' });

/**
 * The event a successful command raises, by `<ACTION>_<ENTITY>` (the command's permission code): the event
 * Fineract's write service for that command raises after its change (e.g. LoanWritePlatformService raises
 * LoanApprovedBusinessEvent on APPROVE_LOAN). A command absent here raises no external event.
 */
export const COMMAND_EVENT_TYPES: ReadonlyMap<string, ExternalEventType> = new Map<string, ExternalEventType>([
  ['CREATE_CLIENT', client('ClientCreateBusinessEvent')],
  ['ACTIVATE_CLIENT', client('ClientActivateBusinessEvent')],
  ['REJECT_CLIENT', client('ClientRejectBusinessEvent')],
  ['CREATE_GROUP', group('GroupsCreateBusinessEvent')],
  ['CREATE_CENTER', group('CentersCreateBusinessEvent')],
  ['CREATE_LOANPRODUCT', loan('LoanProductCreateBusinessEvent')],
  ['CREATE_LOAN', loan('LoanCreatedBusinessEvent')],
  ['APPROVE_LOAN', loan('LoanApprovedBusinessEvent')],
  ['APPROVALUNDO_LOAN', loan('LoanUndoApprovalBusinessEvent')],
  ['REJECT_LOAN', loan('LoanRejectedBusinessEvent')],
  ['DISBURSE_LOAN', loan('LoanDisbursalBusinessEvent')],
  ['DISBURSETOSAVINGS_LOAN', loan('LoanDisbursalBusinessEvent')],
  ['DISBURSEWITHOUTAUTODOWNPAYMENT_LOAN', loan('LoanDisbursalBusinessEvent')],
  ['DISBURSALUNDO_LOAN', loan('LoanUndoDisbursalBusinessEvent')],
  ['DISBURSALLASTUNDO_LOAN', loan('LoanUndoLastDisbursalBusinessEvent')],
  ['UPDATE_DISBURSEMENTDETAIL', loan('LoanUpdateDisbursementDataBusinessEvent')],
  ['REPAYMENT_LOAN', loan('LoanTransactionMakeRepaymentPostBusinessEvent')],
  ['DOWNPAYMENT_LOAN', loan('LoanTransactionDownPaymentPostBusinessEvent')],
  ['GOODWILLCREDIT_LOAN', loan('LoanTransactionGoodwillCreditPostBusinessEvent')],
  ['MERCHANTISSUEDREFUND_LOAN', loan('LoanTransactionMerchantIssuedRefundPostBusinessEvent')],
  ['PAYOUTREFUND_LOAN', loan('LoanTransactionPayoutRefundPostBusinessEvent')],
  ['RECOVERYPAYMENT_LOAN', loan('LoanTransactionRecoveryPaymentPostBusinessEvent')],
  ['INTERESTPAYMENTWAIVER_LOAN', loan('LoanTransactionInterestPaymentWaiverPostBusinessEvent')],
  ['CREDITBALANCEREFUND_LOAN', loan('LoanCreditBalanceRefundPostBusinessEvent')],
  ['REFUNDBYCASH_LOAN', loan('LoanRefundPostBusinessEvent')],
  ['CHARGEBACK_LOAN', loan('LoanChargebackTransactionBusinessEvent')],
  ['ADJUST_LOAN', loan('LoanAdjustTransactionBusinessEvent')],
  ['WAIVEINTERESTPORTION_LOAN', loan('LoanWaiveInterestBusinessEvent')],
  ['WRITEOFF_LOAN', loan('LoanWrittenOffPostBusinessEvent')],
  ['UNDOWRITEOFF_LOAN', loan('LoanUndoWrittenOffBusinessEvent')],
  ['CHARGEOFF_LOAN', loan('LoanChargeOffPostBusinessEvent')],
  ['UNDOCHARGEOFF_LOAN', loan('LoanUndoChargeOffBusinessEvent')],
  ['CLOSE_LOAN', loan('LoanCloseBusinessEvent')],
  ['CLOSEASRESCHEDULED_LOAN', loan('LoanCloseAsRescheduleBusinessEvent')],
  ['FORECLOSURE_LOAN', loan('LoanForeClosurePostBusinessEvent')],
  ['UPDATELOANOFFICER_LOAN', loan('LoanReassignOfficerBusinessEvent')],
  ['REMOVELOANOFFICER_LOAN', loan('LoanRemoveOfficerBusinessEvent')],
  ['CREATE_LOANCHARGE', loan('LoanAddChargeBusinessEvent')],
  ['UPDATE_LOANCHARGE', loan('LoanUpdateChargeBusinessEvent')],
  ['DELETE_LOANCHARGE', loan('LoanDeleteChargeBusinessEvent')],
  ['WAIVE_LOANCHARGE', loan('LoanWaiveChargeBusinessEvent')],
  ['UNDO_WAIVECHARGE', loan('LoanWaiveChargeUndoBusinessEvent')],
  ['PAY_LOANCHARGE', loan('LoanChargePaymentPostBusinessEvent')],
  ['ADJUSTMENT_LOANCHARGE', loan('LoanChargeAdjustmentPostBusinessEvent')],
  ['CHARGEREFUND_LOAN', loan('LoanChargeRefundBusinessEvent')],
  ['CREATE_DELINQUENCY_ACTION', loan('LoanAccountDelinquencyPauseChangedBusinessEvent')],
  ['CREATE_SAVINGSACCOUNT', savings('SavingsCreateBusinessEvent')],
  ['APPROVE_SAVINGSACCOUNT', savings('SavingsApproveBusinessEvent')],
  ['REJECT_SAVINGSACCOUNT', savings('SavingsRejectBusinessEvent')],
  ['ACTIVATE_SAVINGSACCOUNT', savings('SavingsActivateBusinessEvent')],
  ['CLOSE_SAVINGSACCOUNT', savings('SavingsCloseBusinessEvent')],
  ['DEPOSIT_SAVINGSACCOUNT', savings('SavingsDepositBusinessEvent')],
  ['WITHDRAWAL_SAVINGSACCOUNT', savings('SavingsWithdrawalBusinessEvent')],
  ['POSTINTEREST_SAVINGSACCOUNT', savings('SavingsPostInterestBusinessEvent')],
  ['CREATE_FIXEDDEPOSITACCOUNT', deposit('FixedDepositAccountCreateBusinessEvent')],
  ['CREATE_RECURRINGDEPOSITACCOUNT', deposit('RecurringDepositAccountCreateBusinessEvent')],
  ['CREATE_SHAREACCOUNT', share('ShareAccountCreateBusinessEvent')],
  ['APPROVE_SHAREACCOUNT', share('ShareAccountApproveBusinessEvent')],
  ['CREATE_DIVIDEND_SHAREPRODUCT', share('ShareProductDividentsCreateBusinessEvent')],
]);

/** The event type a command raises, if any. */
export function eventTypeOfCommand(entity: string, action: string): ExternalEventType | undefined {
  return COMMAND_EVENT_TYPES.get(`${action}_${entity}`);
}

/** The events a command raises besides its own: those Fineract raises before its own event, and those after it. */
export interface CompanionEventTypes {
  readonly before: readonly ExternalEventType[];
  readonly after: readonly ExternalEventType[];
}

const BALANCE_CHANGED = loan('LoanBalanceChangedBusinessEvent');
const DISBURSAL_TRANSACTION = loan('LoanDisbursalTransactionBusinessEvent');
const balanceChangedBefore: CompanionEventTypes = { before: [BALANCE_CHANGED], after: [] };
const balanceChangedAfter: CompanionEventTypes = { before: [], after: [BALANCE_CHANGED] };

/**
 * The events a successful command raises besides its own (`COMMAND_EVENT_TYPES`), by `<ACTION>_<ENTITY>`, in the
 * order Fineract's write service raises them around its own: LoanBalanceChangedBusinessEvent after every write
 * that changes what a loan owes (before the transaction's event for repayments, waivers, write-offs, refunds and
 * adjustments; after it for charges, charge-backs, merchant and payout refunds and down payments), and
 * LoanDisbursalTransactionBusinessEvent after LoanDisbursalBusinessEvent for a disbursement paid out (none for one
 * paid into a savings account, as Fineract).
 */
export const COMMAND_COMPANION_EVENT_TYPES: ReadonlyMap<string, CompanionEventTypes> = new Map<string, CompanionEventTypes>([
  ['DISBURSE_LOAN', { before: [], after: [DISBURSAL_TRANSACTION] }],
  ['DISBURSEWITHOUTAUTODOWNPAYMENT_LOAN', { before: [], after: [DISBURSAL_TRANSACTION] }],
  ['REPAYMENT_LOAN', balanceChangedBefore],
  ['GOODWILLCREDIT_LOAN', balanceChangedBefore],
  ['RECOVERYPAYMENT_LOAN', balanceChangedBefore],
  ['INTERESTPAYMENTWAIVER_LOAN', balanceChangedBefore],
  ['WAIVEINTERESTPORTION_LOAN', balanceChangedBefore],
  ['ADJUST_LOAN', balanceChangedBefore],
  ['WRITEOFF_LOAN', balanceChangedBefore],
  ['UNDOWRITEOFF_LOAN', balanceChangedBefore],
  ['REFUNDBYCASH_LOAN', balanceChangedBefore],
  ['CREDITBALANCEREFUND_LOAN', balanceChangedBefore],
  ['FORECLOSURE_LOAN', balanceChangedBefore],
  ['PAY_LOANCHARGE', balanceChangedBefore],
  ['ADJUSTMENT_LOANCHARGE', balanceChangedBefore],
  ['CHARGEREFUND_LOAN', balanceChangedBefore],
  ['MERCHANTISSUEDREFUND_LOAN', balanceChangedAfter],
  ['PAYOUTREFUND_LOAN', balanceChangedAfter],
  ['DOWNPAYMENT_LOAN', balanceChangedAfter],
  ['CHARGEBACK_LOAN', balanceChangedAfter],
  ['CREATE_LOANCHARGE', balanceChangedAfter],
  ['WAIVE_LOANCHARGE', balanceChangedAfter],
  ['UNDO_WAIVECHARGE', balanceChangedAfter],
]);

/** Every event a command raises, in Fineract's order: the companions raised before its own, its own, those after. */
export function eventTypesOfCommand(entity: string, action: string): readonly ExternalEventType[] {
  const own = eventTypeOfCommand(entity, action);
  const companions = COMMAND_COMPANION_EVENT_TYPES.get(`${action}_${entity}`);
  if (companions === undefined) {
    return own === undefined ? [] : [own];
  }
  return [...companions.before, ...(own === undefined ? [] : [own]), ...companions.after];
}
