/**
 * What the entry needs to count a page view without the full source rules: the record
 * types, the campaign-parameter test, this site's own hosts and the "typed in" source.
 * The rules for campaigns, search engines and referrals (visit-source.ts) load only on a
 * landing that needs them, so an ordinary page view costs no request (README).
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

export const CAMPAIGN = /^(utm_(source|medium|campaign|content|term|id|source_platform|creative_format|marketing_tactic)|gclid|yclid)$/;

/** `host` itself or any of its subdomains. */
export const under = (host: string, name: string): boolean => new RegExp(`^(?:.*\\.)?${host.replace(/\./g, '\\.')}$`, 'i').test(name);
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

export function source(typ: SourceType, fields: Partial<Omit<VisitSource, 'typ'>>): VisitSource {
  return { typ, src: NONE, mdm: NONE, cmp: NONE, cnt: NONE, trm: NONE, id: NONE, plt: NONE, fmt: NONE, tct: NONE, ...fields };
}

/** §9 rules for a landing with no campaign parameters and no outside referrer: "typed in" for a new visitor, else the stored source stands. */
export function plainSource(landing: Landing): VisitSource | null {
  return landing.known ? null : source('typein', { src: '(direct)' });
}

/** Whether this landing can change the source beyond "typed in": campaign parameters, or a referrer from another site. */
export function needsSourceRules(search: string, referrer: string, hostname: string): boolean {
  if (Object.keys(rawQuery(search)).some((name) => CAMPAIGN.test(name))) return true;
  try {
    return referrer !== '' && !under(siteName(hostname), siteName(new URL(referrer).hostname));
  } catch {
    return false;
  }
}
