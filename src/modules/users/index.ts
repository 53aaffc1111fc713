import type { ModuleDefinition } from '../module.ts';
import { authenticationRoutes } from './authentication/authentication.routes.ts';

/** Users and sign-in. */
export const usersModule: ModuleDefinition = {
  name: 'users',
  routes: [...authenticationRoutes],
  commandHandlers: [],
};
