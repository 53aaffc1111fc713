import { randomInt } from 'node:crypto';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { ALL_FUNCTIONS, hashPassword, hasPermission, isCommonPassword, verifyPassword } from '../../../platform/security/index.ts';
import { NoAuthorizationError } from '../../../shared/errors/api-errors.ts';
import { ChangeSet, DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { deliverEmail } from '../../system/index.ts';
import { requireActivePolicy } from '../password-preferences/password-preferences.queries.ts';
import { roleNotFound } from '../roles/roles.errors.ts';
import { requireGrantable } from '../roles/roles.commands.ts';
import { findPermissionCodesOfRoles, findRolesByIds } from '../roles/roles.repository.ts';
import { generatedPassword, welcomeEmail } from './domain/welcome-email.ts';
import { duplicateUsername, officeNotFound, passwordNotModifiable, passwordPreviouslyUsed, staffNotFound, userNotFound } from './users.errors.ts';
import {
  findRecentPasswordHashes,
  findRolesOfUsers,
  findUserById,
  insertPreviousPassword,
  insertUser,
  officeHierarchyOf,
  replaceUserRoles,
  officeNameOf,
  staffInOffice,
  updateUser,
  usernameTaken,
  type AppUserChange,
  type AppUserRow,
} from './users.repository.ts';

const USER_PARAMETERS = [
  'username', 'firstname', 'lastname', 'password', 'repeatPassword', 'email', 'officeId', 'notSelectedRoles', 'roles',
  'sendPasswordToEmail', 'staffId', 'passwordNeverExpires', 'isSelfServiceUser',
];

/** Length of a password made for `sendPasswordToEmail`. */
const GENERATED_PASSWORD_LENGTH = 16;

/** How many earlier passwords a new one may not repeat (Fineract's numberOfPreviousPasswords). */
const PREVIOUS_PASSWORDS_CHECKED = 3;

interface UserInput {
  username?: string | undefined;
  firstname?: string | undefined;
  lastname?: string | undefined;
  email?: string | undefined;
  password?: string | undefined;
  officeId?: number | undefined;
  staffId?: number | null | undefined;
  roleIds?: number[] | undefined;
  sendPasswordToEmail?: boolean | undefined;
  passwordNeverExpires?: boolean | undefined;
  isSelfServiceUser?: boolean | undefined;
}

function readText(json: JsonCommand, v: DataValidator, name: string, required: boolean, maxLength: number): string | undefined {
  if (!required && json.json[name] === undefined) {
    return undefined;
  }
  const value = json.trimmedString(name);
  v.parameter(name, value).notBlank().notExceedingLengthOf(maxLength);
  return value;
}

/** `roles`: a non-empty array of role ids (numbers or numeric strings, as Fineract's web app sends). */
function readRoleIds(json: JsonCommand, v: DataValidator, required: boolean): number[] | undefined {
  const raw = json.json.roles;
  if (!required && raw === undefined) {
    return undefined;
  }
  v.parameter('roles', raw).arrayNotEmpty();
  if (!Array.isArray(raw)) {
    return undefined;
  }
  const ids: number[] = [];
  for (const item of raw) {
    const text = typeof item === 'number' || typeof item === 'string' ? String(item).trim() : '';
    if (!/^\d{1,15}$/.test(text)) {
      v.fail('roles', 'invalid.role.id', `The parameter \`roles\` holds ${JSON.stringify(item)}, which is no role id.`, [item]);
      return undefined;
    }
    ids.push(Number(text));
  }
  return [...new Set(ids)];
}

/** Checks `password` against the active policy and `repeatPassword` against `password`. */
async function readPassword(ctx: CommandContext, v: DataValidator, required: boolean): Promise<string | undefined> {
  const { json } = ctx;
  if (!required && json.json.password === undefined) {
    return undefined;
  }
  const password = json.string('password');
  const repeatPassword = json.string('repeatPassword');
  const policy = await requireActivePolicy(ctx.db);
  const rules = v.parameter('password', password === '' ? undefined : password).notBlank();
  rules.matches(new RegExp(`^(?:${policy.regex})$`), policy.description);
  if (policy.refuse_common_passwords && password !== undefined && (await isCommonPassword(password))) {
    v.fail('password', 'common.password', 'The password is on the list of commonly used passwords; choose another.', []);
  }
  if (password !== undefined && password !== '' && password !== repeatPassword) {
    v.fail('repeatPassword', 'not.equal.to.password', 'The parameter `repeatPassword` is not equal to password.', []);
  }
  return password;
}

async function readUser(ctx: CommandContext, forCreate: boolean): Promise<UserInput> {
  const { json } = ctx;
  json.checkSupported(USER_PARAMETERS);
  const v = new DataValidator('user');
  const input: UserInput = {
    username: readText(json, v, 'username', forCreate, 100),
    firstname: readText(json, v, 'firstname', forCreate, 100),
    lastname: readText(json, v, 'lastname', forCreate, 100),
  };
  input.sendPasswordToEmail = json.boolean('sendPasswordToEmail', v);
  if (forCreate && input.sendPasswordToEmail === undefined && !v.hasErrorFor('sendPasswordToEmail')) {
    v.fail('sendPasswordToEmail', 'must.be.true.or.false', 'The parameter `sendPasswordToEmail` must be set as true or false.', [null]);
  }
  const emailRequired = forCreate && input.sendPasswordToEmail === true;
  input.email = json.json.email === undefined && !emailRequired ? undefined : readText(json, v, 'email', true, 100);
  input.password = await readPassword(ctx, v, forCreate && input.sendPasswordToEmail === false);
  if (forCreate || json.json.officeId !== undefined) {
    input.officeId = json.long('officeId', v);
    if (!v.hasErrorFor('officeId')) {
      v.parameter('officeId', input.officeId).notBlank().positive();
    }
  }
  if (json.json.staffId !== undefined) {
    input.staffId = json.long('staffId', v) ?? null;
    v.parameter('staffId', input.staffId).positive();
  }
  input.passwordNeverExpires = json.boolean('passwordNeverExpires', v);
  input.isSelfServiceUser = json.boolean('isSelfServiceUser', v);
  input.roleIds = readRoleIds(json, v, forCreate);
  v.throwIfErrors();
  return input;
}

async function checkReferences(ctx: CommandContext, officeId: number, staffId: number | null | undefined, roleIds: readonly number[] | undefined): Promise<void> {
  if ((await officeHierarchyOf(ctx.db, officeId)) === undefined) {
    throw officeNotFound(officeId);
  }
  if (staffId !== undefined && staffId !== null && !(await staffInOffice(ctx.db, staffId, officeId))) {
    throw staffNotFound(staffId);
  }
  if (roleIds !== undefined) {
    const found = new Set((await findRolesByIds(ctx.db, roleIds)).map((r) => r.id));
    const missing = roleIds.find((id) => !found.has(id));
    if (missing !== undefined) {
      throw roleNotFound(missing);
    }
  }
}

/** Giving a user a role grants its permissions: only those the acting user holds itself (403 otherwise). */
async function requireRolesGrantable(ctx: CommandContext, roleIds: readonly number[]): Promise<void> {
  if (roleIds.length > 0 && !hasPermission(ctx.user, ALL_FUNCTIONS)) {
    requireGrantable(ctx.user, await findPermissionCodesOfRoles(ctx.db, roleIds));
  }
}

async function createUser(ctx: CommandContext): Promise<CommandResult> {
  const input = await readUser(ctx, true);
  const officeId = input.officeId ?? 0;
  await checkReferences(ctx, officeId, input.staffId, input.roleIds);
  await requireRolesGrantable(ctx, input.roleIds ?? []);
  const username = input.username ?? '';
  if (await usernameTaken(ctx.db, username)) {
    throw duplicateUsername(username);
  }
  // With sendPasswordToEmail the user gets a random password by email (sent below, inside the transaction).
  const plain = input.sendPasswordToEmail === true ? generatedPassword(GENERATED_PASSWORD_LENGTH, randomInt) : (input.password ?? '');
  const userId = await insertUser(ctx.db, {
    username,
    firstname: input.firstname ?? '',
    lastname: input.lastname ?? '',
    email: input.email ?? '',
    password: await hashPassword(plain),
    office_id: officeId,
    staff_id: input.staffId ?? null,
    password_never_expires: input.passwordNeverExpires ?? false,
    is_self_service_user: input.isSelfServiceUser ?? false,
    last_time_password_updated: (await ctx.clock.businessDate()).toString(),
  });
  await replaceUserRoles(ctx.db, userId, input.roleIds ?? []);
  if (input.sendPasswordToEmail === true) {
    await sendPassword(ctx, { ...input, username, password: plain, officeName: (await officeNameOf(ctx.db, officeId)) ?? '' });
  }
  return { resourceId: userId, officeId };
}

/**
 * Emails the generated password through the tenant's SMTP account. No account, or a refused message,
 * refuses the command (403), so no user is left behind whose password nobody knows.
 */
async function sendPassword(ctx: CommandContext, facts: { firstname?: string | undefined; lastname?: string | undefined; email?: string | undefined; username: string; password: string; officeName: string }): Promise<void> {
  const email = facts.email ?? '';
  const message = welcomeEmail({ firstname: facts.firstname ?? '', lastname: facts.lastname ?? '', email, username: facts.username, password: facts.password, officeName: facts.officeName });
  await deliverEmail(ctx.db, { to: { address: email, name: `${facts.firstname ?? ''} ${facts.lastname ?? ''}`.trim() }, ...message });
}

/** The new password's row values, refusing one of the last passwords; undefined when it is the current one. */
async function passwordChange(ctx: CommandContext, user: AppUserRow, password: string): Promise<AppUserChange | undefined> {
  if (await verifyPassword(password, user.password)) {
    return undefined;
  }
  if (user.cannot_change_password === true) {
    throw passwordNotModifiable();
  }
  for (const previous of await findRecentPasswordHashes(ctx.db, user.id, PREVIOUS_PASSWORDS_CHECKED)) {
    if (await verifyPassword(password, previous)) {
      throw passwordPreviouslyUsed();
    }
  }
  const today = (await ctx.clock.businessDate()).toString();
  await insertPreviousPassword(ctx.db, user.id, user.password, today);
  return { password: await hashPassword(password), last_time_password_updated: today, firsttime_login_remaining: false, nonexpired_credentials: true };
}

/** The members that differ from the stored user, as row values and as Fineract's `changes`. */
function detailChanges(user: AppUserRow, input: UserInput): { change: AppUserChange; changes: Record<string, unknown> } {
  const set = new ChangeSet<AppUserRow>(user)
    .track('username', 'username', input.username)
    .track('firstname', 'firstname', input.firstname)
    .track('lastname', 'lastname', input.lastname)
    .track('email', 'email', input.email)
    .track('officeId', 'office_id', input.officeId)
    .track('staffId', 'staff_id', input.staffId)
    .track('passwordNeverExpires', 'password_never_expires', input.passwordNeverExpires)
    .track('isSelfServiceUser', 'is_self_service_user', input.isSelfServiceUser);
  return { change: set.values, changes: set.changes };
}

async function requireUser(ctx: CommandContext): Promise<AppUserRow> {
  const userId = ctx.entityId ?? 0;
  const user = await findUserById(ctx.db, userId);
  if (user === undefined || user.is_deleted) {
    throw userNotFound(userId);
  }
  return user;
}

/** Without UPDATE_USER, users may change only their own password (the pipeline lets them reach here). */
const SELF_SERVICE_MEMBERS = ['password', 'repeatPassword'];

function checkSelfServiceUpdate(ctx: CommandContext): void {
  if (hasPermission(ctx.user, 'UPDATE_USER')) {
    return;
  }
  const others = Object.keys(ctx.json.json).filter((name) => !SELF_SERVICE_MEMBERS.includes(name));
  if (others.length > 0) {
    throw new NoAuthorizationError(`User has no authority to update fields other than the password: ${others.join(', ')}`);
  }
}

async function updateUserDetails(ctx: CommandContext): Promise<CommandResult> {
  checkSelfServiceUpdate(ctx);
  const input = await readUser(ctx, false);
  const user = await requireUser(ctx);
  const { change, changes } = detailChanges(user, input);
  const officeId = input.officeId ?? user.office_id ?? 0;
  const staffId = input.staffId === undefined ? undefined : input.staffId;
  await checkReferences(ctx, officeId, changes.officeId !== undefined && staffId === undefined ? user.staff_id : staffId, input.roleIds);
  if (change.username !== undefined && (await usernameTaken(ctx.db, change.username, user.id))) {
    throw duplicateUsername(change.username);
  }
  if (input.roleIds !== undefined) {
    const held = ((await findRolesOfUsers(ctx.db, [user.id])).get(user.id) ?? []).map((r) => r.id).sort((a, b) => a - b);
    const wanted = [...input.roleIds].sort((a, b) => a - b);
    if (held.join(',') !== wanted.join(',')) {
      await requireRolesGrantable(ctx, wanted.filter((id) => !held.includes(id)));
      await replaceUserRoles(ctx.db, user.id, wanted);
      changes.roles = wanted.map(String);
    }
  }
  const password = input.password === undefined ? undefined : await passwordChange(ctx, user, input.password);
  if (password !== undefined) {
    Object.assign(change, password);
    changes.passwordChanged = true;
  }
  if (Object.keys(change).length > 0) {
    await updateUser(ctx.db, user.id, change);
  }
  return { resourceId: user.id, officeId, ...(Object.keys(changes).length > 0 ? { changes } : {}) };
}

/** Fineract keeps a deleted user: flagged, disabled, renamed `<id>_DELETED_<username>`, without roles. */
async function deleteUser(ctx: CommandContext): Promise<CommandResult> {
  const user = await requireUser(ctx);
  await updateUser(ctx.db, user.id, {
    is_deleted: true,
    enabled: false,
    nonexpired: false,
    firsttime_login_remaining: true,
    username: `${user.id}_DELETED_${user.username}`.slice(0, 100),
  });
  await replaceUserRoles(ctx.db, user.id, []);
  return { resourceId: user.id, officeId: user.office_id };
}

export const userCommandHandlers = [
  commandHandler('USER', 'CREATE', createUser),
  commandHandler('USER', 'UPDATE', updateUserDetails, { selfService: true }),
  commandHandler('USER', 'DELETE', deleteUser),
];
