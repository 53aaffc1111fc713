import avro from 'avsc';

/**
 * The envelope every published external event travels in: Fineract's `MessageV1` (fineract-avro-schemas,
 * `org.apache.fineract.avro.MessageV1`), field for field, so consumers written for Fineract read ours.
 */
export interface MessageV1 {
  /** The outbox row id (an Avro `int`, as Fineract's). */
  readonly id: number;
  /** Identifies the sending process (one random UUID per process, as Fineract's). */
  readonly source: string;
  readonly type: string;
  readonly category: string;
  /** UTC time the event was raised, ISO local date-time with microseconds (`2011-12-03T10:15:30.123000`). */
  readonly createdAt: string;
  /** The tenant's business date when the event was raised (`2011-12-03`). */
  readonly businessDate: string;
  readonly tenantId: string;
  readonly idempotencyKey: string;
  /** Full name of the payload's schema. */
  readonly dataschema: string;
  /** The payload, as stored in the outbox: the fields of the record `dataschema` names. */
  readonly data: EventPayloadData;
}

/** A payload as the outbox keeps it: the generic {@link CommandResultData} or a per-type record's fields. */
export type EventPayloadData = CommandResultData | Readonly<Record<string, unknown>>;

/**
 * How the payload of one schema travels in Avro: its type, and the conversions between the outbox's JSON
 * fields and the Avro record (e.g. decimal text to the bytes of an Avro decimal).
 */
export interface PayloadCodec {
  /** The schema's full name (`dataschema`). */
  readonly schema: string;
  readonly type: avro.Type;
  readonly toRecord: (data: EventPayloadData) => unknown;
  readonly fromRecord: (record: unknown) => EventPayloadData;
}

const payloadCodecs = new Map<string, PayloadCodec>();

/** Makes a per-type payload schema known to the encoder (done by the module that builds such payloads). */
export function registerPayloadCodec(codec: PayloadCodec): void {
  payloadCodecs.set(codec.schema, codec);
}

/** The payload of a command's event: the command's result (ids and changes), Fineract's CommandProcessingResult. */
export interface CommandResultData {
  readonly commandId: number | null;
  readonly officeId: number | null;
  readonly groupId: number | null;
  readonly clientId: number | null;
  readonly loanId: number | null;
  readonly savingsId: number | null;
  readonly resourceId: number | null;
  readonly subResourceId: number | null;
  readonly transactionId: string | null;
  readonly resourceIdentifier: string | null;
  readonly productId: number | null;
  readonly changes: Readonly<Record<string, unknown>> | null;
}

/** The payload schema's full name (stored in `m_external_event.schema`, sent as `dataschema`). */
export const COMMAND_RESULT_SCHEMA = 'org.corebank.avro.generic.v1.CommandResultV1';

/** Fineract's MessageV1.avsc (docs left out: they are not part of the schema's fingerprint). */
export const MESSAGE_V1_SCHEMA = {
  name: 'MessageV1',
  namespace: 'org.apache.fineract.avro',
  type: 'record',
  fields: [
    { name: 'id', type: 'int' },
    { name: 'source', type: 'string' },
    { name: 'type', type: 'string' },
    { name: 'category', type: 'string' },
    { name: 'createdAt', type: 'string' },
    { name: 'businessDate', type: 'string' },
    { name: 'tenantId', type: 'string' },
    { name: 'idempotencyKey', type: 'string' },
    { name: 'dataschema', type: 'string' },
    { name: 'data', type: 'bytes' },
  ],
} as const;

const optional = (name: string, type: string): { name: string; type: string[]; default: null } => ({ name, type: ['null', type], default: null });

/**
 * The payload schema: Fineract's CommandProcessingResultV1 fields in its order (transactionId as text, as
 * our results carry it), then `changes` as JSON text (a map of any values has no Avro type).
 */
export const COMMAND_RESULT_V1_SCHEMA = {
  name: 'CommandResultV1',
  namespace: 'org.corebank.avro.generic.v1',
  type: 'record',
  fields: [
    optional('commandId', 'long'),
    optional('officeId', 'long'),
    optional('groupId', 'long'),
    optional('clientId', 'long'),
    optional('loanId', 'long'),
    optional('savingsId', 'long'),
    optional('resourceId', 'long'),
    optional('subResourceId', 'long'),
    optional('transactionId', 'string'),
    optional('resourceIdentifier', 'string'),
    optional('productId', 'long'),
    optional('changes', 'string'),
  ],
};

const messageType = avro.Type.forSchema(MESSAGE_V1_SCHEMA as unknown as avro.Schema);
const commandResultType = avro.Type.forSchema(COMMAND_RESULT_V1_SCHEMA as unknown as avro.Schema);

/** The wire formats of a message: Avro single-object encoding (as Fineract's `toByteBuffer()`) or JSON. */
export type MessageFormat = 'avro' | 'json';

const CRC64_EMPTY = 0xc15d213aa4d7a795n;
const CRC64_TABLE: readonly bigint[] = Array.from({ length: 256 }, (_, i) => {
  let fp = BigInt(i);
  for (let j = 0; j < 8; j += 1) {
    fp = (fp >> 1n) ^ (CRC64_EMPTY & -(fp & 1n));
  }
  return fp & 0xffffffffffffffffn;
});

/** Avro's 64-bit Rabin fingerprint (CRC-64-AVRO) of a schema's parsing canonical form. */
export function avroFingerprint64(canonicalForm: string): bigint {
  let fp = CRC64_EMPTY;
  for (const byte of Buffer.from(canonicalForm, 'utf8')) {
    fp = (fp >> 8n) ^ (CRC64_TABLE[Number((fp ^ BigInt(byte)) & 0xffn)] ?? 0n);
  }
  return fp;
}

/** Avro single-object encoding (exported for tests of payload codecs): marker C3 01, the schema's fingerprint (little-endian), the binary body. */
export function singleObject(type: avro.Type, value: unknown): Buffer {
  const header = Buffer.alloc(10);
  header[0] = 0xc3;
  header[1] = 0x01;
  header.writeBigUInt64LE(avroFingerprint64(type.toString()), 2);
  return Buffer.concat([header, type.toBuffer(value)]);
}

/** Reads a single-object encoded value of `type`; refuses another schema's fingerprint. */
export function fromSingleObject(type: avro.Type, bytes: Buffer): unknown {
  if (bytes[0] !== 0xc3 || bytes[1] !== 0x01 || bytes.readBigUInt64LE(2) !== avroFingerprint64(type.toString())) {
    throw new Error(`not a single-object encoded ${type.name ?? 'value'}`);
  }
  return type.fromBuffer(bytes.subarray(10));
}

registerPayloadCodec({
  schema: COMMAND_RESULT_SCHEMA,
  type: commandResultType,
  toRecord: (data) => {
    const result = data as CommandResultData;
    return { ...result, changes: result.changes === null ? null : JSON.stringify(result.changes) };
  },
  fromRecord: (record) => {
    const r = record as Omit<CommandResultData, 'changes'> & { changes: string | null };
    return { ...r, changes: r.changes === null ? null : (JSON.parse(r.changes) as Record<string, unknown>) };
  },
});

function codecOf(schema: string): PayloadCodec {
  const codec = payloadCodecs.get(schema);
  if (codec === undefined) {
    throw new Error(`no Avro schema known for the payload ${schema}`);
  }
  return codec;
}

/** The message as sent: Avro (payload single-object encoded inside the envelope) or a JSON document. */
export function encodeMessage(message: MessageV1, format: MessageFormat): Buffer {
  if (format === 'json') {
    return Buffer.from(JSON.stringify(message), 'utf8');
  }
  const codec = codecOf(message.dataschema);
  return singleObject(messageType, { ...message, data: singleObject(codec.type, codec.toRecord(message.data)) });
}

/** Reads a message back (what a consumer does; used by the tests and the status command). */
export function decodeMessage(bytes: Buffer, format: MessageFormat): MessageV1 {
  if (format === 'json') {
    return JSON.parse(bytes.toString('utf8')) as MessageV1;
  }
  const envelope = fromSingleObject(messageType, bytes) as Omit<MessageV1, 'data'> & { data: Buffer };
  const codec = codecOf(envelope.dataschema);
  return { ...envelope, data: codec.fromRecord(fromSingleObject(codec.type, envelope.data)) };
}

/** Fineract's createdAt text: UTC, ISO local date-time with six fraction digits. */
export function messageCreatedAt(instant: Date): string {
  return `${instant.toISOString().slice(0, 23)}000`;
}
