import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { replayScript } from '../../bench/baseline.ts';

const s = (sql: string, ...parameters: unknown[]) => ({ sql, parameters });
const sqlOf = (script: readonly { sql: string }[]) => script.map((x) => x.sql);

describe('bench replay script', () => {
  const captured = [
    s('select 1 from m_client where id = $1', 1),
    s('begin'), s('insert into m_loan (id) values ($1)', 7), s('commit'),
    s('begin'), s('update m_loan set loan_status_id = 200 where id = $1', 7), s('commit'),
    s('insert into m_portfolio_command_source (id) values ($1)', 9),
  ];

  it('rolls back every request transaction and wraps a lone write in one of its own', () => {
    assert.deepEqual(sqlOf(replayScript(captured)), [
      'select 1 from m_client where id = $1',
      'begin', 'insert into m_loan (id) values ($1)', 'rollback',
      'begin', 'update m_loan set loan_status_id = 200 where id = $1', 'rollback',
      'begin', 'insert into m_portfolio_command_source (id) values ($1)', 'rollback',
    ]);
  });

  it('runs a chain in one transaction, its requests’ transactions as savepoints, so later requests see earlier rows', () => {
    assert.deepEqual(sqlOf(replayScript(captured, { chain: true })), [
      'begin',
      'select 1 from m_client where id = $1',
      'savepoint bench_chain_step', 'insert into m_loan (id) values ($1)', 'release savepoint bench_chain_step',
      'savepoint bench_chain_step', 'update m_loan set loan_status_id = 200 where id = $1', 'release savepoint bench_chain_step',
      'insert into m_portfolio_command_source (id) values ($1)',
      'rollback',
    ]);
  });
});
