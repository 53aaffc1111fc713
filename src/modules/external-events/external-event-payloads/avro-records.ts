import { LocalDate } from '@js-joda/core';
import avro from 'avsc';
import { Decimal } from 'decimal.js';
import type { EventPayloadData, PayloadCodec } from '../../../platform/events/index.ts';

/** Every record name below is under this namespace root (Fineract's fineract-avro-schemas). */
const ROOT = 'org.apache.fineract.avro.';

/** Fineract's `bigdecimal` fields: Avro decimals of precision 20 and scale 8, carried as bytes. */
export const DECIMAL_SCALE = 8;
const DECIMAL_TYPE = { type: 'bytes', logicalType: 'decimal', precision: 20, scale: DECIMAL_SCALE };

/**
 * Record definitions, field by field: `name:type` in the schema's order, each field optional (a union with
 * null, default null) unless its type ends in `!`, or in `|` (a union of that type alone, no default). A type is an Avro primitive, `bigdecimal`, a record name
 * relative to {@link ROOT}, or `[item]` for an array.
 */
export type RecordDefinitions = Readonly<Record<string, string>>;

interface FieldSpec {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  /** Required, as a union of its one type (Fineract's `["long"]`). */
  readonly soleUnion: boolean;
}

function fieldsOf(definitions: RecordDefinitions, record: string): FieldSpec[] {
  const text = definitions[record];
  if (text === undefined) {
    throw new Error(`record ${record} is not defined`);
  }
  return text.split(/\s+/).map((part) => {
    const [name = '', rawType = ''] = part.split(':');
    const soleUnion = rawType.endsWith('|');
    const required = soleUnion || rawType.endsWith('!');
    return { name, type: required ? rawType.slice(0, -1) : rawType, required, soleUnion };
  });
}

/** The Avro schema of `record`: each record written out where it first appears, by full name after. */
export function avroSchemaOf(definitions: RecordDefinitions, record: string): unknown {
  const written = new Set<string>();
  const typeOf = (type: string): unknown => {
    if (type.startsWith('[')) {
      return { type: 'array', items: typeOf(type.slice(1, -1)) };
    }
    if (type === 'bigdecimal') {
      return DECIMAL_TYPE;
    }
    if (definitions[type] === undefined) {
      return type;
    }
    return recordOf(type);
  };
  const recordOf = (name: string): unknown => {
    const fullName = ROOT + name;
    if (written.has(fullName)) {
      return fullName;
    }
    written.add(fullName);
    const dot = fullName.lastIndexOf('.');
    const fields = fieldsOf(definitions, name).map((f) => {
      if (f.soleUnion) {
        return { name: f.name, type: [typeOf(f.type)] };
      }
      return f.required ? { name: f.name, type: typeOf(f.type) } : { name: f.name, type: ['null', typeOf(f.type)], default: null };
    });
    return { type: 'record', name: fullName.slice(dot + 1), namespace: fullName.slice(0, dot), fields };
  };
  return recordOf(record);
}

/** A decimal as the bytes of an Avro decimal of {@link DECIMAL_SCALE}: its unscaled value, two's complement, big-endian. */
export function decimalBytes(text: string): Buffer {
  let unscaled = BigInt(new Decimal(text).times(new Decimal(10).pow(DECIMAL_SCALE)).toFixed(0));
  const bytes: number[] = [];
  do {
    bytes.unshift(Number(unscaled & 0xffn));
    unscaled >>= 8n;
  } while (!(unscaled === 0n && ((bytes[0] ?? 0) & 0x80) === 0) && !(unscaled === -1n && ((bytes[0] ?? 0) & 0x80) !== 0));
  return Buffer.from(bytes);
}

/** The decimal text of an Avro decimal's bytes (plain notation, no trailing zeros). */
export function decimalText(bytes: Buffer): string {
  let unscaled = 0n;
  for (const byte of bytes) {
    unscaled = (unscaled << 8n) | BigInt(byte);
  }
  if (bytes.length > 0 && ((bytes[0] ?? 0) & 0x80) !== 0) {
    unscaled -= 1n << BigInt(bytes.length * 8);
  }
  return new Decimal(unscaled.toString()).dividedBy(new Decimal(10).pow(DECIMAL_SCALE)).toFixed();
}

type Convert = (value: unknown) => unknown;

/** Walks a value along its record definition, converting every `bigdecimal` with `decimal`. */
function converter(definitions: RecordDefinitions, record: string, decimal: Convert): Convert {
  const valueOf = (type: string, value: unknown): unknown => {
    if (value === null || value === undefined) {
      return null;
    }
    if (type.startsWith('[')) {
      return (value as unknown[]).map((item) => valueOf(type.slice(1, -1), item));
    }
    if (type === 'bigdecimal') {
      return decimal(value);
    }
    return definitions[type] === undefined ? value : recordValue(type, value as Record<string, unknown>);
  };
  const recordValue = (name: string, value: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(fieldsOf(definitions, name).map((f) => [f.name, valueOf(f.type, value[f.name])]));
  return (value) => recordValue(record, value as Record<string, unknown>);
}

/** A read model's value as payload JSON: dates as ISO text, decimals as plain text, undefined as null. */
function plainValue(value: unknown): unknown {
  if (value === undefined || value === null) {
    return null;
  }
  if (value instanceof LocalDate) {
    return value.toString();
  }
  if (Decimal.isDecimal(value)) {
    return value.toFixed();
  }
  if (Array.isArray(value)) {
    return value.map(plainValue);
  }
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, member]) => [name, plainValue(member)]));
  }
  return value;
}

/**
 * A read model's view (the API's answer) as the payload of `record`: the record's fields only, nested records
 * and lists included, each missing one null; decimals as plain text without trailing zeros, dates ISO text.
 */
export function payloadFromView(definitions: RecordDefinitions, record: string, view: object): EventPayloadData {
  const project = converter(definitions, record, (v) => new Decimal(String(v)).toFixed());
  return project(plainValue(view)) as EventPayloadData;
}

/**
 * The codec of a payload record: decimals travel as decimal text in the outbox and in JSON messages, as
 * Avro decimals inside Avro messages; fields the definition does not name are left out.
 */
export function payloadCodecOf(definitions: RecordDefinitions, record: string): PayloadCodec {
  const type = avro.Type.forSchema(avroSchemaOf(definitions, record) as avro.Schema);
  const toRecord = converter(definitions, record, (v) => decimalBytes(String(v)));
  const fromRecord = converter(definitions, record, (v) => decimalText(v as Buffer));
  return { schema: ROOT + record, type, toRecord: (data) => toRecord(data), fromRecord: (value) => fromRecord(value) as EventPayloadData };
}
