-- Idempotency keys belong to the user who sent them: one key per user and command (action and entity),
-- so two users' keys never meet and one user's stored answer is never replayed to another.
drop index uk_command_source_idempotency;
create unique index uk_command_source_idempotency on m_portfolio_command_source (maker_id, action_name, entity_name, idempotency_key);
