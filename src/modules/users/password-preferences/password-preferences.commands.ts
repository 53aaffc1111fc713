import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { passwordPolicyNotFound } from './password-preferences.errors.ts';
import { activatePolicy, findAllPolicies } from './password-preferences.repository.ts';

/** PUT /passwordpreferences {validationPolicyId}: that policy becomes the only active one. */
async function updatePasswordPreferences(ctx: CommandContext): Promise<CommandResult> {
  const { json } = ctx;
  json.checkSupported(['validationPolicyId']);
  const v = new DataValidator('passwordpreferences');
  const policyId = json.long('validationPolicyId', v);
  if (!v.hasErrorFor('validationPolicyId')) {
    v.parameter('validationPolicyId', policyId).notBlank().positive();
  }
  v.throwIfErrors();
  const id = policyId ?? 0;
  const policies = await findAllPolicies(ctx.db);
  const chosen = policies.find((p) => p.id === id);
  if (chosen === undefined) {
    throw passwordPolicyNotFound(id);
  }
  if (chosen.active) {
    return {};
  }
  await activatePolicy(ctx.db, id);
  return { changes: { active: true } };
}

export const passwordPreferencesCommandHandlers = [commandHandler('PASSWORD_PREFERENCES', 'UPDATE', updatePasswordPreferences)];
