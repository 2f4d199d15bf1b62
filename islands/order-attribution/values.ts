/**
 * §3 order attribution field values, read from the visit record through the platform's field
 * map (`wc_order_attribution.fields`: field → `record.key`, e.g. `source_type` → `current.typ`).
 */
import { ORDER_ATTRIBUTION_GLOBAL } from '../../dom-bridge/constants.ts';
import { ORDER_ATTRIBUTION_PREFIX } from '../../dom-bridge/checkout-constants.ts';
import { globalRecord, isRecord } from '../../dom-bridge/globals.ts';
import { readVisitCookie, unpack, type VisitRecordName } from '../../dom-bridge/visit.ts';

/** The platform's map, used when the page prints none. */
export const DEFAULT_FIELDS: Readonly<Record<string, string>> = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
};

/** Visit records by name, fields decoded. */
export type VisitRecords = Partial<Record<string, Record<string, string>>>;

const RECORD_NAMES: readonly VisitRecordName[] = ['current', 'current_add', 'first', 'first_add', 'session', 'udata'];

/** The visit as the cookies hold it now. */
export function readVisitRecords(): VisitRecords {
  return Object.fromEntries(RECORD_NAMES.map((name) => [name, unpack(readVisitCookie(name))]));
}

/** Field name → value ('' where the visit has none). */
export function attributionValues(
  records: VisitRecords,
  fields: Readonly<Record<string, string>> = DEFAULT_FIELDS,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [field, path] of Object.entries(fields)) {
    const [record = '', key = ''] = path.split('.');
    values[field] = records[record]?.[key] ?? '';
  }
  return values;
}

/** The page's field map and input-name prefix, or the platform's defaults. */
export function pageAttributionSettings(): { fields: Readonly<Record<string, string>>; prefix: string } {
  const settings = globalRecord(ORDER_ATTRIBUTION_GLOBAL);
  const fields: Record<string, string> = {};
  if (isRecord(settings.fields))
    for (const [field, path] of Object.entries(settings.fields)) if (typeof path === 'string' && path.includes('.')) fields[field] = path;
  const prefix =
    isRecord(settings.params) && typeof settings.params.prefix === 'string' && settings.params.prefix
      ? settings.params.prefix
      : ORDER_ATTRIBUTION_PREFIX;
  return { fields: Object.keys(fields).length ? fields : DEFAULT_FIELDS, prefix };
}
