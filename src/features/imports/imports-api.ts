// The catalogue imports' calls (server/modules/catalogue-feeds): the upload goes by
// XMLHttpRequest, the one browser API that tells how much of a request body has been sent (the
// page's progress bar while a large feed uploads); the CSV report is fetched with the session's
// headers and handed to the browser as a download.
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiUrl, ApiError, NetworkError, requestHeaders } from '../../lib/api/api-client';
import type { ImportHistory, ImportJob } from '../../../contract/schemas/catalogue-import';

export const IMPORTS_PATH = '/api/admin/catalogue-imports';

// Under 'insights', so the persister leaves it out with the other admin screens (src/lib/storage/query-client.ts).
export const importsKey = ['insights', 'catalogue-imports'] as const;

/** How often a running import is asked about. */
export const POLL_MS = 1000;

export const historyQuery = (userId: string | null) =>
  queryOptions({
    queryKey: [...importsKey, 'history', userId],
    queryFn: ({ signal }) => apiGet<ImportHistory>(IMPORTS_PATH, { signal }),
    retry: false,
    staleTime: 0,
  });

export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: [...importsKey, 'job', id],
    queryFn: ({ signal }) => apiGet<ImportJob>(`${IMPORTS_PATH}/${id}`, { signal }),
    retry: 2,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });

/** The feed's media type by its name: gzip, ONIX's XML, else JSON lines (the server reads the format from the bytes). */
function mediaType(file: File): string {
  if (/\.gz$/i.test(file.name)) return 'application/gzip';
  return /\.xml$/i.test(file.name) ? 'application/xml' : 'application/x-ndjson';
}

/** Uploads `file` and starts its import; `onProgress` hears the share sent, 0–1. */
export function uploadFeed(
  file: File,
  options: { skipInvalid: boolean; dryRun: boolean },
  onProgress: (fraction: number) => void,
): Promise<ImportJob> {
  const url = apiUrl(IMPORTS_PATH, { skipInvalid: options.skipInvalid, dryRun: options.dryRun });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(requestHeaders())) request.setRequestHeader(name, value);
    request.setRequestHeader('Content-Type', mediaType(file));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new NetworkError(url, null));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not JSON: the status says enough
      }
      if (request.status === 202) resolve(body as ImportJob);
      else reject(new ApiError(request.status, url, body));
    };
    request.send(file);
  });
}

/** Fetches an import's CSV report and has the browser save it. */
export async function downloadReport(job: Pick<ImportJob, 'id' | 'reportUrl'>): Promise<void> {
  const url = apiUrl(job.reportUrl);
  const response = await fetch(url, { headers: { ...requestHeaders(), Accept: 'text/csv' } });
  if (!response.ok) throw new ApiError(response.status, url, null);
  const address = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = address;
  link.download = `catalogue-import-${job.id}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 10_000);
}
