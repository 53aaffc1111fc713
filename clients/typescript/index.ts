import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.d.ts';

export type { components, paths };

/** How the client signs in: HTTP Basic with a user name and password, or an OAuth access token (Bearer). */
export type CorebankAuth = { readonly username: string; readonly password: string } | { readonly accessToken: string };

export interface CorebankClientOptions {
  /** Where the server listens, without the API prefix: `http://localhost:8443`. */
  readonly baseUrl: string;
  /** The tenant identifier, sent as `Fineract-Platform-TenantId` (read by Fineract clients and by corebank). */
  readonly tenant: string;
  /** Credentials for every request; none for public operations only (sign-in, the token endpoint). */
  readonly auth?: CorebankAuth;
  /** The fetch to use (default: the global one). */
  readonly fetch?: (input: Request) => Promise<Response>;
}

/** A typed corebank client: every path, parameter, body and answer of the OpenAPI document. */
export type CorebankClient = Client<paths>;

function authorization(auth: CorebankAuth): string {
  if ('accessToken' in auth) {
    return `Bearer ${auth.accessToken}`;
  }
  return `Basic ${Buffer.from(`${auth.username}:${auth.password}`, 'utf8').toString('base64')}`;
}

/**
 * A client for the corebank (Fineract-compatible) API, typed from `openapi.json`:
 * `client.GET('/api/v1/offices/{officeId}', { params: { path: { officeId: 1 } } })` answers `{ data, error, response }`,
 * where `data` has the operation's response type and `error` the error envelope.
 */
export function createCorebankClient(options: CorebankClientOptions): CorebankClient {
  const headers: Record<string, string> = { 'Fineract-Platform-TenantId': options.tenant };
  if (options.auth !== undefined) {
    headers.Authorization = authorization(options.auth);
  }
  return createClient<paths>({ baseUrl: options.baseUrl, headers, ...(options.fetch === undefined ? {} : { fetch: options.fetch }) });
}

/** The token answer of `POST /api/oauth/token`. */
export type OAuthToken = paths['/api/oauth/token']['post']['responses'][200]['content']['application/json'];

/**
 * Requests OAuth tokens (password grant, or refresh_token grant with `refreshToken`): the access token
 * then signs in with `auth: { accessToken }`.
 */
export async function requestToken(
  client: CorebankClient,
  grant: { readonly username: string; readonly password: string } | { readonly refreshToken: string },
): Promise<OAuthToken> {
  const body =
    'refreshToken' in grant
      ? { grant_type: 'refresh_token' as const, client_id: 'corebank-client', refresh_token: grant.refreshToken }
      : { grant_type: 'password' as const, client_id: 'corebank-client', username: grant.username, password: grant.password };
  const { data, error } = await client.POST('/api/oauth/token', {
    body,
    bodySerializer: (form) => new URLSearchParams(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string')).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  if (data === undefined) {
    throw new Error(`token request refused: ${JSON.stringify(error)}`);
  }
  return data;
}

/** Adds a middleware (logging, retries, request ids) to a client. */
export function withMiddleware(client: CorebankClient, ...middleware: Middleware[]): CorebankClient {
  client.use(...middleware);
  return client;
}
