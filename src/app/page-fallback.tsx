import { messages } from '../lib/messages/messages';

/** Shown while a screen's code loads: a heading and a few lines, where the page will be. */
export function PageFallback() {
  return (
    <div className="page" role="status">
      <span className="visually-hidden">{messages.app.loadingPage}</span>
      <div aria-hidden="true">
        <div
          className="skeleton"
          style={{ height: '2.5rem', width: 'min(24rem, 80%)', marginBottom: 'var(--space-4)' }}
        />
        {[90, 75, 82].map((w) => (
          <div key={w} className="skeleton" style={{ height: '1rem', width: `${w}%`, margin: '0 0 0.875rem' }} />
        ))}
      </div>
    </div>
  );
}
