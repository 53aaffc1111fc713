import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

/** PUT names an address the client does not have (Fineract's AddressNotFoundException). */
export function clientAddressNotFound(clientId: number): NotFoundError {
  return new NotFoundError('error.msg.address.client.Identifier.not.found', `Client with client ID \`${clientId}\` is not mapped with any address`, [clientId]);
}

/** Our code: address commands while the global configuration `enable-address` is off. */
export function addressesNotEnabled(): DomainRuleError {
  return new DomainRuleError('error.msg.address.not.enabled', 'Client addresses are not enabled: turn on the global configuration enable-address.');
}
