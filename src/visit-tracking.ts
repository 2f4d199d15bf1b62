/**
 * §9 order attribution: every page view counts toward the visit (`session_pages`), so the
 * visit is recorded on every page with cookies only. An ordinary view (no campaign
 * parameters, no outside referrer) is judged by the entry's small "typed in" rule at idle:
 * no chunk, no request. A landing that can change the source loads the full rules at once.
 */
import { needsSourceRules, plainSource } from '../dom-bridge/visit-landing.ts';
import { trackVisit, type Classifier } from '../dom-bridge/visit.ts';
import { onIdle } from './strategies/idle.ts';
import { warn } from '../dom-bridge/warn.ts';

function record(classify: Classifier): void {
  try {
    trackVisit(classify);
  } catch (error) {
    // Cookies blocked or a broken page URL: attribution keeps what was recorded before.
    warn('the page view could not be recorded.', error);
  }
}

export function trackVisitWhenIdle(): void {
  if (needsSourceRules(location.search, document.referrer, location.hostname)) {
    import('../dom-bridge/visit-source.ts')
      .then((rules) => record(rules.classifyVisit))
      .catch((error: unknown) => warn('the visit source rules could not load.', error));
    return;
  }
  onIdle(() => record(plainSource));
  // A page left before the browser was idle still counts (cookies are written synchronously).
  addEventListener('pagehide', () => record(plainSource), { once: true });
}
