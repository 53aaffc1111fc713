import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveCurrencyConfiguration } from './currencies.queries.ts';
import { CurrenciesCommandResult, CurrenciesRequest, CurrencyConfiguration } from './currencies.schemas.ts';

const tags = ['Currency'];

export const currencyRoutes = [
  defineQuery({
    method: 'GET',
    url: '/currencies',
    summary: 'Retrieve the currency configuration',
    tags,
    access: { permission: 'READ_CURRENCY' },
    response: CurrencyConfiguration,
    handle: (req) => retrieveCurrencyConfiguration(req.tenant.database.db),
  }),
  defineCommand({
    method: 'PUT',
    url: '/currencies',
    summary: 'Update the currencies the organisation uses',
    tags,
    command: { entity: 'CURRENCY', action: 'UPDATE' },
    body: CurrenciesRequest,
    response: CurrenciesCommandResult,
  }),
];
