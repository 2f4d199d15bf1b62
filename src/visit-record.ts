/**
 * §9 order attribution: this page view counted toward the visit (`session_pages`) and its source
 * recorded, with cookies only. A chunk the entry loads when the browser is idle (2 s at most), so
 * the 6 KB entry does not carry the record's rules. An ordinary view (no campaign parameters, no
 * outside referrer) is judged by the small "typed in" rule; a landing that can change the source
 * loads the full rules (campaigns, search engines, referrals) first.
 */
import { needsSourceRules, plainSource } from '../dom-bridge/visit-landing.ts';
import { trackVisit, type Classifier } from '../dom-bridge/visit.ts';

async function classifier(): Promise<Classifier> {
  if (!needsSourceRules(location.search, document.referrer, location.hostname)) return plainSource;
  return (await import('../dom-bridge/visit-source.ts')).classifyVisit;
}

/** Records this page view; rejects when it could not (cookies blocked, the rules' chunk not loaded). */
export async function recordThisView(): Promise<void> {
  trackVisit(await classifier());
}
