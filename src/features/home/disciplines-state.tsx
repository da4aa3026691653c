// What the home page shows while the discipline list is loading, failed or empty.
import { messages } from '../../lib/messages/messages';
import { LoadErrorNotice } from '../../ui/load-error-notice';

const t = messages.home;

/** spec §8: internal error; the discipline cause is 'Error information not available'. */
export function DisciplinesError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadErrorNotice error={error} onRetry={onRetry} texts={t} />;
}

export function NoDisciplines() {
  return <p className="notice">{t.noSubjects}</p>;
}
