import { Type } from 'typebox';

export const DelinquencyRange = Type.Object({
  id: Type.Integer(),
  classification: Type.String(),
  minimumAgeDays: Type.Integer(),
  maximumAgeDays: Type.Optional(Type.Integer({ description: 'absent: open-ended' })),
});
export const DelinquencyRangeList = Type.Array(DelinquencyRange);
export const DelinquencyBucket = Type.Object({ id: Type.Integer(), name: Type.String(), ranges: DelinquencyRangeList });
export const DelinquencyBucketList = Type.Array(DelinquencyBucket);

export const DelinquencyRangeIdParams = Type.Object({ delinquencyRangeId: Type.Integer() });
export const DelinquencyBucketIdParams = Type.Object({ delinquencyBucketId: Type.Integer() });

export const DelinquencyRangeRequest = Type.Object({
  classification: Type.String({ maxLength: 100 }),
  minimumAgeDays: Type.Integer({ minimum: 1 }),
  maximumAgeDays: Type.Optional(Type.Integer({ minimum: 1, description: 'absent: open-ended; not below minimumAgeDays' })),
  locale: Type.String(),
});
export const DelinquencyBucketRequest = Type.Object({
  name: Type.String({ maxLength: 100 }),
  ranges: Type.Array(Type.Integer(), { minItems: 1, description: 'ids of delinquency ranges whose ages do not overlap' }),
});
export const DelinquencyCommandResult = Type.Object({ resourceId: Type.Integer(), changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())) });
