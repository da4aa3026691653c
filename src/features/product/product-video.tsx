// The Overview tab's video (spec §2), loaded only when the cookie-consent group C0002 allows
// third-party content; otherwise spec §8's message with 'Change my settings', which opens the
// consent settings. Only allowed hosts (contract/video.ts), in a sandboxed frame.
import { allowedVideoHost } from '../../../contract/video';
import { useAtomValue, useSetAtom } from '../../lib/state/app-jotai';
import { consentPanelOpenAtom, performanceConsentAtom } from '../../lib/analytics/consent';
import { productText } from './product-messages';

const t = productText.product;

export function ProductVideo({ embedUrl, productName }: { embedUrl: string; productName: string }) {
  const allowed = useAtomValue(performanceConsentAtom);
  const openConsent = useSetAtom(consentPanelOpenAtom);
  const host = allowedVideoHost(embedUrl);
  if (!host) return null;
  if (!allowed) {
    return (
      <div className="product-video product-video--blocked">
        <p>{t.videoBlocked(host)}</p>
        <button type="button" className="button button--secondary" onClick={() => openConsent(true)}>
          {t.changeSettings}
        </button>
      </div>
    );
  }
  return (
    <div className="product-video">
      <iframe
        src={embedUrl}
        title={t.videoTitle(productName)}
        sandbox="allow-scripts allow-same-origin allow-presentation"
        allow="fullscreen; picture-in-picture"
        referrerPolicy="no-referrer"
        loading="lazy"
      />
    </div>
  );
}
