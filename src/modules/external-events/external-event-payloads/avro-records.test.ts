import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import avro from 'avsc';
import { Decimal } from 'decimal.js';
import { moneyContext } from '../../../shared/money/index.ts';
import { fromSingleObject, singleObject } from '../../../platform/events/index.ts';
import { avroFingerprint64 } from '../../../platform/events/message-v1.ts';
import { avroSchemaOf, decimalBytes, decimalText, payloadCodecOf, payloadFromView } from './avro-records.ts';
import { COMMAND_PROCESSING_RESULT_RECORDS } from './group-payload.ts';
import { unpaidPayableDueInterest, unpaidPayableNotDueInterest } from './loan-account-payload.ts';
import { LOAN_ACCOUNT_RECORDS } from './loan-account-records.ts';
import { LOAN_CHARGE_DELETED_RECORDS } from './loan-charge-payload.ts';
import { LOAN_OWNERSHIP_TRANSFER_RECORDS } from './loan-ownership-transfer-payload.ts';
import { LOAN_REPAYMENT_DUE_RECORDS, loanAccountsStayedLockedCodec, loanRepaymentDueCodec } from './loan-repayment-due-records.ts';
import { LOAN_TRANSACTION_RECORDS } from './loan-transaction-records.ts';
import { SAVINGS_ACCOUNT_RECORDS } from './savings-account-records.ts';
import { SHARE_ACCOUNT_RECORDS } from './share-account-records.ts';
import { SHARE_PRODUCT_RECORDS } from './share-product-payload.ts';
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

describe('ClientDataV1, SavingsAccountTransactionDataV1, SavingsAccountDataV1, ShareAccountDataV1, LoanChargeDataV1, the product records, LoanChargeDeletedV1, LoanOwnershipTransferDataV1 and CommandProcessingResultV1', () => {
  // CRC-64-AVRO of the parsing canonical forms of fineract-avro-schemas' records (bigdecimal fields as decimals).
  for (const [definitions, record, fingerprint] of [
    [LOAN_TRANSACTION_RECORDS, 'client.v1.ClientDataV1', 'd7f461ef105a9f57'],
    [SAVINGS_TRANSACTION_RECORDS, 'savings.v1.SavingsAccountTransactionDataV1', 'acd50ee4df76a58b'],
    [LOAN_TRANSACTION_RECORDS, 'loan.v1.LoanTransactionAdjustmentDataV1', '14ce27b5e8bb6f37'],
    [LOAN_ACCOUNT_RECORDS, 'loan.v1.LoanChargeDataV1', '937fe72a47c1c9ed'],
    [COMMAND_PROCESSING_RESULT_RECORDS, 'generic.v1.CommandProcessingResultV1', '97f98008b799eb99'],
    [SAVINGS_ACCOUNT_RECORDS, 'savings.v1.SavingsAccountDataV1', 'a0458eb2ecccdfa8'],
    [SHARE_ACCOUNT_RECORDS, 'share.v1.ShareAccountDataV1', '4346bf6b91c06379'],
    [LOAN_ACCOUNT_RECORDS, 'loan.v1.LoanProductDataV1', '5f2b6ef4a16e1309'],
    [SHARE_PRODUCT_RECORDS, 'share.v1.ShareProductDataV1', 'b9491cd3e5188a35'],
    [LOAN_CHARGE_DELETED_RECORDS, 'loan.v1.LoanChargeDeletedV1', '72ebc1e244b67adc'],
    [LOAN_OWNERSHIP_TRANSFER_RECORDS, 'loan.v1.LoanOwnershipTransferDataV1', 'd18d4e1c2d5b4da6'],
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

describe('LoanAccountDataV1', () => {
  it('has the fingerprint of fineract-avro-schemas’ record, so Fineract consumers find their schema', () => {
    // CRC-64-AVRO of the parsing canonical form of Fineract's LoanAccountDataV1 (bigdecimal fields as decimals).
    const type = avro.Type.forSchema(avroSchemaOf(LOAN_ACCOUNT_RECORDS, 'loan.v1.LoanAccountDataV1') as avro.Schema);
    assert.equal(avroFingerprint64(type.toString()).toString(16), 'a524cd4cd5b6fa45');
    assert.equal(type.name, 'org.apache.fineract.avro.loan.v1.LoanAccountDataV1');
  });

  it('round-trips a loan with its nested records, required fields of a delinquency bucket included', () => {
    const currency = { code: 'USD', name: 'US Dollar', decimalPlaces: 2, inMultiplesOf: 1, displaySymbol: '$', nameCode: 'currency.USD', displayLabel: 'US Dollar ($)' };
    const view = {
      id: 9, accountNo: '000000009', status: { id: 300, code: 'loanStatusType.active', value: 'Active', active: true, closed: false, extra: 'dropped' },
      principal: new Decimal('1000.000000'), timeline: { submittedOnDate: LocalDate.of(2024, 1, 1), actualMaturityDate: LocalDate.of(2024, 5, 1) },
      summary: { currency, principalOutstanding: new Decimal('750.5'), feeAdjustments: new Decimal(0) },
      repaymentSchedule: { currency, periods: [{ period: 1, dueDate: LocalDate.of(2024, 1, 31), interestDue: new Decimal(90), downPaymentPeriod: false }] },
      delinquent: {
        delinquentAmount: new Decimal('12.5'), delinquencyPausePeriods: [],
        installmentDelinquencyBuckets: [{ delinquencyRange: { id: 1, classification: 'D1', minimumAgeDays: 1 }, amount: { totalAmount: new Decimal('12.5') }, charges: [], currency }],
      },
    };
    const data = payloadFromView(LOAN_ACCOUNT_RECORDS, 'loan.v1.LoanAccountDataV1', view) as Record<string, unknown>;
    assert.deepEqual([data.principal, data.product, (data.status as Record<string, unknown>).extra, (data.timeline as Record<string, unknown>).actualMaturityDate], ['1000', null, undefined, undefined]);
    assert.equal((data.summary as Record<string, unknown>).feeAdjustments, undefined, 'the API’s summary members the record has no room for are left out');
    const codec = payloadCodecOf(LOAN_ACCOUNT_RECORDS, 'loan.v1.LoanAccountDataV1');
    const back = codec.fromRecord(fromSingleObject(codec.type, singleObject(codec.type, codec.toRecord(data)))) as Record<string, unknown>;
    assert.deepEqual(back, data);
    const bucket = ((back.delinquent as Record<string, unknown>).installmentDelinquencyBuckets as Record<string, unknown>[])[0];
    assert.deepEqual(bucket?.amount, { totalAmount: '12.5', principalAmount: null, interestAmount: null, feeAmount: null, penaltyAmount: null });
  });
});

describe('unpaidPayableDueInterest and unpaidPayableNotDueInterest', () => {
  // Fineract's AdvancedPaymentAllocationLoanRepaymentScheduleTest: 1,000 at 108 % a year (360 days), 30-day
  // periods from 1 January 2024; the first period's interest is 90 (3 a day), the second's 70.20 (the 2.34 a day
  // Fineract answers on its first day).
  const installments = [
    { period: 1, fromDate: LocalDate.of(2024, 1, 1), dueDate: LocalDate.of(2024, 1, 31), daysInPeriod: 30, interestDue: new Decimal(90), interestPaid: new Decimal(0), interestWaived: new Decimal(0), interestOutstanding: new Decimal(90) },
    { period: 2, fromDate: LocalDate.of(2024, 1, 31), dueDate: LocalDate.of(2024, 3, 1), daysInPeriod: 30, interestDue: new Decimal('70.2'), interestPaid: new Decimal(0), interestWaived: new Decimal(0), interestOutstanding: new Decimal('70.2') },
  ];
  const money = moneyContext();
  const figures = (day: LocalDate) => [unpaidPayableDueInterest(installments, day).toFixed(), unpaidPayableNotDueInterest(installments, day, 2, money).toFixed()];

  it('accrues the running installment’s interest day by day and counts an installment due today as due', () => {
    assert.deepEqual(figures(LocalDate.of(2024, 1, 1)), ['0', '0']);
    assert.deepEqual(figures(LocalDate.of(2024, 1, 2)), ['0', '3']);
    assert.deepEqual(figures(LocalDate.of(2024, 1, 3)), ['0', '6']);
    assert.deepEqual(figures(LocalDate.of(2024, 1, 5)), ['0', '12']);
    assert.deepEqual(figures(LocalDate.of(2024, 1, 31)), ['90', '0']);
    assert.deepEqual(figures(LocalDate.of(2024, 2, 1)), ['90', '2.34']);
  });

  it('takes off what was paid or waived of the running installment’s interest, never going below zero', () => {
    const paid = [{ ...installments[0], interestPaid: new Decimal(5), interestWaived: new Decimal(2) }];
    assert.equal(unpaidPayableNotDueInterest(paid, LocalDate.of(2024, 1, 5), 2, money).toFixed(), '5');
    assert.equal(unpaidPayableNotDueInterest(paid, LocalDate.of(2024, 1, 2), 2, money).toFixed(), '0');
  });
});

describe('LoanRepaymentDueDataV1', () => {
  const type = avro.Type.forSchema(avroSchemaOf(LOAN_REPAYMENT_DUE_RECORDS, 'loan.v1.LoanRepaymentDueDataV1') as avro.Schema);

  it('has the fingerprint of fineract-avro-schemas’ record, its required fields one-branch unions as there', () => {
    assert.equal(avroFingerprint64(type.toString()).toString(16), '22963fd6bb64e24');
    assert.equal(loanRepaymentDueCodec.schema, 'org.apache.fineract.avro.loan.v1.LoanRepaymentDueDataV1');
  });

  it('encodes the installment and past-due figures and reads them back', () => {
    const data = {
      loanId: 7, loanAccountNo: '000000007', loanExternalId: null, currency: { code: 'USD', decimalPlaces: 2, inMultiplesOf: 1 },
      installment: { installmentNumber: 2, installmentDueDate: '2023-10-31', principalAmountDue: '100', interestAmountDue: '10.5', totalAmountDue: '110.5' },
      pastDueAmount: { totalAmount: '0', principalAmount: '0' },
    };
    const back = loanRepaymentDueCodec.fromRecord(fromSingleObject(loanRepaymentDueCodec.type, singleObject(loanRepaymentDueCodec.type, loanRepaymentDueCodec.toRecord(data)))) as Record<string, Record<string, unknown>>;
    assert.equal(back.loanId, 7);
    assert.deepEqual(back.installment, { ...data.installment, feeChargeAmountDue: null, penaltyChargeAmountDue: null });
    assert.deepEqual(back.pastDueAmount, { totalAmount: '0', principalAmount: '0', interestAmount: null, feeAmount: null, penaltyAmount: null });
  });
});

describe('LoanAccountsStayedLockedDataV1', () => {
  it('has the fingerprint of fineract-avro-schemas’ record and carries the loans back', () => {
    const codec = loanAccountsStayedLockedCodec;
    assert.equal(avroFingerprint64(codec.type.toString()).toString(16), 'dd3d10aeb7e703ad');
    const data = { loanAccounts: [{ id: 7, externalId: null, accountNo: '000000007' }] };
    assert.deepEqual(codec.fromRecord(fromSingleObject(codec.type, singleObject(codec.type, codec.toRecord(data)))), data);
  });
});
