/**
 * §9 order attribution: every page view counts toward the visit, recorded with cookies only (no
 * request to the shop) by a chunk fetched when the browser is idle (visit-record.ts). A page left
 * before that (2 s at most after start) is not counted: the price of keeping the record's rules out
 * of the entry, whose every byte each page pays at load.
 */
import { onIdle } from './strategies/idle.ts';
import { warn } from '../dom-bridge/warn.ts';

export function trackVisitWhenIdle(): void {
  onIdle(() => {
    import('./visit-record.ts')
      .then((visit) => visit.recordThisView())
      // Cookies blocked, a broken page URL or the chunk not loaded: attribution keeps what was recorded before.
      .catch((error: unknown) => warn('the page view could not be recorded.', error));
  });
}
