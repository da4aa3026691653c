// Catalogue imports, route /insights/imports, for admins only like search insights (issue #40
// item 5): anyone else (signed out too) gets the spec's 403 page, as the API answers 403 (401
// signed out). A feed is uploaded (a progress bar while it is sent), its import is polled (the
// same bar while records are checked, indeterminate while the catalogue is written), then the
// summary, the report's problems and a CSV download; below, the history of imports. Online by
// definition: its chunk is not precached (vite.config.ts) and nothing is kept in the persisted cache.
import { use, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AppLink } from '../../ui/app-link';
import { useAtomValue } from '../../lib/state/app-jotai';
import { ApiError } from '../../lib/api/api-client';
import { signedInUserAtom, sessionAtom, readStoredSession } from '../../lib/session/session-store';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { ForbiddenMessage } from '../../ui/not-found-message';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import { isAdminUser } from '../../domain/session/user';
import type { ImportJob } from '../../../contract/schemas/catalogue-import';
import { downloadReport, historyQuery, importsKey, jobQuery, uploadFeed } from './imports-api';
import { importsText as t, importsTextPending } from './imports-messages';
import './imports.css';

export default function ImportsPage() {
  // The page's language first (the route's fallback shows meanwhile).
  if (importsTextPending) use(importsTextPending);
  useDocumentTitle(`${t.title} - Exchange`);
  const user = useAtomValue(signedInUserAtom);
  const session = useAtomValue(sessionAtom);
  // Not known while React takes over a page the server drew for nobody (its first render draws
  // what the server drew), nor while a stored session loads or waits to start (main.tsx).
  const pending = !useHydrated() || (session.status !== 'success' && readStoredSession() !== null);
  const admin = user !== null && isAdminUser(user);
  const history = useQuery({ ...historyQuery(user?.id ?? null), enabled: admin });

  if (!admin && pending) return <p className="page">{t.loading}</p>;
  if (!admin || (history.error instanceof ApiError && (history.error.status === 403 || history.error.status === 401)))
    return <ForbiddenMessage />;

  return (
    <div className="page imports">
      <div className="imports__head">
        <p>
          <AppLink to="/insights">{t.back}</AppLink>
        </p>
        <h1 className="page__title">{t.title}</h1>
        <p className="imports__intro">{t.intro}</p>
      </div>
      <UploadCard />
      <section className="imports-card" aria-labelledby="imports-history">
        <h2 id="imports-history" className="imports-card__title">
          {t.history}
        </h2>
        {!history.data ? (
          history.isError ? (
            <div className="notice" role="alert">
              <p>{t.error}</p>
              <button type="button" className="button button--secondary" onClick={() => void history.refetch()}>
                {t.retry}
              </button>
            </div>
          ) : (
            <p role="status">{t.loading}</p>
          )
        ) : history.data.imports.length === 0 ? (
          <p>{t.historyNone}</p>
        ) : (
          <HistoryTable jobs={history.data.imports} />
        )}
      </section>
    </div>
  );
}

/** The form, then the running import's progress, then its result. */
function UploadCard() {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<number | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const job = useQuery({ ...jobQuery(jobId ?? ''), enabled: jobId !== null });
  const running = sent !== null || job.data?.status === 'running';

  const start = (file: File, options: { skipInvalid: boolean; dryRun: boolean }) => {
    setProblem(null);
    setJobId(null);
    setSent(0);
    uploadFeed(file, options, setSent)
      .then((started) => {
        queryClient.setQueryData(jobQuery(started.id).queryKey, started);
        setJobId(started.id);
        void queryClient.invalidateQueries({ queryKey: [...importsKey, 'history'] });
      })
      .catch((error: unknown) => setProblem(uploadProblem(error)))
      .finally(() => setSent(null));
  };

  // The history again once the import has ended.
  const finished = job.data && job.data.status !== 'running' ? job.data.id : null;
  const [told, setTold] = useState<string | null>(null);
  if (finished && told !== finished) {
    setTold(finished);
    void queryClient.invalidateQueries({ queryKey: [...importsKey, 'history'] });
  }

  return (
    <section className="imports-card" aria-labelledby="imports-upload">
      <h2 id="imports-upload" className="imports-card__title">
        {t.upload}
      </h2>
      <UploadForm busy={running} onUpload={start} />
      {sent !== null && <Progress heading={t.uploading} value={sent} text={t.progressUpload(Math.round(sent * 100))} />}
      {sent === null && job.data?.status === 'running' && <RunningImport job={job.data} />}
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
      {job.data && job.data.status !== 'running' && <ImportResult job={job.data} />}
    </section>
  );
}

/** The feed and the options; `onUpload` when submitted with a file. */
function UploadForm({
  busy,
  onUpload,
}: {
  busy: boolean;
  onUpload: (file: File, options: { skipInvalid: boolean; dryRun: boolean }) => void;
}) {
  const fileId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [dryRun, setDryRun] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && !busy) onUpload(file, { skipInvalid, dryRun });
  };
  return (
    <form className="imports-form" onSubmit={submit}>
      <div className="imports-form__field">
        <label htmlFor={fileId}>{t.file}</label>
        <input
          id={fileId}
          type="file"
          accept=".xml,.jsonl,.ndjson,.json,.gz,application/xml,application/x-ndjson,application/gzip"
          aria-describedby={hintId}
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
        <p id={hintId} className="imports__hint">
          {t.fileHint}
        </p>
      </div>
      <label className="imports-form__check">
        <input
          type="checkbox"
          checked={skipInvalid}
          onChange={(event) => setSkipInvalid(event.currentTarget.checked)}
        />
        {t.skipInvalid}
      </label>
      <label className="imports-form__check">
        <input type="checkbox" checked={dryRun} onChange={(event) => setDryRun(event.currentTarget.checked)} />
        {t.dryRun}
      </label>
      <p>
        <button type="submit" className="button button--primary" disabled={!file || busy}>
          {t.upload}
        </button>
      </p>
    </form>
  );
}

function uploadProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return t.busy;
    if (error.status === 413) return t.tooLarge;
    const message = (error.body as { message?: unknown } | null)?.message;
    if (typeof message === 'string') return `${t.uploadFailed} ${message}`;
  }
  return t.uploadFailed;
}

/** A labelled progress bar; without a value it is indeterminate (the writing has no known end). */
function Progress({ heading, value, text }: { heading: string; value: number | null; text: string }) {
  const textId = useId();
  return (
    <div className="imports-progress" role="status">
      <p className="imports-progress__heading">{heading}</p>
      <progress aria-label={t.progressLabel} aria-describedby={textId} max={1} {...(value === null ? {} : { value })} />
      <p id={textId}>{text}</p>
    </div>
  );
}

function RunningImport({ job }: { job: ImportJob }) {
  const { phase, lines, totalLines, fraction, table } = job.progress;
  const text = phase === 'write' ? t.progressWrite(table) : t.progressCheck(lines, totalLines);
  return <Progress heading={t.importing} value={phase === 'write' ? null : (fraction ?? null)} text={text} />;
}

function ImportResult({ job }: { job: ImportJob }) {
  const summary = job.summary!;
  const issues = job.issues ?? [];
  return (
    <div className="imports-result">
      <h3 className="imports-card__subtitle">{t.result}</h3>
      {job.status === 'succeeded' ? (
        <p role="status">
          {t.succeeded(summary.imported, summary.lines, job.dryRun)}{' '}
          {t.createdUpdated(summary.created, summary.updated)}
        </p>
      ) : (
        <div className="notice notice--error" role="alert">
          <p>{t.failed}</p>
          {job.error && <p>{job.error}</p>}
        </div>
      )}
      <h3 className="imports-card__subtitle">
        {t.report}: {t.reportCount(summary.issues)}
      </h3>
      {summary.issues === 0 ? (
        <p>{t.reportNone}</p>
      ) : (
        <>
          {issues.length < summary.issues && (
            <p className="imports__hint">{t.reportShown(issues.length, summary.issues)}</p>
          )}
          <ScrollRegion label={t.report}>
            <table className="imports-table">
              <caption className="visually-hidden">{t.report}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.columns.record}</th>
                  <th scope="col">{t.columns.field}</th>
                  <th scope="col">{t.columns.message}</th>
                </tr>
              </thead>
              <tbody>
                {issues.map((issue, i) => (
                  <tr key={i}>
                    <td>{issue.record}</td>
                    <td>
                      <code>{issue.field}</code>
                    </td>
                    <td>{issue.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
      <p>
        <ReportLink job={job}>{t.download}</ReportLink>
      </p>
    </div>
  );
}

/** A link to the CSV: followed with the session's headers (a plain link would carry none). */
function ReportLink({ job, label, children }: { job: ImportJob; label?: string; children: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      <a
        href={job.reportUrl}
        download={`catalogue-import-${job.id}.csv`}
        aria-label={label}
        onClick={(event) => {
          event.preventDefault();
          setFailed(false);
          downloadReport(job).catch(() => setFailed(true));
        }}
      >
        {children}
      </a>
      {failed && <span role="alert"> {t.uploadFailed}</span>}
    </>
  );
}

function HistoryTable({ jobs }: { jobs: ImportJob[] }) {
  const c = t.historyColumns;
  return (
    <ScrollRegion label={t.history}>
      <table className="imports-table">
        <caption className="visually-hidden">{t.history}</caption>
        <thead>
          <tr>
            <th scope="col">{c.started}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.options}</th>
            <th scope="col">{c.lines}</th>
            <th scope="col">{c.imported}</th>
            <th scope="col">{c.issues}</th>
            <th scope="col">{c.report}</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => {
            const options = [job.skipInvalid && t.optionSkip, job.dryRun && t.optionDry].filter(Boolean).join(', ');
            const started = t.date(job.createdAt);
            return (
              <tr key={job.id}>
                <td>{started}</td>
                <td>{t.status[job.status]}</td>
                <td>{options || t.optionNone}</td>
                <td className="imports-table__number">{job.summary ? t.count(job.summary.lines) : t.optionNone}</td>
                <td className="imports-table__number">{job.summary ? t.count(job.summary.imported) : t.optionNone}</td>
                <td className="imports-table__number">{job.summary ? t.count(job.summary.issues) : t.optionNone}</td>
                <td>
                  {job.status === 'running' ? (
                    t.optionNone
                  ) : (
                    <ReportLink job={job} label={t.csvOf(started)}>
                      {t.csv}
                    </ReportLink>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A table that scrolls sideways at a phone's width: focusable, so a keyboard can scroll it too. */
function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Named apart from the section around it (a landmark's name is unique on the page). Focusable
    // so a keyboard can scroll it, as the product page's Compare formats table.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="imports-table-wrap" role="region" aria-label={t.tableRegion(label)} tabIndex={0}>
      {children}
    </div>
  );
}
