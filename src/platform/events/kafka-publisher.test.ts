import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRecordsBatch, readRecordsBatch, Reader } from '@platformatic/kafka';
import { decodeMessage, type MessageV1 } from './message-v1.ts';
import { kafkaKeyOf, kafkaRecordsOf } from './kafka-publisher.ts';
import { outboundMessageOf } from './publisher.ts';
import type { OutboxEvent } from './external-event-outbox.ts';

function outboxEvent(id: number, aggregateRootId: number | null, type = 'LoanApprovedBusinessEvent'): OutboxEvent {
  return {
    id,
    type,
    category: 'Loan',
    schema: 'org.corebank.avro.generic.v1.CommandResultV1',
    data: { commandId: id, officeId: 1, groupId: null, clientId: 2, loanId: aggregateRootId, savingsId: null, resourceId: aggregateRootId, subResourceId: null, transactionId: null, resourceIdentifier: null, productId: null, changes: { note: `event ${id}` } },
    businessDate: '2024-03-15',
    createdAt: new Date(Date.UTC(2024, 2, 15, 9, 0, id)),
    idempotencyKey: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    aggregateRootId,
  };
}

describe('kafkaRecordsOf', () => {
  it('produces a record batch, read back by the Kafka protocol decoder, with Fineract’s keys in order', () => {
    const messages = [outboxEvent(1, 9), outboxEvent(2, 9), outboxEvent(3, null, 'ClientCreateBusinessEvent')].map((e) => outboundMessageOf(e, 'default', 'avro'));
    const records = kafkaRecordsOf(messages, 'external-events');
    assert.ok(records.every((r) => r.topic === 'external-events'));
    const batch = readRecordsBatch(Reader.from(createRecordsBatch(records.map((r) => ({ ...r, value: r.value ?? Buffer.alloc(0), headers: r.headers as Map<Buffer, Buffer> })))));
    assert.equal(batch.records.length, 3);
    assert.deepEqual(
      batch.records.map((r) => r.key?.readBigInt64BE()),
      [9n, 9n, -1n],
      'the key is the aggregate id as a big-endian long (Fineract’s LongSerializer); -1 without an aggregate',
    );
    const decoded = batch.records.map((r) => decodeMessage(r.value ?? Buffer.alloc(0), 'avro'));
    assert.deepEqual(decoded.map((m: MessageV1) => [m.id, m.type, m.tenantId, m.data.changes]), [
      [1, 'LoanApprovedBusinessEvent', 'default', { note: 'event 1' }],
      [2, 'LoanApprovedBusinessEvent', 'default', { note: 'event 2' }],
      [3, 'ClientCreateBusinessEvent', 'default', { note: 'event 3' }],
    ]);
    const pairs: [Buffer | null, Buffer | null][] = batch.records[0]?.headers ?? [];
    const headers = Object.fromEntries(pairs.map(([k, v]) => [k?.toString() ?? '', v?.toString() ?? '']));
    assert.deepEqual(headers, {
      type: 'LoanApprovedBusinessEvent',
      category: 'Loan',
      tenantId: 'default',
      idempotencyKey: '00000000-0000-4000-8000-000000000001',
      'content-type': 'application/avro',
    });
  });

  it('writes keys as 8 bytes', () => {
    assert.deepEqual([...kafkaKeyOf(258)], [0, 0, 0, 0, 0, 0, 1, 2]);
    assert.deepEqual([...kafkaKeyOf(-1)], Array(8).fill(255));
  });
});
