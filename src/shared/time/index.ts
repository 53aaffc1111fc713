export { parseLocalDate, formatLocalDate, toWireLocalDate, type WireLocalDate } from './local-date-format.ts';
export { LocalDate } from '@js-joda/core';
