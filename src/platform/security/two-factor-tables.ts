import type { Generated } from 'kysely';

/** Two-factor sign-in tables: Fineract's twofactor_access_token, and our pending codes and authenticator secrets. */
export type TwoFactorTables = {
  twofactor_access_token: {
    id: Generated<number>;
    /** SHA-256 digest (base64url) of the token handed out; the token itself is never stored. */
    token: string;
    appuser_id: number;
    valid_from: Date;
    valid_to: Date;
    enabled: boolean;
  };
  twofactor_otp_request: {
    appuser_id: number;
    token_hash: string;
    delivery_method: string;
    target: string | null;
    extended_token: boolean;
    request_time: Date;
    valid_to: Date;
    failed_attempts: Generated<number>;
  };
  twofactor_totp_secret: {
    appuser_id: number;
    secret: string;
    confirmed: Generated<boolean>;
    last_used_step: number | null;
    created_on_utc: Generated<Date>;
  };
};
