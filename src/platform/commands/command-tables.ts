/** processing_result_enum values (Fineract's CommandProcessingResultType). */
export const ProcessingResult = {
  INVALID: 0,
  PROCESSED: 1,
  AWAITING_APPROVAL: 2,
  REJECTED: 3,
  UNDER_PROCESSING: 4,
  ERROR: 5,
} as const;
