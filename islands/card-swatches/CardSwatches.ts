/**
 * A product card's variation swatches (§4 "Variation swatch on a product card"): choosing a
 * term swaps the card's image and price, choosing it again resets them, another attribute
 * left with one real option is chosen for the shopper, and once a variation is chosen the
 * card's button adds it in place through the theme's call (§7
 * `/?{theme}-ajax=woocommerce_add_to_cart`: attribute_* fields, quantity, product_id = the
 * variation's id). Until then the button stays the "Select options" link.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { readShopConfig, type ShopConfig } from '../../dom-bridge/config.ts';
import { ISLAND_PLATFORM_EVENTS } from '../../dom-bridge/island-constants.ts';
import { CART_PARTS } from '../../dom-bridge/cart-constants.ts';
import { CARD_SWATCHES, PRODUCT_ATTRS } from '../../dom-bridge/product-constants.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { themeWoocommerceAddToCart } from '../../protocol/theme-cart.ts';
import { createHost, renderIsland } from '../../src/react-root.tsx';
import type { Unmount } from '../../src/island.ts';
import { completeAdd, failedAdd } from '../../src/add-to-cart/add-flow.ts';
import {
  autoChoose,
  availableTerms,
  chosenVariation,
  parseCardImages,
  parseCardVariations,
  toggleTerm,
  type CardVariation,
  type SwatchGroup,
} from './swatches.ts';
import { AddFeedback, useButtonState } from '../../src/add-to-cart/AddFeedback.tsx';
import { warn } from '../../dom-bridge/warn.ts';

interface Card {
  container: HTMLElement;
  groups: Array<SwatchGroup & { element: HTMLElement; buttons: HTMLButtonElement[] }>;
  variations: CardVariation[];
  images: Map<number, string>;
  image: HTMLImageElement | null;
  price: HTMLElement | null;
  button: HTMLAnchorElement | null;
  name: string;
}

/** What a swap changes, as the server printed it, to put back on reset. */
interface Originals {
  src: string | null;
  srcset: string | null;
  sizes: string | null;
  price: string;
  text: string;
  label: string | null;
}

function readCard(container: HTMLElement): Card {
  const card = container.closest(CARD_SWATCHES.card) ?? container;
  const variations = parseCardVariations(JSON.parse(container.getAttribute(PRODUCT_ATTRS.productVariations) ?? ''));
  let images = new Map<number, string>();
  try {
    images = parseCardImages(JSON.parse(container.getAttribute(CARD_SWATCHES.variationsImages) ?? '{}'));
  } catch {
    warn('card-swatches: data-product_variations_images is not valid JSON; the card image stays.');
  }
  const groups = Array.from(container.querySelectorAll<HTMLElement>(CARD_SWATCHES.group)).map((element) => {
    const buttons = Array.from(element.querySelectorAll<HTMLButtonElement>(CARD_SWATCHES.swatch));
    return {
      element,
      buttons,
      attribute: element.getAttribute(CARD_SWATCHES.productAttribute) ?? '',
      terms: buttons.map((b) => b.getAttribute(CARD_SWATCHES.term) ?? ''),
    };
  });
  return {
    container,
    groups,
    variations,
    images,
    image: card.querySelector<HTMLImageElement>(CARD_SWATCHES.image),
    price: card.querySelector<HTMLElement>(CARD_SWATCHES.price),
    button: card.querySelector<HTMLAnchorElement>(CARD_SWATCHES.addButton),
    name: card.querySelector('.woocommerce-loop-product__title')?.textContent?.trim() ?? '',
  };
}

function restoreAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** The inner HTML of price_html when the platform wrapped it in `span.price`. */
function priceInner(html: string): string {
  const match = /^\s*<span class="price">([\s\S]*)<\/span>\s*$/.exec(html);
  return match ? match[1]! : html;
}

function CardSwatches({ card, config }: { card: Card; config: ShopConfig }): ReactNode {
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(0);
  const [added, setAdded] = useState(false);
  const [error, setError] = useState('');
  const [viewCart, setViewCart] = useState(false);
  const alive = useRef(true);
  const variation = useMemo(() => chosenVariation(card.variations, chosen, card.groups), [card, chosen]);
  const variationRef = useRef<CardVariation | null>(null);
  variationRef.current = variation;
  const chosenRef = useRef(chosen);
  chosenRef.current = chosen;
  const originals = useMemo<Originals>(
    () => ({
      src: card.image?.getAttribute('src') ?? null,
      srcset: card.image?.getAttribute('srcset') ?? null,
      sizes: card.image?.getAttribute('sizes') ?? null,
      price: card.price?.innerHTML ?? '',
      text: card.button?.textContent ?? '',
      label: card.button?.getAttribute('aria-label') ?? null,
    }),
    [card],
  );

  // Swatch presses: choose, or clear the chosen term (§4).
  useEffect(() => {
    const onClick = (event: MouseEvent): void => {
      const swatch = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(CARD_SWATCHES.swatch) : null;
      const group = swatch?.closest(CARD_SWATCHES.group);
      if (!swatch || !group || !card.container.contains(group)) return;
      event.preventDefault();
      if (swatch.getAttribute('aria-disabled') === 'true') return;
      const attribute = group.getAttribute(CARD_SWATCHES.productAttribute) ?? '';
      const term = swatch.getAttribute(CARD_SWATCHES.term) ?? '';
      // From the latest state, not the last render: two quick presses both count.
      setChosen((previous) => {
        const toggled = toggleTerm(previous, attribute, term);
        return toggled[attribute] ? autoChoose(card.variations, toggled, card.groups, attribute) : toggled;
      });
      setAdded(false);
      setError('');
    };
    return listen(card.container, 'click', onClick);
  }, [card]);

  // The swatches' states, the card's image, price and button follow the choice.
  useEffect(() => {
    for (const group of card.groups) {
      const offered = new Set(availableTerms(card.variations, chosen, group.attribute, group.terms));
      for (const button of group.buttons) {
        const term = button.getAttribute(CARD_SWATCHES.term) ?? '';
        button.setAttribute('aria-pressed', String(chosen[group.attribute] === term));
        button.setAttribute('aria-disabled', String(!offered.has(term)));
      }
    }
    const url = variation ? card.images.get(variation.variation_id) : undefined;
    if (card.image) {
      if (url) {
        card.image.setAttribute('src', url);
        card.image.removeAttribute('srcset');
        card.image.removeAttribute('sizes');
      } else {
        restoreAttribute(card.image, 'src', originals.src);
        restoreAttribute(card.image, 'srcset', originals.srcset);
        restoreAttribute(card.image, 'sizes', originals.sizes);
      }
    }
    if (card.price) card.price.innerHTML = variation?.price_html ? priceInner(variation.price_html) : originals.price;
    if (card.button) {
      card.button.textContent = variation ? 'Add to cart' : originals.text;
      if (variation) {
        const terms = card.groups
          .map((group) => group.buttons.find((b) => b.getAttribute(CARD_SWATCHES.term) === chosen[group.attribute])?.textContent?.trim())
          .filter(Boolean);
        card.button.setAttribute('aria-label', `Add to cart: “${card.name} – ${terms.join(', ')}”`);
      } else {
        restoreAttribute(card.button, 'aria-label', originals.label);
      }
    }
  }, [card, chosen, variation, originals]);

  // With a variation chosen, the card's button adds it in place; otherwise it stays a link.
  useEffect(() => {
    alive.current = true;
    const button = card.button;
    if (!button) return;
    const onClick = (event: MouseEvent): void => {
      const current = variationRef.current;
      if (!current) return;
      event.preventDefault();
      event.stopPropagation();
      const fields: Array<[string, string]> = [
        ...card.groups.map(({ attribute }): [string, string] => [attribute, chosenRef.current[attribute] ?? '']),
        ['quantity', '1'],
        ['product_id', String(current.variation_id)],
      ];
      setError('');
      setAdded(false);
      setPending((count) => count + 1);
      emit(ISLAND_PLATFORM_EVENTS.addingToCart, [button, Object.fromEntries(fields)]);
      themeWoocommerceAddToCart(fields)
        .then((result) => completeAdd(result, button, config, `“${card.name}” has been added to your cart`))
        .catch(failedAdd)
        .then((flow) => {
          if (!alive.current) return;
          setPending((count) => count - 1);
          if (flow.kind === 'failed') setError(flow.message);
          if (flow.kind === 'added') {
            setAdded(true);
            setViewCart((shown) => shown || (!config.isCart && !button.parentElement?.querySelector(CART_PARTS.addedToCartLink)));
          }
        });
    };
    const stopListening = listen(button, 'click', onClick);
    return () => {
      alive.current = false;
      stopListening();
    };
  }, [card, config]);

  useButtonState(card.button ?? null, pending, added);

  return <AddFeedback config={config} viewCart={viewCart} error={error} />;
}

/** Mounts the island on a card's swatch selector; broken variation data rejects (the runtime warns). */
export function mount(container: HTMLElement, _props: Record<string, never>): Promise<Unmount> {
  let card: Card;
  try {
    card = readCard(container);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  const anchor = card.button ?? container;
  return renderIsland('card-swatches', createHost(anchor, 'after'), <CardSwatches card={card} config={readShopConfig()} />);
}
