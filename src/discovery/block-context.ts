/** §3 "Block context sent with block requests", read from a control's data attributes. */
import { readString } from '../../dom-bridge/attrs.ts';
import { DISCOVERY_ATTRS as A } from '../../dom-bridge/discovery-constants.ts';
import type { FieldValue } from '../../protocol/client.ts';
import type { BlockContext } from '../../protocol/wopb-listing.ts';

/**
 * A data attribute read the way ProductX's script reads it (jQuery's `.data()`): JSON in braces or
 * brackets parsed, `true` / `false` / `null` and numbers converted, any other text as it is; undefined
 * when the attribute is missing. The add-on prints `data-filter-attributes` as unquoted JSON.
 */
export function dataValue(element: Element, name: string): FieldValue {
  const raw = element.getAttribute(name);
  if (raw === null) return undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (raw === 'null') return null;
  if (raw !== '' && String(Number(raw)) === raw) return Number(raw);
  if (/^(?:\{[\w\W]*\}|\[[\w\W]*\])$/.test(raw)) {
    try {
      return JSON.parse(raw) as FieldValue;
    } catch {
      return raw;
    }
  }
  return raw;
}

export function blockContext(element: Element): BlockContext {
  return {
    blockId: readString(element, A.blockId) ?? '',
    blockName: readString(element, A.blockName) ?? '',
    postId: readString(element, A.postId) ?? '',
    widgetBlockId: '',
    builder: readString(element, A.builder) ?? '',
    filterAttributes: dataValue(element, A.filterAttributes),
  };
}

/** A whole-number data attribute, or `fallback`. */
export function intAttr(element: Element, name: string, fallback: number): number {
  const value = Number.parseInt(element.getAttribute(name) ?? '', 10);
  return Number.isFinite(value) ? value : fallback;
}
