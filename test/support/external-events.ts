import assert from 'node:assert/strict';
import { decodeMessage, encodeMessage, type MessageV1 } from '../../src/platform/events/index.ts';

/** An `m_external_event` row as the event payload tests read it. */
export type OutboxRow = { id: number; type: string; category: string; business_date: string; idempotency_key: string; schema: string; data: unknown };

/** A row's payload as an object (PGlite answers jsonb parsed, `pg` may answer it as text). */
export const dataOf = (row: { data: unknown } | undefined): Record<string, unknown> => (typeof row?.data === 'string' ? JSON.parse(row.data) : row?.data) as Record<string, unknown>;

/** The payload's Avro round trip inside MessageV1: decoded unchanged, single-object encoded with Fineract's `fingerprint`. */
export function assertAvroRoundTrip(row: OutboxRow, fingerprint: bigint): void {
  const message: MessageV1 = {
    id: row.id, source: 'test', type: row.type, category: row.category, createdAt: '2024-02-15T10:00:00.000000', businessDate: row.business_date,
    tenantId: 'default', idempotencyKey: row.idempotency_key, dataschema: row.schema, data: dataOf(row),
  };
  const encoded = encodeMessage(message, 'avro');
  assert.deepEqual(decodeMessage(encoded, 'avro'), message);
  const marker = Buffer.alloc(8);
  marker.writeBigUInt64LE(fingerprint);
  assert.ok(encoded.includes(Buffer.concat([Buffer.from([0xc3, 0x01]), marker])), 'the payload carries Fineract’s fingerprint');
}
