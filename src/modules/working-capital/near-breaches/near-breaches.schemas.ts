import { Type } from 'typebox';
import { StringEnumOption } from '../breaches/breaches.schemas.ts';

export const NearBreach = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  frequency: Type.Integer(),
  frequencyType: StringEnumOption,
  threshold: Type.Number({ description: 'percent (0-100)' }),
});
export const NearBreachList = Type.Array(NearBreach);

export const NearBreachIdParams = Type.Object({ breachId: Type.Integer() });

export const NearBreachRequest = Type.Object({
  nearBreachName: Type.Optional(Type.String({ maxLength: 100, description: 'mandatory, unique' })),
  nearBreachFrequency: Type.Optional(Type.Union([Type.Integer(), Type.String()], { description: 'mandatory, greater than 0' })),
  nearBreachFrequencyType: Type.Optional(Type.String({ description: 'mandatory: DAYS, WEEKS, MONTHS or YEARS' })),
  nearBreachThreshold: Type.Optional(Type.Union([Type.Number(), Type.String()], { description: 'mandatory percentage, 0 to 100' })),
});
