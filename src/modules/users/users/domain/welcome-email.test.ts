import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, it } from 'node:test';
import { generatedPassword, welcomeEmail } from './welcome-email.ts';

describe('emailed passwords', () => {
  it('makes passwords of the length asked with every character class', () => {
    for (let i = 0; i < 50; i++) {
      const password = generatedPassword(16, randomInt);
      assert.equal(password.length, 16);
      for (const pattern of [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/]) {
        assert.match(password, pattern);
      }
    }
  });

  it('is deterministic for a given random source (no hidden randomness)', () => {
    assert.equal(generatedPassword(6, () => 0), generatedPassword(6, () => 0));
  });

  it('writes the welcome message with the sign-in details', () => {
    const mail = welcomeEmail({ firstname: 'Ann', lastname: 'Lee', email: 'ann@x.org', username: 'ann', password: 'P4ss!word', officeName: 'Head Office' });
    assert.equal(mail.subject, 'Welcome Ann to Head Office');
    assert.match(mail.text, /username: ann\n {2}password: P4ss!word/);
  });
});
