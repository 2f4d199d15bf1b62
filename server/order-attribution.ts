/**
 * The order attribution data stored with an order (§3 "Order attribution fields"), as the
 * platform's OrderAttributionController keeps it: the posted `wc_order_attribution_*` fields
 * without their prefix, the device type read from the user agent, nothing at all when every
 * value is empty, and source type `admin` for orders created in the shop's back office.
 */
import type { FormFields } from './http.ts';

export const ATTRIBUTION_PREFIX = 'wc_order_attribution_';

/** §3: the fields the checkout posts, unprefixed. */
export const ATTRIBUTION_FIELDS = [
  'source_type',
  'referrer',
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_content',
  'utm_id',
  'utm_term',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'session_entry',
  'session_start_time',
  'session_pages',
  'session_count',
  'user_agent',
] as const;

/** The platform's device classes, by user agent. */
export function deviceType(userAgent: string): 'Mobile' | 'Tablet' | 'Desktop' {
  if (/(tablet|ipad|playbook|silk)|(android(?!.*mobi))/i.test(userAgent)) return 'Tablet';
  if (/Mobile|iP(hone|od)|Android|BlackBerry|IEMobile|Kindle|Silk-Accelerated|(hpw|web)OS|Opera M(obi|ini)/.test(userAgent))
    return 'Mobile';
  return 'Desktop';
}

/** The posted attribution fields, unprefixed and trimmed. */
export function postedAttribution(form: Readonly<FormFields>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const value = form[ATTRIBUTION_PREFIX + field];
    if (value !== undefined) values[field] = value.trim();
  }
  return values;
}

/** What is stored with a new order. */
export function orderAttribution(posted: Readonly<Record<string, string>>, createdVia: 'checkout' | 'admin'): Record<string, string> {
  // An order created in the back office is attributed to it, whatever the browser sent.
  if (createdVia === 'admin') return { source_type: 'admin' };
  const values = Object.fromEntries(Object.entries(posted).filter(([, value]) => value !== ''));
  if (Object.keys(values).length === 0) return {};
  if (values.user_agent) values.device_type = deviceType(values.user_agent);
  return values;
}

/** The platform's "Origin" label for an order (its orders list column). */
export function originLabel(attribution: Readonly<Record<string, string>>): string {
  const source = attribution.utm_source ?? '';
  switch (attribution.source_type) {
    case 'utm':
      return `Source: ${source}`;
    case 'organic':
      return `Organic: ${source}`;
    case 'referral':
      return `Referral: ${source}`;
    case 'typein':
      return 'Direct';
    case 'admin':
      return 'Web admin';
    default:
      return 'Unknown';
  }
}
