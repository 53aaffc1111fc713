import type { ModuleDefinition } from '../module.ts';
import { authenticationRoutes } from './authentication/authentication.routes.ts';
import { passwordPreferencesCommandHandlers } from './password-preferences/password-preferences.commands.ts';
import { passwordPreferencesRoutes } from './password-preferences/password-preferences.routes.ts';
import { permissionCommandHandlers } from './permissions/permissions.commands.ts';
import { permissionRoutes } from './permissions/permissions.routes.ts';
import { roleCommandHandlers } from './roles/roles.commands.ts';
import { roleRoutes } from './roles/roles.routes.ts';
import { twoFactorCommandHandlers } from './two-factor/two-factor.commands.ts';
import { twoFactorRoutes } from './two-factor/two-factor.routes.ts';
import { userCommandHandlers } from './users/users.commands.ts';
import { userRoutes } from './users/users.routes.ts';

/** Sign-in and user administration: users, roles, permissions, password preferences. */
export const usersModule: ModuleDefinition = {
  name: 'users',
  routes: [...authenticationRoutes, ...userRoutes, ...roleRoutes, ...permissionRoutes, ...passwordPreferencesRoutes, ...twoFactorRoutes],
  commandHandlers: [...userCommandHandlers, ...roleCommandHandlers, ...permissionCommandHandlers, ...passwordPreferencesCommandHandlers, ...twoFactorCommandHandlers],
};
