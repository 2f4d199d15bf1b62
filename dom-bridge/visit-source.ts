/**
 * Where a visit came from, by the rules of the platform's order attribution (its sourcebuster):
 * campaign parameters win, then a search engine referrer, then (at the start of a session) any
 * other site's referrer, then "typed in" for a visitor never seen before; otherwise the stored
 * source stands. Pure functions over plain data, tested without a browser. Part of the entry
 * (every page records its view without a request), so it is written to stay small.
 */

/** §3 order attribution `source_type` values a storefront visit can have ('admin' is the server's). */
export type SourceType = 'utm' | 'organic' | 'referral' | 'typein';

/** The `sbjs_current` record, keyed as in the cookie: type, source, medium, campaign, content, term, id, platform, format, tactic. */
export interface VisitSource {
  typ: SourceType;
  src: string;
  mdm: string;
  cmp: string;
  cnt: string;
  trm: string;
  id: string;
  plt: string;
  fmt: string;
  tct: string;
}

/** The cookie's key order. */
export const SOURCE_KEYS = ['typ', 'src', 'mdm', 'cmp', 'cnt', 'trm', 'id', 'plt', 'fmt', 'tct'] as const;

/** What the landing page knows about the visit. */
export interface Landing {
  /** Query parameters of the page, raw (not URL-decoded), first occurrence of each. */
  query: Readonly<Record<string, string>>;
  /** document.referrer ('' for none). */
  referrer: string;
  /** location.hostname. */
  hostname: string;
  /** A visit session is running (sbjs_session is set). */
  inSession: boolean;
  /** A first or current source is stored already. */
  known: boolean;
}

export const NONE = '(none)';

const CAMPAIGN = /^(utm_(source|medium|campaign|content|term|id|source_platform|creative_format|marketing_tactic)|gclid|yclid)$/;
const YANDEX = /^(?:.*\.)?yandex\..{2,9}$/i;
/** Search engines besides Google and Yandex: host, query parameter, name shown. */
const ORGANICS = 'bing.com q bing,yahoo.com p yahoo,about.com q about,aol.com q aol,ask.com q ask,globososo.com q globo,go.mail.ru q go.mail.ru,rambler.ru query rambler,tut.by query tut.by';
/** Referrers shown under another name. */
const REFERRALS = 't.co twitter.com,plus.url.google.com plus.google.com';

const table = (list: string): string[][] => list.split(',').map((row) => row.split(' '));
/** `host` itself or any of its subdomains. */
const under = (host: string, name: string): boolean => new RegExp(`^(?:.*\\.)?${host.replace(/\./g, '\\.')}$`, 'i').test(name);
/** A host without its first "www." (the platform's way of naming a site). */
export const siteName = (host: string): string => host.replace('www.', '');

/** The query string's parameters, raw, first occurrence of each (empty names dropped). */
export function rawQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [name = '', ...value] = pair.split('=');
    if (name && !(name in out)) out[name] = value.join('=');
  }
  return out;
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The search engine's name when `referrer` is a search results page, else ''. */
export function organicSource(referrer: string): string {
  const url = parseUrl(referrer);
  const host = url?.hostname ?? '';
  const query = url?.search.slice(1) ?? '';
  if (query && /^(?:.*\.)?yandex\..{2,9}$/.test(host) && query.includes('text=')) return 'yandex';
  if (/^(?:www\.)?google\..{2,9}$/.test(host)) return 'google';
  const engine = query ? table(ORGANICS).find(([name = '', param]) => under(name, host) && new RegExp(`${param}=`, 'i').test(query)) : undefined;
  return engine?.[2] ?? '';
}

function source(typ: SourceType, fields: Partial<Omit<VisitSource, 'typ'>>): VisitSource {
  return { typ, src: NONE, mdm: NONE, cmp: NONE, cnt: NONE, trm: NONE, id: NONE, plt: NONE, fmt: NONE, tct: NONE, ...fields };
}

function campaign(query: Readonly<Record<string, string>>, referrer: string): VisitSource {
  const ad = query.gclid !== undefined ? 'google' : query.yclid !== undefined ? 'yandex' : '';
  // Yandex puts the search words in `text`: they stand in for a missing utm_term.
  const url = parseUrl(referrer);
  const yandexText = url && YANDEX.test(url.hostname) ? rawQuery(url.search).text : '';
  return source('utm', {
    src: query.utm_source ?? (ad || NONE),
    mdm: query.utm_medium ?? (ad ? 'cpc' : NONE),
    cmp: query.utm_campaign ?? (ad ? `${ad}_cpc` : NONE),
    cnt: query.utm_content ?? NONE,
    trm: query.utm_term ?? (yandexText || NONE),
    id: query.utm_id || NONE,
    plt: query.utm_source_platform || NONE,
    fmt: query.utm_creative_format || NONE,
    tct: query.utm_marketing_tactic || NONE,
  });
}

/**
 * The new current source for this page view, or null when the stored one stands.
 * Order (the platform's): campaign parameters → search engine → another site at the start
 * of a session → a first-time visitor typing the address.
 */
export function classifyVisit(landing: Landing): VisitSource | null {
  if (Object.keys(landing.query).some((name) => CAMPAIGN.test(name))) return campaign(landing.query, landing.referrer);
  const referrer = landing.referrer ? parseUrl(landing.referrer) : null;
  // This site and its subdomains are not a source.
  if (referrer && !under(siteName(landing.hostname), siteName(referrer.hostname))) {
    const engine = organicSource(landing.referrer);
    if (engine) return source('organic', { src: engine, mdm: 'organic' });
    if (!landing.inSession) {
      const named = table(REFERRALS).find(([name = '']) => under(name, referrer.hostname));
      return source('referral', { src: named?.[1] ?? siteName(referrer.hostname), mdm: 'referral', cnt: referrer.pathname });
    }
  }
  return landing.known ? null : source('typein', { src: '(direct)' });
}
