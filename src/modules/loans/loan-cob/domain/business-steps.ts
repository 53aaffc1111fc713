/** Fineract's name of the loan close-of-business job, the only job made of configurable business steps. */
export const LOAN_CLOSE_OF_BUSINESS = 'LOAN_CLOSE_OF_BUSINESS';

/** The jobs whose business steps can be configured (`GET /jobs/names`). */
export const BUSINESS_STEP_JOBS: readonly string[] = [LOAN_CLOSE_OF_BUSINESS];

export interface BusinessStepDetail {
  readonly stepName: string;
  readonly stepDescription: string;
}

/** The steps Fineract offers for LOAN_CLOSE_OF_BUSINESS (`GET /jobs/LOAN_CLOSE_OF_BUSINESS/available-steps`), in its order. */
export const AVAILABLE_LOAN_COB_STEPS: readonly BusinessStepDetail[] = [
  { stepName: 'APPLY_CHARGE_TO_OVERDUE_LOANS', stepDescription: 'Apply charge to overdue loans' },
  { stepName: 'LOAN_DELINQUENCY_CLASSIFICATION', stepDescription: 'Loan Delinquency Classification' },
  { stepName: 'CHECK_LOAN_REPAYMENT_DUE', stepDescription: 'Check loan repayment due' },
  { stepName: 'CHECK_LOAN_REPAYMENT_OVERDUE', stepDescription: 'Check loan repayment overdue' },
  { stepName: 'UPDATE_LOAN_ARREARS_AGING', stepDescription: 'Update loan arrears aging' },
  { stepName: 'ADD_PERIODIC_ACCRUAL_ENTRIES', stepDescription: 'Add periodic accrual entries' },
  { stepName: 'EXTERNAL_ASSET_OWNER_TRANSFER', stepDescription: 'Execute external asset owner transfer' },
  { stepName: 'CHECK_DUE_INSTALLMENTS', stepDescription: 'Check Due Installments' },
  { stepName: 'ACCRUAL_ACTIVITY_POSTING', stepDescription: 'Accrual Activity Posting on Installment Due Date' },
  { stepName: 'LOAN_INTEREST_RECALCULATION', stepDescription: 'Loan Interest Recalculation' },
];

/** The available steps of a job; undefined for a job that has no business steps. */
export function availableStepsOf(jobName: string): readonly BusinessStepDetail[] | undefined {
  return jobName === LOAN_CLOSE_OF_BUSINESS ? AVAILABLE_LOAN_COB_STEPS : undefined;
}
