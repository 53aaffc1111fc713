import { Type } from 'typebox';

export const PasswordValidationPolicy = Type.Object({
  id: Type.Integer(),
  description: Type.String(),
  active: Type.Boolean(),
  key: Type.String(),
});

export const PasswordValidationPolicyList = Type.Array(PasswordValidationPolicy);

export const UpdatePasswordPreferencesRequest = Type.Object({
  validationPolicyId: Type.Integer({ minimum: 1, description: 'Id of the policy to make active.' }),
});

export const PasswordPreferencesResult = Type.Object({
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
