/**
 * §9 order attribution: every page view counts toward the visit (`session_pages`), so the visit
 * is recorded on every page, at idle, in the entry itself: no React, no chunk, no request.
 */
import { trackVisit } from '../dom-bridge/visit.ts';
import { onIdle } from './strategies/idle.ts';

function record(): void {
  try {
    trackVisit();
  } catch (error) {
    // Cookies blocked or a broken page URL: attribution keeps what was recorded before.
    console.warn('[shop-islands] the page view could not be recorded.', error);
  }
}

export function trackVisitWhenIdle(): void {
  onIdle(record);
  // A page left before the browser was idle still counts (cookies are written synchronously).
  addEventListener('pagehide', record, { once: true });
}
