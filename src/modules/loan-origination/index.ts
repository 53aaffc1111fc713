import type { ModuleDefinition } from '../module.ts';
import { loanOriginatorCommandHandlers } from './loan-originators/loan-originators.commands.ts';
import { loanOriginatorRoutes } from './loan-originators/loan-originators.routes.ts';
import { originatorCommandHandlers } from './originators/originators.commands.ts';
import { originatorRoutes } from './originators/originators.routes.ts';

/** Loan origination: the originators who bring loans in, and their attachment to loan applications. */
export const loanOriginationModule: ModuleDefinition = {
  name: 'loan-origination',
  routes: [...originatorRoutes, ...loanOriginatorRoutes],
  commandHandlers: [...originatorCommandHandlers, ...loanOriginatorCommandHandlers],
};
