/**
 * §9 order attribution: every page view counts toward the visit, recorded with cookies only (no
 * request to the shop) by a chunk (visit-record.ts). A landing that can change the source (campaign
 * parameters, an outside referrer) loads it at once, so a shopper who moves on quickly keeps the
 * campaign; an ordinary view loads it when the browser is idle (2 s at most after start), and one left
 * before that is not counted: the price of keeping the record's rules out of the entry, whose every
 * byte each page pays at load.
 */
import { needsSourceRules } from '../dom-bridge/visit-landing.ts';
import { onIdle } from './strategies/idle.ts';
import { warn } from '../dom-bridge/warn.ts';

function record(): void {
  import('./visit-record.ts')
    .then((visit) => visit.recordThisView())
    // Cookies blocked, a broken page URL or the chunk not loaded: attribution keeps what was recorded before.
    .catch((error: unknown) => warn('the page view could not be recorded.', error));
}

export function trackVisitWhenIdle(): void {
  if (needsSourceRules(location.search, document.referrer, location.hostname)) record();
  else onIdle(record);
}
