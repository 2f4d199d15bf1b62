/**
 * The visit record the platform's order attribution keeps (sourcebuster's cookies, in its
 * `key=value|||key=value` format, so either script reads what the other wrote), brought up to
 * date once per page view: the source when this view changes it, the session's page count,
 * the visit count and the user agent. Part of the entry: it runs on every page with cookies
 * only, never a request (README: a visitor without a cart causes zero requests after load).
 *
 * §9: lifetime 0.00001 months (under a minute, which the platform rounds down to "none": the
 * source cookies last for the browser session), session 30 minutes, values not base64-encoded.
 */
import { ORDER_ATTRIBUTION_GLOBAL, VISIT_COOKIE_PREFIX, VISIT_SESSION_MINUTES } from './constants.ts';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';
import { globalRecord, isRecord } from './globals.ts';
import { NONE, rawQuery, SOURCE_KEYS, type Landing, type VisitSource } from './visit-landing.ts';

/** The source rules this page view is judged by: `plainSource` in the entry, `classifyVisit` where the full rules are loaded. */
export type Classifier = (landing: Landing) => VisitSource | null;

/** The platform's visit records, each kept in cookie `sbjs_<name>`. */
export type VisitRecordName = 'current' | 'current_add' | 'first' | 'first_add' | 'session' | 'udata' | 'migrations';
const RECORDS: VisitRecordName[] = ['current', 'current_add', 'first', 'first_add', 'session', 'udata', 'migrations'];

const DELIMITER = '|||';

/** `[key, value]` pairs → the cookie format. */
export const pack = (entries: ReadonlyArray<ReadonlyArray<string | number>>): string =>
  entries.map((entry) => entry.join('=')).join(DELIMITER);

/** The cookie format → its fields, values decoded once (as the platform reads them). */
export function unpack(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of value ? value.split(DELIMITER) : []) {
    const [key = '', ...rest] = part.split('=');
    let field = rest.join('=');
    try {
      field = decodeURIComponent(field);
    } catch {
      // Not percent-encoded after all: keep it as written.
    }
    if (key) out[key] = field;
  }
  return out;
}

/** A visit record's raw value (`sbjs_<name>`). */
export const readVisitCookie = (name: VisitRecordName): string | undefined => readCookie(VISIT_COOKIE_PREFIX + name) || undefined;
/** Path `/`; no expiry means the browser session (the platform's 0.00001-month lifetime). */
const write = (name: VisitRecordName, value: string, expires?: Date): void => writeCookie(VISIT_COOKIE_PREFIX + name, value, expires);

/** Counts this page view and records where the visit came from. */
function recordPageView(classify: Classifier, now: Date): void {
  const { href, search, hostname } = location;
  const referrer = document.referrer;
  const session = readVisitCookie('session');
  const first = readVisitCookie('first');
  const current = readVisitCookie('current') ?? first;
  // The platform's mark that this visitor's cookies are in its current format.
  if (!first && !readVisitCookie('migrations')) write('migrations', '1418474375998=1');

  const found = classify({ query: rawQuery(search), referrer, hostname, inSession: !!session, known: !!current });
  if (found) {
    // §3 session_start_time: UTC `yyyy-mm-dd hh:mm:ss`; session_entry; referrer.
    const landing = pack([
      ['fd', now.toISOString().slice(0, 19).replace('T', ' ')],
      ['ep', href],
      ['rf', referrer || NONE],
    ]);
    write('current_add', landing);
    if (!readVisitCookie('first_add')) write('first_add', landing);
  }
  const source = found ? pack(SOURCE_KEYS.map((key) => [key, found[key]])) : (current ?? '');
  write('current', source);
  if (!first) write('first', source);

  // A view without a running session starts a new visit.
  const udata = readVisitCookie('udata');
  const visits = udata ? (parseInt(unpack(udata).vst ?? '', 10) || 1) + (session ? 0 : 1) : 1;
  write(
    'udata',
    pack([
      ['vst', visits],
      ['uip', NONE],
      ['uag', navigator.userAgent],
    ]),
  );

  const pages = session ? (parseInt(unpack(session).pgs ?? '', 10) || 1) + 1 : 1;
  write(
    'session',
    pack([
      ['pgs', pages],
      ['cpg', href],
    ]),
    new Date(now.getTime() + VISIT_SESSION_MINUTES * 60_000),
  );
}

let tracked = false;

/** §9 "Tracking is allowed" unless the page's `wc_order_attribution.params.allowTracking` says false. */
export function trackingAllowed(): boolean {
  const params = globalRecord(ORDER_ATTRIBUTION_GLOBAL).params;
  return !(isRecord(params) && params.allowTracking === false);
}

/**
 * Records this page view, once per page load however often it is called (the per-page
 * tracker and the checkout's attribution both ask). With tracking disallowed the platform's
 * cookies are removed, as its own script does.
 */
export function trackVisit(classify: Classifier, now: Date = new Date()): void {
  if (tracked) return;
  tracked = true;
  if (!trackingAllowed()) {
    for (const name of RECORDS) removeCookie(VISIT_COOKIE_PREFIX + name);
  } else {
    recordPageView(classify, now);
  }
}

/** Forgets this page's view so a test can record another. */
export function resetVisitForTests(): void {
  tracked = false;
}
