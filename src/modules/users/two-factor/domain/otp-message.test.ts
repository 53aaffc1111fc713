import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { localDateAndTime, maskEmail, maskMobileNumber, renderTemplate, templateData } from './otp-message.ts';

describe('code messages', () => {
  it('fills {{placeholders}} (also triple braces and spaces); unknown ones become empty', () => {
    assert.equal(renderTemplate('Hi {{username}}, code {{{ token }}}{{nothing}}.', { username: 'mifos', token: 'AB12C' }), 'Hi mifos, code AB12C.');
    assert.equal(renderTemplate('no placeholders', {}), 'no placeholders');
  });

  it('formats dates and times in the tenant time zone', () => {
    const instant = new Date(Date.UTC(2024, 2, 31, 22, 30, 5));
    assert.deepEqual(localDateAndTime(instant, 'UTC'), { date: '31.03.2024', time: '22:30:05' });
    assert.deepEqual(localDateAndTime(instant, 'Europe/Berlin'), { date: '01.04.2024', time: '00:30:05' });
  });

  it("offers Fineract's placeholders", () => {
    const data = templateData({
      username: 'u', email: 'u@x.org', firstname: 'F', lastname: 'L', mobileNo: null, code: 'C0DE1', liveTimeSeconds: 300,
      requestTime: new Date(Date.UTC(2024, 0, 1, 8, 0, 0)), expireTime: new Date(Date.UTC(2024, 0, 1, 8, 5, 0)), timezoneId: 'UTC',
    });
    assert.deepEqual(data, {
      username: 'u', email: 'u@x.org', firstname: 'F', lastname: 'L', token: 'C0DE1', tokenlivetime: '300',
      requestdate: '01.01.2024', requesttime: '08:00:00', expiredate: '01.01.2024', expiretime: '08:05:00',
    });
  });

  it('masks targets', () => {
    assert.equal(maskEmail('demomfi@mifos.org'), 'd***@mifos.org');
    assert.equal(maskEmail('nonsense'), '***');
    assert.equal(maskMobileNumber('+491701234567'), '**********567');
    assert.equal(maskMobileNumber('12'), '**');
  });
});
