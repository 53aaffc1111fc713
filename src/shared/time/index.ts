export { parseIsoDate, parseLocalDate, parseLocalDateTime, formatLocalDate, toWireLocalDate, type WireLocalDate } from './local-date-format.ts';
export { LocalDate, LocalDateTime } from '@js-joda/core';
