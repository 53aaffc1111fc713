/** One delivery row as read. */
export interface HookDeliveryRow {
  readonly id: number;
  readonly delivery_id: string;
  readonly command_id: number | null;
  readonly entity_name: string;
  readonly action_name: string;
  readonly status: string;
  readonly attempts: number;
  readonly created_at: Date;
  readonly last_attempt_at: Date | null;
  readonly next_attempt_at: Date;
  readonly delivered_at: Date | null;
  readonly last_status_code: number | null;
  readonly last_error: string | null;
}

/** A delivery on the wire; instants as ISO-8601 UTC text. `nextAttemptAt` only while it waits for a retry. */
export interface HookDeliveryView {
  readonly id: number;
  readonly deliveryId: string;
  readonly commandId?: number;
  readonly entityName: string;
  readonly actionName: string;
  readonly status: string;
  readonly attempts: number;
  readonly createdAt: string;
  readonly lastAttemptAt?: string;
  readonly nextAttemptAt?: string;
  readonly deliveredAt?: string;
  readonly lastStatusCode?: number;
  readonly lastError?: string;
}

export function presentDelivery(row: HookDeliveryRow): HookDeliveryView {
  const waiting = row.status === 'PENDING' || row.status === 'SENDING';
  return {
    id: row.id,
    deliveryId: row.delivery_id,
    ...(row.command_id === null ? {} : { commandId: row.command_id }),
    entityName: row.entity_name,
    actionName: row.action_name,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.created_at.toISOString(),
    ...(row.last_attempt_at === null ? {} : { lastAttemptAt: row.last_attempt_at.toISOString() }),
    ...(waiting ? { nextAttemptAt: row.next_attempt_at.toISOString() } : {}),
    ...(row.delivered_at === null ? {} : { deliveredAt: row.delivered_at.toISOString() }),
    ...(row.last_status_code === null ? {} : { lastStatusCode: row.last_status_code }),
    ...(row.last_error === null ? {} : { lastError: row.last_error }),
  };
}
