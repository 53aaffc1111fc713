import { Type } from 'typebox';

const opt = Type.Optional;

export const HookDeliveriesParams = Type.Object({ hookId: Type.Integer() });
export const HookDeliveriesQuery = Type.Object({ limit: opt(Type.Integer({ minimum: 1, maximum: 500, description: 'newest first; default 100' })) });

export const HookDelivery = Type.Object({
  id: Type.Integer(),
  deliveryId: Type.String({ description: 'sent as X-Corebank-Delivery' }),
  commandId: opt(Type.Integer({ description: 'the audit row of the command (GET /audits/{id})' })),
  entityName: Type.String(),
  actionName: Type.String(),
  status: Type.Union([Type.Literal('PENDING'), Type.Literal('SENDING'), Type.Literal('DELIVERED'), Type.Literal('FAILED'), Type.Literal('NOT_SENT')]),
  attempts: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  lastAttemptAt: opt(Type.String({ format: 'date-time' })),
  nextAttemptAt: opt(Type.String({ format: 'date-time' })),
  deliveredAt: opt(Type.String({ format: 'date-time' })),
  lastStatusCode: opt(Type.Integer()),
  lastError: opt(Type.String()),
});
export const HookDeliveryList = Type.Array(HookDelivery);
