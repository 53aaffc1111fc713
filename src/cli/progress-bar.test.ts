import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { ProgressBar, type ProgressOutput } from './progress-bar.ts';

/** A stream that keeps what is written; `isTTY` says whether it stands for a terminal. */
function terminal(isTTY: boolean): ProgressOutput & { text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return Object.assign(stream, { isTTY, columns: 120, cursorTo: () => true, clearLine: () => true, moveCursor: () => true, text: () => chunks.join('') });
}

describe('ProgressBar', () => {
  it('draws done of total on a terminal and the final count on stop', () => {
    const out = terminal(true);
    const bar = new ProgressBar(out, 'SA_PINT');
    bar.update(0, 1200);
    bar.update(1200, 1200);
    bar.stop();
    assert.ok(out.text().includes('SA_PINT ['), out.text());
    assert.ok(out.text().includes('100 % | 1200/1200'), out.text());
  });

  it('writes nothing for a job that never reports, nor when the output is not a terminal', () => {
    const silent = terminal(true);
    new ProgressBar(silent, 'BDT_INC1').stop();
    assert.equal(silent.text(), '');
    const piped = terminal(false);
    const bar = new ProgressBar(piped, 'SA_PINT');
    bar.update(3, 3);
    bar.stop();
    assert.equal(piped.text(), '');
  });
});
