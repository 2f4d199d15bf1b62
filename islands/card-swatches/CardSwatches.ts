/**
 * A product card's variation swatches (§4 "Variation swatch on a product card"): choosing a
 * term swaps the card's image and price, choosing it again resets them, another attribute
 * left with one real option is chosen for the shopper, and once a variation is chosen the
 * card's button adds it in place through the theme's call (§7
 * `/?{theme}-ajax=woocommerce_add_to_cart`: attribute_* fields, quantity, product_id = the
 * variation's id). Until then the button stays the "Select options" link.
 *
 * A plain controller: it only drives the server's markup, so it needs no React.
 */
import { readShopConfig, type ShopConfig } from '../../dom-bridge/config.ts';
import { ISLAND_PLATFORM_EVENTS } from '../../dom-bridge/island-constants.ts';
import { CARD_SWATCHES, PRODUCT_ATTRS } from '../../dom-bridge/product-constants.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { themeWoocommerceAddToCart } from '../../protocol/theme-cart.ts';
import type { Unmount } from '../../src/island.ts';
import { completeAdd, failedAdd } from '../../src/add-to-cart/add-flow.ts';
import { attachAddFeedback, type AddFeedback } from '../../src/add-to-cart/add-feedback.ts';
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

/** The shopper's choice and the variation it names (null until complete). */
interface Choice {
  chosen: Record<string, string>;
  variation: CardVariation | null;
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
    name: card.querySelector(CARD_SWATCHES.title)?.textContent?.trim() ?? '',
  };
}

function readOriginals(card: Card): Originals {
  return {
    src: card.image?.getAttribute('src') ?? null,
    srcset: card.image?.getAttribute('srcset') ?? null,
    sizes: card.image?.getAttribute('sizes') ?? null,
    price: card.price?.innerHTML ?? '',
    text: card.button?.textContent ?? '',
    label: card.button?.getAttribute('aria-label') ?? null,
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

function paintSwatches(card: Card, { chosen }: Choice): void {
  for (const group of card.groups) {
    const offered = new Set(availableTerms(card.variations, chosen, group.attribute, group.terms));
    for (const button of group.buttons) {
      const term = button.getAttribute(CARD_SWATCHES.term) ?? '';
      button.setAttribute('aria-pressed', String(chosen[group.attribute] === term));
      button.setAttribute('aria-disabled', String(!offered.has(term)));
    }
  }
}

function paintImageAndPrice(card: Card, originals: Originals, { variation }: Choice): void {
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
}

function paintButton(card: Card, originals: Originals, { chosen, variation }: Choice): void {
  if (!card.button) return;
  card.button.textContent = variation ? 'Add to cart' : originals.text;
  if (!variation) {
    restoreAttribute(card.button, 'aria-label', originals.label);
    return;
  }
  const terms = card.groups
    .map((group) => group.buttons.find((b) => b.getAttribute(CARD_SWATCHES.term) === chosen[group.attribute])?.textContent?.trim())
    .filter(Boolean);
  card.button.setAttribute('aria-label', `Add to cart: “${card.name} – ${terms.join(', ')}”`);
}

/** Swatch presses: choose, or clear the chosen term (§4); `onChange` gets the new choice. */
function listenToSwatches(card: Card, choice: () => Choice, onChange: (chosen: Record<string, string>) => void): () => void {
  return listen(card.container, 'click', (event) => {
    const swatch = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(CARD_SWATCHES.swatch) : null;
    const group = swatch?.closest(CARD_SWATCHES.group);
    if (!swatch || !group || !card.container.contains(group)) return;
    event.preventDefault();
    if (swatch.getAttribute('aria-disabled') === 'true') return;
    const attribute = group.getAttribute(CARD_SWATCHES.productAttribute) ?? '';
    const toggled = toggleTerm(choice().chosen, attribute, swatch.getAttribute(CARD_SWATCHES.term) ?? '');
    onChange(toggled[attribute] ? autoChoose(card.variations, toggled, card.groups, attribute) : toggled);
  });
}

/** With a variation chosen, the card's button adds it in place; otherwise it stays a link. */
function listenToAdds(card: Card, button: HTMLAnchorElement, config: ShopConfig, choice: () => Choice, feedback: AddFeedback): () => void {
  let alive = true;
  const stop = listen(button, 'click', (event) => {
    const { chosen, variation } = choice();
    if (!variation) return;
    event.preventDefault();
    event.stopPropagation();
    const fields: Array<[string, string]> = [
      ...card.groups.map(({ attribute }): [string, string] => [attribute, chosen[attribute] ?? '']),
      ['quantity', '1'],
      ['product_id', String(variation.variation_id)],
    ];
    feedback.begin();
    emit(ISLAND_PLATFORM_EVENTS.addingToCart, [button, Object.fromEntries(fields)]);
    themeWoocommerceAddToCart(fields)
      .then((result) => completeAdd(result, button, config, `“${card.name}” has been added to your cart`))
      .catch(failedAdd)
      .then((flow) => {
        if (alive) feedback.end(flow);
      });
  });
  return () => {
    alive = false;
    stop();
  };
}

/** Mounts the island on a card's swatch selector; broken variation data rejects (the runtime warns). */
export function mount(container: HTMLElement, _props: Record<string, never>): Promise<Unmount> {
  let card: Card;
  try {
    card = readCard(container);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  const config = readShopConfig();
  const originals = readOriginals(card);
  const button = card.button;
  const feedback = button ? attachAddFeedback(button, config, { name: 'card-swatches', element: container }) : null;
  let choice: Choice = { chosen: {}, variation: null };
  const paint = (): void => {
    paintSwatches(card, choice);
    paintImageAndPrice(card, originals, choice);
    paintButton(card, originals, choice);
  };
  paint();
  const undos = [
    listenToSwatches(
      card,
      () => choice,
      (chosen) => {
        choice = { chosen, variation: chosenVariation(card.variations, chosen, card.groups) };
        paint();
        feedback?.clear();
      },
    ),
  ];
  if (button && feedback)
    undos.push(
      listenToAdds(card, button, config, () => choice, feedback),
      () => feedback.remove(),
    );
  return Promise.resolve(undoAll(undos));
}
