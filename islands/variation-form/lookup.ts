/**
 * The server lookup for forms printed with `data-product_variations="false"`, in its own
 * chunk: forms that carry their list never load the HTTP client.
 */
import { getVariation, type Variation } from '../../protocol/cart.ts';
import { failureText, isAbort } from '../../protocol/errors.ts';

export type LookupResult =
  { kind: 'found'; variation: Variation } | { kind: 'none' } | { kind: 'aborted' } | { kind: 'error'; message: string };

/** Asks get_variation for the chosen attributes (§7); a newer lookup for the product aborts this one. */
export async function lookUpVariation(
  productId: number,
  attributes: Record<string, string>,
  customData: Record<string, string> | undefined,
  signal: AbortSignal,
): Promise<LookupResult> {
  try {
    const variation = await getVariation({ productId, attributes, ...(customData ? { customData } : {}) }, { signal });
    return variation ? { kind: 'found', variation } : { kind: 'none' };
  } catch (error) {
    if (isAbort(error) || signal.aborted) return { kind: 'aborted' };
    return { kind: 'error', message: failureText(error) };
  }
}
