import { NotFoundError } from '../../../shared/errors/api-errors.ts';

export function passwordPolicyNotFound(policyId: number): NotFoundError {
  return new NotFoundError('error.msg.password.validation.policy.id.invalid', `No password validation policy has the id ${policyId}`, [policyId]);
}

export function activePasswordPolicyNotFound(): NotFoundError {
  return new NotFoundError('error.msg.password.validation.policy.not.found', 'No password validation policy is active');
}
