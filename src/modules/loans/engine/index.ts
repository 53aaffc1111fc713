export { generateCumulativeSchedule } from './cumulative-schedule.ts';
export { gracePeriods, type GracePeriods } from './run.ts';
export { pmtDouble } from './amounts.ts';
export * from './types.ts';
export * from './processor/index.ts';
export { CompoundingMethod, PreClosureStrategy, RescheduleStrategy, RestFrequency, type Recalculation, type RecalculationChargeWaiver, type RecalculationPayment } from './recalculation.ts';
