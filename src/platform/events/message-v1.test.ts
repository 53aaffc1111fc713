import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import avro from 'avsc';
import { avroFingerprint64, decodeMessage, encodeMessage, MESSAGE_V1_SCHEMA, messageCreatedAt, type MessageV1 } from './message-v1.ts';

const message: MessageV1 = {
  id: 42,
  source: '0b0c7d5e-9f0e-4d55-8d5b-0d6ad0f0a001',
  type: 'LoanApprovedBusinessEvent',
  category: 'Loan',
  createdAt: '2024-03-15T10:15:30.123000',
  businessDate: '2024-03-15',
  tenantId: 'default',
  idempotencyKey: '5f0f4a1e-2b7f-4a57-9d3c-6f1b0d7e9a10',
  dataschema: 'org.corebank.avro.generic.v1.CommandResultV1',
  data: {
    commandId: 7,
    officeId: 1,
    groupId: null,
    clientId: 3,
    loanId: 9,
    savingsId: null,
    resourceId: 9,
    subResourceId: null,
    transactionId: null,
    resourceIdentifier: null,
    productId: null,
    changes: { status: { id: 200, code: 'loanStatusType.approved' }, approvedOnDate: '15 March 2024' },
  },
};

describe('avroFingerprint64', () => {
  it('gives Avro’s CRC-64-AVRO of a canonical form (the specification’s value for "null")', () => {
    assert.equal(BigInt.asIntN(64, avroFingerprint64('"null"')), 7195948357588979594n);
  });
});

describe('encodeMessage', () => {
  it('writes Avro single-object encoding: marker, the MessageV1 fingerprint, then the record', () => {
    const bytes = encodeMessage(message, 'avro');
    assert.deepEqual([...bytes.subarray(0, 2)], [0xc3, 0x01]);
    const fineractType = avro.Type.forSchema(MESSAGE_V1_SCHEMA as unknown as avro.Schema);
    assert.equal(bytes.readBigUInt64LE(2), avroFingerprint64(fineractType.toString()));
    const envelope = fineractType.fromBuffer(bytes.subarray(10)) as Record<string, unknown>;
    assert.equal(envelope.type, 'LoanApprovedBusinessEvent');
    assert.equal(envelope.tenantId, 'default');
    assert.equal(envelope.id, 42);
    assert.ok(Buffer.isBuffer(envelope.data));
  });

  it('reads back what it wrote, in Avro and in JSON', () => {
    assert.deepEqual(decodeMessage(encodeMessage(message, 'avro'), 'avro'), message);
    assert.deepEqual(decodeMessage(encodeMessage(message, 'json'), 'json'), message);
    assert.equal((JSON.parse(encodeMessage(message, 'json').toString('utf8')) as MessageV1).data.loanId, 9);
  });

  it('refuses bytes of another schema', () => {
    const bytes = encodeMessage(message, 'avro');
    bytes[3] = (bytes[3] ?? 0) ^ 0xff;
    assert.throws(() => decodeMessage(bytes, 'avro'), /single-object/);
  });

  it('refuses to encode a payload whose schema no module registered', () => {
    assert.throws(() => encodeMessage({ ...message, dataschema: 'org.example.UnknownV1' }, 'avro'), /no Avro schema known for the payload org\.example\.UnknownV1/);
  });
});

describe('messageCreatedAt', () => {
  it('writes UTC as ISO local date-time with six fraction digits, as Fineract', () => {
    assert.equal(messageCreatedAt(new Date(Date.UTC(2024, 2, 15, 10, 15, 30, 123))), '2024-03-15T10:15:30.123000');
  });
});
