-- A digest of each keyed command's request body: a replayed Idempotency-Key must come with the same body.
alter table m_portfolio_command_source add column request_hash varchar(64);
