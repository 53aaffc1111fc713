import { parameterError, ValidationError, type ApiParameterError } from '../../../shared/errors/api-errors.ts';

const PARAMETER = 'externalEventConfigurations';

/**
 * Types that are not configured (Fineract's ExternalEventConfigurationNotFoundException, "Configuration not
 * found for external event <type>"; Fineract answers it with a 500, we refuse the request with a 400).
 */
export function externalEventTypesNotFound(types: readonly string[]): ApiParameterError[] {
  return types.map((type) =>
    parameterError('error.msg.external.event.configuration.not.found', `Configuration not found for external event ${type}`, PARAMETER, [type], type),
  );
}

/** `externalEventConfigurations` missing, or not an object of type names. */
export function externalEventConfigurationsRequired(): ApiParameterError {
  return parameterError(
    'validation.msg.externalevent.configuration.externalEventConfigurations.cannot.be.blank',
    'The parameter `externalEventConfigurations` is mandatory: an object of event type names to true or false.',
    PARAMETER,
  );
}

/** A type mapped to something other than true or false. */
export function externalEventEnabledNotBoolean(type: string): ApiParameterError {
  return parameterError(
    'validation.msg.externalevent.configuration.externalEventConfigurations.must.be.true.or.false',
    `The value for external event ${type} must be true or false.`,
    `${PARAMETER}.${type}`,
    [type],
  );
}

export function externalEventConfigurationInvalid(errors: readonly ApiParameterError[]): ValidationError {
  return new ValidationError(errors);
}
