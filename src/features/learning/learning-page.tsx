// Search learning, route /insights/learning, for admins only like search insights:
// anyone else (signed out too) gets the spec's 403 page, as the API answers 403 (401 signed out).
// Proposals mined from the search events with their evidence (counts of visits, the follow-up
// texts and the products opened: aggregates only, never one visit's trail), each accepted as
// proposed, accepted after editing the replacement, or rejected; the accepted rules, each undoable;
// and the switch of the ranking that follows clicks. Nothing here is kept in the persisted cache.
import { use, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AppLink } from '../../ui/app-link';
import { useAtomValue } from '../../lib/state/app-jotai';
import { apiGet, ApiError } from '../../lib/api/api-client';
import { apiSend } from './learning-api';
import { signedInUserAtom, sessionAtom, readStoredSession } from '../../lib/session/session-store';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { ForbiddenMessage } from '../../ui/not-found-message';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import { isAdminUser } from '../../domain/session/user';
import type { LearningAnswer, Proposal } from '../../../contract/search-learning';
import { MIN_CLICK_ADDRESSES, type ClickMover } from '../../../contract/click-evidence';
import { learningText as t, learningTextPending } from './learning-messages';
import './learning.css';

// Under 'insights', so the persister leaves it out with the insights (src/lib/storage/query-client.ts).
const KEY = ['insights', 'learning'] as const;

export default function LearningPage() {
  // The page's language first (the route's fallback shows meanwhile).
  if (learningTextPending) use(learningTextPending);
  useDocumentTitle(`${t.title} - Exchange`);
  const user = useAtomValue(signedInUserAtom);
  const session = useAtomValue(sessionAtom);
  // Not known while React takes over a page the server drew for nobody (its first render draws
  // what the server drew), nor while a stored session loads or waits to start (main.tsx).
  const pending = !useHydrated() || (session.status !== 'success' && readStoredSession() !== null);
  const admin = user !== null && isAdminUser(user);
  const query = useQuery({
    queryKey: [...KEY, user?.id ?? null],
    queryFn: ({ signal }) => apiGet<LearningAnswer>('/api/learning', { signal }),
    enabled: admin,
    retry: false,
    staleTime: 0,
  });

  if (!admin && pending) return <p className="page">{t.loading}</p>;
  if (!admin || (query.error instanceof ApiError && (query.error.status === 403 || query.error.status === 401)))
    return <ForbiddenMessage />;

  return (
    <div className="page learning">
      <div className="learning__head">
        <p>
          <AppLink to="/insights">{t.back}</AppLink>
        </p>
        <h1 className="page__title">{t.title}</h1>
        <p className="learning__intro">{t.intro}</p>
      </div>
      {!query.data ? (
        query.isError ? (
          <div className="notice" role="alert">
            <p>{t.error}</p>
            <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
              {t.retry}
            </button>
          </div>
        ) : (
          <p role="status">{t.loading}</p>
        )
      ) : (
        <LearningBody data={query.data} />
      )}
    </div>
  );
}

function LearningBody({ data }: { data: LearningAnswer }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // One change at a time; the answer is fetched again after each (a plain state, not useMutation:
  // the mutation machinery made the bundler split shared code out of the app's chunk).
  const run = (action: () => Promise<string>) => {
    setBusy(true);
    action()
      .then(async (text) => {
        setNotice({ text, error: false });
        await queryClient.invalidateQueries({ queryKey: KEY });
      })
      .catch(() => setNotice({ text: t.actionFailed, error: true }))
      .finally(() => setBusy(false));
  };

  return (
    <>
      <p role="status" className={notice?.error ? 'notice notice--error' : undefined}>
        {notice?.text ?? ''}
      </p>
      <RankingCard data={data} busy={busy} run={run} />
      <ProposalsCard data={data} busy={busy} run={run} />
      <AcceptedCard data={data} busy={busy} run={run} />
    </>
  );
}

/** One change at a time: `run` makes it and says what it did; `busy` while one is on its way. */
interface CardProps {
  data: LearningAnswer;
  busy: boolean;
  run: (action: () => Promise<string>) => void;
}

/** The switch of the ranking that follows clicks. */
function RankingCard({ data, busy, run }: CardProps) {
  return (
    <section className="learning-card" aria-labelledby="learning-ranking">
      <div className="learning-switch">
        <h2 id="learning-ranking" className="learning-card__title">
          {t.ranking}
        </h2>
        <button
          type="button"
          role="switch"
          aria-checked={data.clickRanking}
          aria-labelledby="learning-ranking"
          className="button button--secondary learning-switch__button"
          disabled={busy}
          onClick={() =>
            run(async () => {
              await apiSend('PUT', '/api/learning/click-ranking', { enabled: !data.clickRanking });
              return t.rankingNotice(!data.clickRanking);
            })
          }
        >
          {data.clickRanking ? t.on : t.off}
        </button>
      </div>
      <p className="learning__hint">{t.rankingHint(data.signals.queries, MIN_CLICK_ADDRESSES)}</p>
      <ClickMovers movers={data.movers} />
    </section>
  );
}

/**
 * The pairs click evidence moves, with what tells many people from one eager address (issue
 * #41): the addresses, the busiest one's share, the clicks on searches the server never answered.
 */
function ClickMovers({ movers }: { movers: ClickMover[] }) {
  const c = t.moverColumns;
  return (
    <>
      <h3 className="learning-card__subtitle">{t.movers}</h3>
      <p className="learning__hint">{t.moversHint}</p>
      {movers.length === 0 ? (
        <p>{t.moversNone}</p>
      ) : (
        <LearningTable columns={[c.query, c.product, c.visits, c.addresses, c.busiest, c.unserved, c.boost]}>
          {movers.map((m) => (
            <tr key={`${m.query}\u0000${m.productId}`}>
              <th scope="row">{m.query}</th>
              <td>
                <AppLink to={`/products/${encodeURIComponent(m.productId)}`}>{m.name ?? m.productId}</AppLink>
              </td>
              <td>{t.count(m.visits)}</td>
              <td>{t.count(m.addresses)}</td>
              <td>{t.busiest(m.topAddressVisits, m.visits)}</td>
              <td>{t.count(m.unserved)}</td>
              <td>{m.boost > 0 ? t.boost(m.boost) : t.noBoost}</td>
            </tr>
          ))}
        </LearningTable>
      )}
    </>
  );
}

function ProposalsCard({ data, busy, run }: CardProps) {
  return (
    <section className="learning-card" aria-labelledby="learning-proposals">
      <h2 id="learning-proposals" className="learning-card__title">
        {t.proposals}
      </h2>
      <p className="learning__hint">{t.retention(data.retentionDays)}</p>
      {data.proposals.length === 0 ? (
        <p>{t.proposalsNone}</p>
      ) : (
        <LearningTable
          columns={[t.columns.term, t.columns.kind, t.columns.replacement, t.columns.evidence, t.columns.actions]}
        >
          {data.proposals.map((p) => (
            <ProposalRow key={p.term} proposal={p} busy={busy} run={run} />
          ))}
        </LearningTable>
      )}
    </section>
  );
}

/** The accepted rules, each undoable. */
function AcceptedCard({ data, busy, run }: CardProps) {
  return (
    <section className="learning-card" aria-labelledby="learning-accepted">
      <h2 id="learning-accepted" className="learning-card__title">
        {t.accepted}
      </h2>
      {data.synonyms.length === 0 ? (
        <p>{t.acceptedNone}</p>
      ) : (
        <LearningTable
          columns={[t.columns.term, t.columns.kind, t.columns.replacement, t.columns.accepted, t.columns.actions]}
        >
          {data.synonyms.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.term}</th>
              <td>{t.kinds[s.kind]}</td>
              <td>{s.replacement}</td>
              <td>{s.acceptedAt.slice(0, 10)}</td>
              <td>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t.undoLabel(s.term)}
                  disabled={busy}
                  onClick={() =>
                    run(async () => {
                      await apiSend('DELETE', `/api/learning/synonyms/${s.id}`);
                      return t.undoneNotice(s.term);
                    })
                  }
                >
                  {t.undo}
                </button>
              </td>
            </tr>
          ))}
        </LearningTable>
      )}
    </section>
  );
}

function LearningTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <div className="learning-table-wrap">
      <table className="learning-table">
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function ProposalRow({
  proposal: p,
  busy,
  run,
}: {
  proposal: Proposal;
  busy: boolean;
  run: (action: () => Promise<string>) => void;
}) {
  const [replacement, setReplacement] = useState(p.replacement);
  const inputId = `learning-replacement-${p.term.replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <tr>
      <th scope="row">{p.term}</th>
      <td>{t.kinds[p.kind]}</td>
      <td>
        <label className="visually-hidden" htmlFor={inputId}>
          {t.replacementLabel(p.term)}
        </label>
        <input id={inputId} value={replacement} maxLength={100} onChange={(e) => setReplacement(e.target.value)} />
      </td>
      <td>
        <p>{t.visits(p.visits)}</p>
        <ul>
          {p.examples.map((e) => (
            <li key={e.query}>
              {t.thenSearched} “{e.query}” ({t.visits(e.visits)})
            </li>
          ))}
          {p.products.map((product) => (
            <li key={product.productId}>
              {t.opened}{' '}
              <AppLink to={`/products/${encodeURIComponent(product.productId)}`}>
                {product.name ?? product.productId}
              </AppLink>{' '}
              ({t.visits(product.visits)})
            </li>
          ))}
        </ul>
      </td>
      <td>
        <div className="learning-actions">
          <button
            type="button"
            className="button button--primary"
            aria-label={t.acceptLabel(p.term)}
            disabled={busy || replacement.trim() === ''}
            onClick={() =>
              run(async () => {
                const saved = await apiSend<{ replacement: string }>('POST', '/api/learning/synonyms', {
                  term: p.term,
                  replacement: replacement.trim(),
                  kind: p.kind,
                });
                return t.acceptedNotice(p.term, saved.replacement);
              })
            }
          >
            {t.accept}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-label={t.rejectLabel(p.term)}
            disabled={busy}
            onClick={() =>
              run(async () => {
                await apiSend('POST', '/api/learning/rejections', { term: p.term });
                return t.rejectedNotice(p.term);
              })
            }
          >
            {t.reject}
          </button>
        </div>
      </td>
    </tr>
  );
}
