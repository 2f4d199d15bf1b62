/**
 * A product page's wishlist button following the chosen variation (§4 "Wishlist button"): the
 * component keeps which product points at which id and, with the listed ids read from
 * `$wishlist`, drives the add-on's buttons (their `data-id` and state). It renders nothing of its own.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ISLAND_WAKE_ATTR } from '../../dom-bridge/constants.ts';
import type { IslandProps } from '../../src/react-root.tsx';
import { followVariations, formsPointing, pointButtons, type Pointing } from '../../src/wishlist/variation.ts';
import { startWishlist } from '../../src/wishlist/wishlist-start.ts';
import { $wishlist } from '../../src/wishlist/wishlist-store.ts';

/** The wishlist-variation island on a product page's wishlist button. */
export default function WishlistVariationView({ element }: IslandProps): ReactNode {
  const ids = useStore($wishlist).data?.ids;
  // The event that woke the island came before it was live: its choice is read from the forms.
  const [pointing, setPointing] = useState<Pointing>(() => (element.hasAttribute(ISLAND_WAKE_ATTR) ? formsPointing() : new Map()));

  useEffect(startWishlist, []);
  useEffect(
    () =>
      followVariations(
        // Other handlers of found_variation (and the add-on's click) read the button's data-id in the event's own task.
        (productId, id) => flushSync(() => setPointing((current) => new Map(current).set(productId, id))),
        (forms) => flushSync(() => setPointing((current) => new Map([...current, ...forms]))),
      ),
    [],
  );
  useLayoutEffect(() => {
    for (const [productId, id] of pointing) pointButtons(productId, id, ids ?? {});
  }, [pointing, ids]);
  return null;
}
