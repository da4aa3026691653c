// The fetch wrapper for /api/*: JSON in and out, typed errors carrying the HTTP status
// (spec §4: a failed call whose message includes 500 sets an internal-error flag), and the
// bearer token + user id headers when the session is valid (spec §7).
import { appConfig } from '../config/config';

export interface AuthHeadersSource {
  token: string;
  userId: string;
}

/** An HTTP answer outside 2xx. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly url: string,
    readonly body: unknown,
  ) {
    super(`Request to ${url} failed with status ${status}`);
  }
}

/** No answer at all (offline, DNS, CORS, aborted). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly url: string,
    readonly reason: unknown,
  ) {
    super(`Request to ${url} did not reach the server`);
  }
}

export function isInternalError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 500;
}

let authSource: () => AuthHeadersSource | null = () => null;

/** The server's renderer answers the app's calls in-process (src/app/server-render.tsx); null: the global fetch. */
let serverFetch: typeof fetch | null = null;

export function setServerFetch(fetcher: typeof fetch): void {
  serverFetch = fetcher;
}

/** The session module registers where the current token and user id come from. */
export function setAuthSource(source: () => AuthHeadersSource | null): void {
  authSource = source;
}

export type QueryValue = string | number | boolean | null | undefined;

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return `${appConfig.apiBase}${path}${qs ? `?${qs}` : ''}`;
}

export interface ApiGetOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Told the headers of a successful answer (a search's served id travels in one). */
  onHeaders?: (headers: Headers) => void;
}

/** JSON accepted, and the session's headers when there is one. */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const auth = authSource();
  if (auth) {
    headers.Authorization = `Bearer ${auth.token}`;
    headers['X-User-Id'] = auth.userId;
  }
  return headers;
}

export async function apiGet<T>(path: string, options: ApiGetOptions = {}): Promise<T> {
  const url = apiUrl(path, options.query);
  const headers = requestHeaders();
  let response: Response;
  try {
    response = await (import.meta.env.SSR && serverFetch ? serverFetch : fetch)(url, { headers, signal: options.signal });
  } catch (cause) {
    throw new NetworkError(url, cause);
  }
  if (response.ok) options.onHeaders?.(response.headers);
  return readAnswer<T>(response, url);
}

/**
 * An answer's JSON (null for 204). An error status is an ApiError; a body that breaks off (the
 * connection dropped, the request was cancelled) or is not JSON is a failed request, never an
 * answer of null: a screen would draw null as the data.
 */
export async function readAnswer<T>(response: Response, url: string): Promise<T> {
  if (!response.ok) throw new ApiError(response.status, url, await readBody(response));
  if (response.status === 204) return null as T;
  try {
    return (await response.json()) as T;
  } catch (cause) {
    throw new NetworkError(url, cause);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  try {
    return type.includes('json') ? await response.json() : await response.text();
  } catch {
    return null;
  }
}
