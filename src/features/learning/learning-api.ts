// The console's writes (POST, PUT, DELETE with JSON), here rather than in the shared API client:
// only this admin screen writes like this, and the app's chunk stays as it was.
import { apiUrl, NetworkError, readAnswer, requestHeaders } from '../../lib/api/api-client';

/** The answer's JSON, or null for 204. */
export async function apiSend<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const url = apiUrl(path);
  const headers = requestHeaders();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (cause) {
    throw new NetworkError(url, cause);
  }
  return readAnswer<T>(response, url);
}
