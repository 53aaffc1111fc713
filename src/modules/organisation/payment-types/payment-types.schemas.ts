import { Type } from 'typebox';

export const PaymentType = Type.Object({
  id: Type.Integer(),
  name: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  isCashPayment: Type.Optional(Type.Boolean()),
  position: Type.Integer(),
  codeName: Type.Optional(Type.String()),
  isSystemDefined: Type.Boolean(),
});
export const PaymentTypeList = Type.Array(PaymentType);
export const PaymentTypeIdParams = Type.Object({ paymentTypeId: Type.Integer() });
export const PaymentTypeListQuery = Type.Object({ onlyWithCode: Type.Optional(Type.String({ description: '`true`: only types with a code name' })) });
export const PaymentTypeRequest = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  isCashPayment: Type.Optional(Type.Boolean()),
  position: Type.Optional(Type.Integer({ minimum: 0 })),
  code_name: Type.Optional(Type.String({ maxLength: 100, description: 'create only' })),
  system_defined: Type.Optional(Type.Boolean({ description: 'create only' })),
});
export const PaymentTypeCommandResult = Type.Object({ resourceId: Type.Integer() });

/** Fineract's PaymentDetailData: how a transaction was paid (client transactions, journal entries, repayments…). */
export const PaymentDetail = Type.Object({
  id: Type.Integer(),
  paymentType: Type.Object({ id: Type.Integer(), name: Type.Optional(Type.String()) }),
  accountNumber: Type.Optional(Type.String()),
  checkNumber: Type.Optional(Type.String()),
  routingCode: Type.Optional(Type.String()),
  receiptNumber: Type.Optional(Type.String()),
  bankNumber: Type.Optional(Type.String()),
});
