import { Type } from 'typebox';

export const AuthenticationRequest = Type.Object({
  username: Type.String(),
  password: Type.String(),
});

const Role = Type.Object({ id: Type.Integer(), name: Type.String(), description: Type.String(), disabled: Type.Boolean() });

export const AuthenticationResponse = Type.Object({
  username: Type.String(),
  userId: Type.Integer(),
  base64EncodedAuthenticationKey: Type.Optional(Type.String()),
  accessToken: Type.Optional(Type.String()),
  authenticated: Type.Boolean(),
  officeId: Type.Optional(Type.Integer()),
  officeName: Type.Optional(Type.String()),
  staffId: Type.Optional(Type.Integer()),
  staffDisplayName: Type.Optional(Type.String()),
  roles: Type.Optional(Type.Array(Role)),
  permissions: Type.Optional(Type.Array(Type.String())),
  shouldRenewPassword: Type.Boolean(),
  isTwoFactorAuthenticationRequired: Type.Boolean(),
});
