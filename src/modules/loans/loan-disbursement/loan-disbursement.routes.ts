import type { RouteDefinition } from '../../../platform/http/index.ts';

const ENTITY = 'LOAN';

/** `?command=` values of POST /loans/{id} for disbursement (permission `<ACTION>_LOAN`); Fineract reads the names in any case. */
export const LOAN_DISBURSEMENT_COMMANDS = {
  disburse: { entity: ENTITY, action: 'DISBURSE' },
  disburseToSavings: { entity: ENTITY, action: 'DISBURSETOSAVINGS' },
  disbursetosavings: { entity: ENTITY, action: 'DISBURSETOSAVINGS' },
  undoDisbursal: { entity: ENTITY, action: 'DISBURSALUNDO' },
  undodisbursal: { entity: ENTITY, action: 'DISBURSALUNDO' },
  undolastdisbursal: { entity: ENTITY, action: 'DISBURSALLASTUNDO' },
  undoLastDisbursal: { entity: ENTITY, action: 'DISBURSALLASTUNDO' },
} as const;

const LOAN_COMMAND_URLS = new Set(['/loans/:loanId', '/loans/external-id/:externalId']);

/**
 * The loan command routes (`POST /loans/{loanId}?command=` and its external-id twin) with the disbursement
 * commands added to their table: one route serves every command of a loan.
 */
export function withDisbursementCommands(routes: readonly RouteDefinition[]): RouteDefinition[] {
  return routes.map((route) => {
    if (route.kind !== 'command' || route.method !== 'POST' || !LOAN_COMMAND_URLS.has(route.url) || !('byQueryParam' in route.command)) {
      return route;
    }
    return { ...route, summary: `${route.summary}; disburse or undo the disbursal`, command: { byQueryParam: { ...route.command.byQueryParam, ...LOAN_DISBURSEMENT_COMMANDS } } };
  });
}
