export { Money, roundToCurrency, type CurrencyRules } from './money.ts';
export { moneyContext, RoundingMode, isRoundingMode, DEFAULT_PRECISION, type MoneyContext } from './money-context.ts';
