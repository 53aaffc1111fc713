/**
 * Where a template mapper's URL may point (`POST /templates/{id}`): only at this server's own API. The URL is
 * resolved against the API base the request came in on (`/api/v1/` or `/fineract-provider/api/v1/`): a path
 * (`clients/1`, `/clients/1`) names a resource below it; an absolute URL must name this server's host (the
 * request's `Host`) and a path below an API prefix. Anything else (another host, credentials in the URL, a
 * scheme other than http or https, a path outside the API) is refused, so a template can never make the
 * server call a host of the template author's choosing.
 */

/** The API prefixes a mapper may reach; the first is the base of requests outside `/fineract-provider`. */
const API_PREFIXES = ['/api/v1/', '/api/v2/', '/fineract-provider/api/v1/', '/fineract-provider/api/v2/'];

/** The API base of a request URL: `/fineract-provider/api/v1/` for the Fineract alias, else `/api/v1/`. */
export function apiBaseOf(requestUrl: string): string {
  return requestUrl.startsWith('/fineract-provider/') ? '/fineract-provider/api/v1/' : '/api/v1/';
}

const DEFAULT_PORTS: ReadonlyMap<string, string> = new Map([['http:', '80'], ['https:', '443']]);

/** Whether the URL names the host `Host` names (the same port, when `Host` names one). */
function isHost(url: URL, host: string): boolean {
  const own = new URL(`http://${host}`);
  if (url.hostname.toLowerCase() !== own.hostname.toLowerCase()) {
    return false;
  }
  const explicitPort = /:\d+$/.test(host) ? (host.split(':').pop() ?? '') : '';
  return explicitPort === '' || (url.port === '' ? DEFAULT_PORTS.get(url.protocol) : url.port) === explicitPort;
}

/** A mapper URL that may be fetched: the path and query to ask this server for. */
export interface LocalTarget {
  readonly pathAndQuery: string;
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The local path a mapper URL names, or undefined when it names anything but this server's API.
 * `host` is the `Host` the request was sent to; `apiBase` the request's API base ({@link apiBaseOf}).
 */
export function localTargetOf(rendered: string, host: string, apiBase: string): LocalTarget | undefined {
  const text = rendered.trim();
  if (text === '' || text.startsWith('//') || text.includes('\\')) {
    return undefined;
  }
  const origin = `http://${host}`;
  const relative = text.startsWith('/') && !API_PREFIXES.some((p) => text.startsWith(p)) ? text.slice(1) : text;
  let url: URL;
  try {
    url = new URL(relative, ABSOLUTE.test(relative) || relative.startsWith('/') ? origin : `${origin}${apiBase}`);
  } catch {
    return undefined;
  }
  const sameHost = isHost(url, host);
  const webScheme = url.protocol === 'http:' || url.protocol === 'https:';
  const noCredentials = url.username === '' && url.password === '';
  if (!sameHost || !webScheme || !noCredentials || !API_PREFIXES.some((p) => url.pathname.startsWith(p))) {
    return undefined;
  }
  return { pathAndQuery: `${url.pathname}${url.search}` };
}
