/**
 * Where a visit came from, by the rules of the platform's order attribution (its sourcebuster):
 * campaign parameters win, then a search engine referrer, then (at the start of a session) any
 * other site's referrer, then "typed in" for a visitor never seen before; otherwise the stored
 * source stands. Pure functions over plain data, tested without a browser. Loaded lazily
 * (only on landings with campaign parameters or an outside referrer, and on checkout).
 */
import { CAMPAIGN, NONE, plainSource, rawQuery, siteName, source, under, type Landing, type VisitSource } from './visit-landing.ts';

/** `'a b,c d'` → `[['a','b'],['c','d']]`: the rule tables below, written compactly. */
const table = (list: string): string[][] => list.split(',').map((row) => row.split(' '));

export type { Landing, SourceType, VisitSource } from './visit-landing.ts';
export { NONE, rawQuery, siteName, SOURCE_KEYS } from './visit-landing.ts';

const YANDEX = /^(?:.*\.)?yandex\..{2,9}$/i;
/** Search engines besides Google and Yandex: host, query parameter, name shown. */
const ORGANICS =
  'bing.com q bing,yahoo.com p yahoo,about.com q about,aol.com q aol,ask.com q ask,globososo.com q globo,go.mail.ru q go.mail.ru,rambler.ru query rambler,tut.by query tut.by';
/** Referrers shown under another name. */
const REFERRALS = 't.co twitter.com,plus.url.google.com plus.google.com';

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
  const engine = query
    ? table(ORGANICS).find(([name = '', param]) => under(name, host) && new RegExp(`${param}=`, 'i').test(query))
    : undefined;
  return engine?.[2] ?? '';
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
  return plainSource(landing);
}
