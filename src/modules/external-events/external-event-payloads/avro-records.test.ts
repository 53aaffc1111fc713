import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import avro from 'avsc';
import { Decimal } from 'decimal.js';
import { fromSingleObject, singleObject } from '../../../platform/events/index.ts';
import { avroFingerprint64 } from '../../../platform/events/message-v1.ts';
import { avroSchemaOf, decimalBytes, decimalText, payloadCodecOf, payloadFromView } from './avro-records.ts';
import { LOAN_TRANSACTION_RECORDS } from './loan-transaction-records.ts';
import { SAVINGS_TRANSACTION_RECORDS } from './savings-transaction-records.ts';

describe('Avro decimals (precision 20, scale 8)', () => {
  it('writes the unscaled value in the fewest two’s-complement bytes, big-endian', () => {
    assert.deepEqual([...decimalBytes('0')], [0]);
    assert.deepEqual([...decimalBytes('0.00000001')], [1]);
    assert.deepEqual([...decimalBytes('0.00000128')], [0x00, 0x80]);
    assert.deepEqual([...decimalBytes('-0.00000001')], [0xff]);
    assert.deepEqual([...decimalBytes('-0.00000129')], [0xff, 0x7f]);
    // 888.49 → 88849000000 = 0x14_AF_D0_26_40
    assert.deepEqual([...decimalBytes('888.49')], [0x14, 0xaf, 0xd0, 0x26, 0x40]);
  });

  it('reads back the decimal text without trailing zeros', () => {
    for (const text of ['0', '888.49', '-9211.51', '12345678901.12345678', '0.5', '-0.00000001']) {
      assert.equal(decimalText(decimalBytes(text)), text);
    }
    assert.equal(decimalText(decimalBytes('100.000000')), '100');
  });
});

describe('LoanTransactionDataV1', () => {
  const type = avro.Type.forSchema(avroSchemaOf(LOAN_TRANSACTION_RECORDS, 'loan.v1.LoanTransactionDataV1') as avro.Schema);

  it('has the fingerprint of fineract-avro-schemas’ record, so Fineract consumers find their schema', () => {
    // CRC-64-AVRO of the parsing canonical form of Fineract's LoanTransactionDataV1 (with its bigdecimal fields as decimals).
    assert.equal(avroFingerprint64(type.toString()).toString(16), '272438e73f13578c');
    assert.equal(type.name, 'org.apache.fineract.avro.loan.v1.LoanTransactionDataV1');
  });

  it('encodes a payload’s decimal text as Avro decimals and reads it back, nested records and lists included', () => {
    const codec = payloadCodecOf(LOAN_TRANSACTION_RECORDS, 'loan.v1.LoanTransactionDataV1');
    const data = {
      id: 7, loanId: 3, amount: '888.49', principalPortion: '788.49', outstandingLoanBalance: '9211.51',
      type: { id: 2, code: 'loanTransactionType.repayment', value: 'Repayment', repayment: true },
      loanChargePaidByList: [{ id: 1, amount: '10.5', installmentNumber: 1, chargeId: 4, transactionId: 7, name: 'Fee' }],
      notInTheSchema: 'left out',
    };
    const record = codec.toRecord(data) as { amount: Buffer };
    assert.ok(Buffer.isBuffer(record.amount));
    const back = codec.fromRecord(fromSingleObject(codec.type, singleObject(codec.type, record))) as Record<string, unknown>;
    assert.deepEqual([back.id, back.amount, back.principalPortion, back.outstandingLoanBalance, back.interestPortion, back.notInTheSchema], [7, '888.49', '788.49', '9211.51', null, undefined]);
    assert.deepEqual((back.loanChargePaidByList as Record<string, unknown>[])[0], { id: 1, amount: '10.5', installmentNumber: 1, chargeId: 4, transactionId: 7, name: 'Fee' });
    assert.equal((back.type as Record<string, unknown>).repayment, true);
    assert.equal((back.type as Record<string, unknown>).disbursement, null);
  });
});

describe('ClientDataV1 and SavingsAccountTransactionDataV1', () => {
  // CRC-64-AVRO of the parsing canonical forms of fineract-avro-schemas' records (bigdecimal fields as decimals).
  for (const [definitions, record, fingerprint] of [
    [LOAN_TRANSACTION_RECORDS, 'client.v1.ClientDataV1', 'd7f461ef105a9f57'],
    [SAVINGS_TRANSACTION_RECORDS, 'savings.v1.SavingsAccountTransactionDataV1', 'acd50ee4df76a58b'],
  ] as const) {
    it(`${record} has the fingerprint of Fineract's record`, () => {
      const type = avro.Type.forSchema(avroSchemaOf(definitions, record) as avro.Schema);
      assert.equal(avroFingerprint64(type.toString()).toString(16), fingerprint);
      assert.equal(type.name, `org.apache.fineract.avro.${record}`);
    });
  }

  it('projects a read model’s view onto the record: its fields only, dates and decimals as text, the rest null', () => {
    const view = {
      id: 5, transactionType: { id: 1, code: 'savingsAccountTransactionType.deposit', value: 'Deposit', deposit: true, accrual: false },
      date: LocalDate.of(2024, 2, 15), amount: new Decimal('250.500000'), runningBalance: undefined, overdraftAmount: new Decimal('0'), chargesPaidByData: [],
    };
    const data = payloadFromView(SAVINGS_TRANSACTION_RECORDS, 'savings.v1.SavingsAccountTransactionDataV1', view) as Record<string, unknown>;
    assert.deepEqual([data.id, data.date, data.amount, data.runningBalance, data.note, data.chargesPaidByData, 'overdraftAmount' in data], [5, '2024-02-15', '250.5', null, null, [], false]);
    const type = data.transactionType as Record<string, unknown>;
    assert.deepEqual([type.code, type.deposit, type.withdrawal, 'accrual' in type], ['savingsAccountTransactionType.deposit', true, null, false]);
    const codec = payloadCodecOf(SAVINGS_TRANSACTION_RECORDS, 'savings.v1.SavingsAccountTransactionDataV1');
    assert.deepEqual(codec.fromRecord(fromSingleObject(codec.type, singleObject(codec.type, codec.toRecord(data)))), data);
  });
});
