import { Type } from 'typebox';

/** A string enum option of the typed endpoints: `id` and `code` are the constant's name. */
export const StringEnumOption = Type.Object({ id: Type.String(), code: Type.String(), value: Type.String() });

export const Breach = Type.Object({
  id: Type.Integer(),
  name: Type.Optional(Type.String()),
  breachFrequency: Type.Optional(Type.Integer()),
  breachFrequencyType: Type.Optional(StringEnumOption),
  breachAmountCalculationType: Type.Optional(StringEnumOption),
  breachAmount: Type.Optional(Type.Number()),
});
export const BreachList = Type.Array(Breach);

export const BreachTemplate = Type.Object({
  breachFrequencyTypeOptions: Type.Array(StringEnumOption, { description: 'DAYS, WEEKS, MONTHS, YEARS' }),
  breachAmountCalculationTypeOptions: Type.Array(StringEnumOption, { description: 'PERCENTAGE, FLAT' }),
});

export const BreachIdParams = Type.Object({ breachId: Type.Integer() });

const decimal = (description: string) => Type.Optional(Type.Union([Type.Number(), Type.String()], { description }));
export const BreachRequest = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100, description: 'mandatory' })),
  breachFrequency: Type.Optional(Type.Union([Type.Integer(), Type.String()], { description: 'mandatory, greater than 0' })),
  breachFrequencyType: Type.Optional(Type.String({ description: 'mandatory: DAYS, WEEKS, MONTHS or YEARS' })),
  breachAmountCalculationType: Type.Optional(Type.String({ description: 'mandatory: PERCENTAGE or FLAT' })),
  breachAmount: decimal('mandatory, zero or more'),
});

export const WorkingCapitalCommandResult = Type.Object({
  resourceId: Type.Integer(),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
