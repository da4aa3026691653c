// The catalogue imports page (/insights/imports, admins): upload with its options, the progress
// bar while the import runs (polled), then the summary, the report table and the CSV download,
// and the history. The API is stubbed (fetch, and XMLHttpRequest for the upload).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../src/lib/state/app-jotai';
import { sessionAtom } from '../../src/lib/session/session-store';
import { disciplineFixture, jsonResponse, renderApp, resetAppState, sessionUser, stubFetch } from './test-utils';
import type { ImportJob } from '../../contract/schemas/catalogue-import';

const ID = '0b7f3c2e-1111-4aaa-8bbb-123456789abc';
const BASE = '/api/admin/catalogue-imports';

function job(changes: Partial<ImportJob>): ImportJob {
  return {
    id: ID,
    status: 'running',
    format: 'json-lines',
    bytes: 3358,
    skipInvalid: true,
    dryRun: false,
    createdAt: '2026-11-27T10:00:00.000Z',
    finishedAt: null,
    progress: { phase: 'check', lines: 0, totalLines: 3, fraction: 0, table: null },
    summary: null,
    error: null,
    reportUrl: `${BASE}/${ID}/report.csv`,
    ...changes,
  };
}

const done = job({
  status: 'succeeded',
  finishedAt: '2026-11-27T10:00:02.000Z',
  progress: { phase: 'done', lines: 3, totalLines: 3, fraction: null, table: null },
  summary: { lines: 3, imported: 2, created: 2, updated: 0, issues: 1 },
  issues: [{ record: 'line 2', field: 'disciplines[0].primaryDiscipline.code', message: 'unknown primary discipline "no-such-subject"' }],
});

/**
 * The upload: records what was sent, tells half of it sent, then answers 202 with the new import
 * when the test calls `finish()` (a timer would let a busy machine skip the half-sent state).
 */
class FakeUpload {
  static sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  static finish: () => void = () => {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    FakeUpload.sent.push({ url: this.url, headers: this.headers, body });
    setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }), 0);
    FakeUpload.finish = () => {
      this.status = 202;
      this.responseText = JSON.stringify(job({}));
      this.onload?.();
    };
  }
}

describe('catalogue imports page', () => {
  let polls = 0;
  let history: ImportJob[] = [];
  beforeEach(() => {
    resetAppState();
    polls = 0;
    history = [];
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    stubFetch({
      '/api/discipline': () => jsonResponse(disciplineFixture),
      [`${BASE}/${ID}/report.csv`]: () => new Response('record,field,message\r\n', { headers: { 'content-type': 'text/csv' } }),
      [`${BASE}/${ID}`]: () => {
        polls++;
        return jsonResponse(
          polls === 1 ? job({ progress: { phase: 'check', lines: 2, totalLines: 3, fraction: 2 / 3, table: null } }) : done,
        );
      },
      [BASE]: () => jsonResponse({ imports: history, next: null }),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const signInAdmin = () =>
    act(() =>
      appStore.set(sessionAtom, {
        status: 'success',
        token: 't',
        userId: 'u-1',
        user: sessionUser({ permissions: ['console_admin'], isAdmin: true }),
      }),
    );

  it('is the 403 page for anyone but an admin', async () => {
    act(() =>
      appStore.set(sessionAtom, { status: 'success', token: 't', userId: 'u-2', user: sessionUser({ permissions: [], isAdmin: false }) }),
    );
    renderApp('/insights/imports');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Catalogue imports');
  });

  it('uploads with the options, shows progress, then the summary, the report and its CSV', async () => {
    signInAdmin();
    renderApp('/insights/imports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue imports' })).toBeInTheDocument();
    expect(await screen.findByText('No imports yet.')).toBeInTheDocument();

    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    const feed = new File(['{"productId":"x"}\n'], 'feed.jsonl', { type: 'application/x-ndjson' });
    await userEvent.upload(screen.getByLabelText('Feed file'), feed);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Skip invalid records and import the valid ones' }));
    history = [done];
    await userEvent.click(upload);

    // While it is sent, then while it is checked: one labelled progress bar.
    const uploading = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(await screen.findByText('Uploading: 50 %')).toBeInTheDocument();
    expect(uploading).toHaveAttribute('value', '0.5');
    expect(FakeUpload.sent).toHaveLength(1);
    expect(FakeUpload.sent[0]!.url).toBe(`${BASE}?skipInvalid=true&dryRun=false`);
    expect(FakeUpload.sent[0]!.headers).toMatchObject({ Authorization: 'Bearer t', 'Content-Type': 'application/x-ndjson' });
    expect(FakeUpload.sent[0]!.body).toBe(feed);
    act(() => FakeUpload.finish());
    expect(await screen.findByText('Importing the feed')).toBeInTheDocument();
    expect(await screen.findByText('Checked 2 of 3 lines', {}, { timeout: 10_000 })).toBeInTheDocument();

    expect(await screen.findByText('Imported 2 of 3 products. 2 new, 0 updated.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const report = screen.getByRole('table', { name: 'Report' });
    const cells = within(report).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['line 2', 'disciplines[0].primaryDiscipline.code', 'unknown primary discipline "no-such-subject"']);

    const history_ = await screen.findByRole('table', { name: 'History' });
    expect(within(history_).getAllByRole('row')).toHaveLength(2);
    expect(within(history_).getByText('skip invalid')).toBeInTheDocument();

    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const download = screen.getByRole('link', { name: 'Download report (CSV)' });
    expect(download).toHaveAttribute('href', `${BASE}/${ID}/report.csv`);
    await userEvent.click(download);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });

  it('says so when another import is running (409)', async () => {
    signInAdmin();
    class Busy extends FakeUpload {
      override send() {
        setTimeout(() => {
          this.status = 409;
          this.responseText = JSON.stringify({ statusCode: 409, error: 'Conflict', message: 'busy' });
          this.onload?.();
        }, 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', Busy);
    renderApp('/insights/imports');
    await userEvent.upload(await screen.findByLabelText('Feed file'), new File(['x'], 'feed.jsonl'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another import is running. Wait until it has finished, then upload again.');
  });
});
