import { Type } from 'typebox';
import { LocalDateArray } from '../clients/clients.schemas.ts';
import { CodeValueOption } from '../client-identifiers/client-identifiers.schemas.ts';

export const FamilyMemberIdParams = Type.Object({ clientId: Type.Integer(), familyMemberId: Type.Integer() });

export const FamilyMember = Type.Object({
  id: Type.Integer(),
  clientId: Type.Integer(),
  firstName: Type.String(),
  middleName: Type.Optional(Type.String()),
  lastName: Type.Optional(Type.String()),
  qualification: Type.Optional(Type.String()),
  relationshipId: Type.Integer(),
  relationship: Type.Optional(Type.String()),
  maritalStatusId: Type.Integer({ description: '0 when none' }),
  maritalStatus: Type.Optional(Type.String()),
  genderId: Type.Integer({ description: '0 when none' }),
  gender: Type.Optional(Type.String()),
  dateOfBirth: Type.Optional(LocalDateArray),
  professionId: Type.Integer({ description: '0 when none' }),
  profession: Type.Optional(Type.String()),
  mobileNumber: Type.Optional(Type.String()),
  age: Type.Integer({ description: '0 when none' }),
  isDependent: Type.Boolean(),
});
export const FamilyMemberList = Type.Array(FamilyMember);

export const FamilyMemberTemplate = Type.Object({
  relationshipIdOptions: Type.Array(CodeValueOption),
  genderIdOptions: Type.Array(CodeValueOption),
  maritalStatusIdOptions: Type.Array(CodeValueOption),
  professionIdOptions: Type.Array(CodeValueOption),
});

const text = { maxLength: 50 };
export const FamilyMemberRequest = Type.Object({
  firstName: Type.Optional(Type.String({ ...text, description: 'mandatory on create' })),
  middleName: Type.Optional(Type.String(text)),
  lastName: Type.Optional(Type.String(text)),
  qualification: Type.Optional(Type.String(text)),
  mobileNumber: Type.Optional(Type.String(text)),
  relationshipId: Type.Optional(Type.Integer({ description: 'a value of code RELATIONSHIP; mandatory on create' })),
  maritalStatusId: Type.Optional(Type.Integer({ description: 'a value of code MARITAL STATUS' })),
  genderId: Type.Optional(Type.Integer({ description: 'a value of code Gender' })),
  professionId: Type.Optional(Type.Integer({ description: 'a value of code PROFESSION' })),
  age: Type.Optional(Type.Integer({ minimum: 1, maximum: 150 })),
  isDependent: Type.Optional(Type.Boolean()),
  dateOfBirth: Type.Optional(Type.String({ description: 'in dateFormat; not after the business date' })),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});
