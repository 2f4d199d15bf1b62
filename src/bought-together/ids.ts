/**
 * The serialized bundle (§3 "Serialized bundle ids"): `id/key/qty/attrs` per item that counts,
 * attrs URL-encoded, joined by commas. The same string goes in every `woobt_ids` field, so the
 * plain form post, the product form's add and the add-all call add the same things.
 */
import { counts } from './pricing.ts';

export interface SavedItem {
  id: number;
  key: string;
  qty: number;
  /** The original quantity: what is saved when the quantities follow the main product's (sync-qty). */
  oQty: number;
  checked: boolean;
  /** The chosen attributes as JSON, or ''. */
  attrs: string;
}

/** With `synced`, each item's original quantity is saved: the add multiplies it by the main quantity. */
export function serializeIds(items: readonly SavedItem[], synced: boolean): string {
  return items
    .filter(counts)
    .map((item) => `${item.id}/${item.key}/${synced ? item.oQty : item.qty}/${item.attrs ? encodeURIComponent(item.attrs) : ''}`)
    .join(',');
}
