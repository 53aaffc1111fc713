import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function configurationIdNotFound(configId: number): NotFoundError {
  return new NotFoundError('error.msg.configuration.id.invalid', `Configuration identifier \`${configId}\` does not exist`, [configId]);
}

export function configurationNameNotFound(name: string): NotFoundError {
  return new NotFoundError('error.msg.configuration.property.invalid', `Configuration property \`${name}\` does not exist`, [name]);
}

export function configurationNotModifiable(configId: number): DomainRuleError {
  return new DomainRuleError('error.msg.configuration.id.not.modifiable', `Configuration identifier \`${configId}\` cannot be modified`, [configId]);
}

export function passwordResetDaysMustBePositive(): DomainRuleError {
  return new DomainRuleError(
    'error.msg.password.reset.days.value.must.be.greater.than.zero',
    "For enabling 'Force Password Reset Days' configuration, the value (number of days after which a user is forced to reset the password) must be set to a number greater than 0.",
  );
}
