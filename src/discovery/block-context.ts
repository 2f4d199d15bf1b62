/** §3 "Block context sent with block requests", read from a control's data attributes. */
import { readString } from '../../dom-bridge/attrs.ts';
import { DISCOVERY_ATTRS as A } from '../../dom-bridge/discovery-constants.ts';
import type { FieldValue } from '../../protocol/client.ts';
import type { BlockContext } from '../../protocol/wopb-listing.ts';

function jsonAttr(element: Element, name: string): FieldValue {
  try {
    const parsed: unknown = JSON.parse(element.getAttribute(name) ?? '');
    return typeof parsed === 'object' && parsed !== null ? (parsed as FieldValue) : undefined;
  } catch {
    return undefined;
  }
}

export function blockContext(element: Element): BlockContext {
  return {
    blockId: readString(element, A.blockId) ?? '',
    blockName: readString(element, A.blockName) ?? '',
    postId: readString(element, A.postId) ?? '',
    widgetBlockId: '',
    builder: readString(element, 'data-archive-builder') ?? '',
    filterAttributes: jsonAttr(element, A.filterAttributes),
  };
}

/** A whole-number data attribute, or `fallback`. */
export function intAttr(element: Element, name: string, fallback: number): number {
  const value = Number.parseInt(element.getAttribute(name) ?? '', 10);
  return Number.isFinite(value) ? value : fallback;
}
