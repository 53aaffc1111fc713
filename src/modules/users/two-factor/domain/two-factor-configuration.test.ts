import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { twoFactorSettings, typedSetting } from './two-factor-configuration.ts';

describe('two-factor settings', () => {
  it('types stored values by kind; unreadable ones are null', () => {
    assert.equal(typedSetting('otp-token-length', '5'), 5);
    assert.equal(typedSetting('otp-token-length', 'five'), null);
    assert.equal(typedSetting('otp-delivery-email-enable', 'TRUE'), true);
    assert.equal(typedSetting('otp-delivery-sms-enable', 'no'), null);
    assert.equal(typedSetting('otp-delivery-sms-text', '{{token}}'), '{{token}}');
    assert.equal(typedSetting('otp-delivery-sms-text', null), null);
  });

  it("falls back to Fineract's defaults for missing or unusable values", () => {
    const settings = twoFactorSettings(new Map([['otp-token-live-time', '0'], ['otp-delivery-sms-provider', '0']]));
    assert.equal(settings.otpLiveTimeSeconds, 300);
    assert.equal(settings.otpLength, 1);
    assert.equal(settings.smsProviderId, undefined);
    assert.equal(settings.emailEnabled, false);
    assert.equal(settings.accessTokenLiveTimeSeconds, 86_400);
    assert.equal(settings.accessTokenLiveTimeExtendedSeconds, 604_800);
    assert.equal(settings.emailSubject, 'Fineract Two-Factor Authentication Token');
  });
});
