/**
 * The name-your-price field (§5 "Name-your-price"): the typed price is checked 1 s after
 * input (not a number or below min → the minimum message, and min; above max → the maximum
 * message, and max), each message shows for 4 s, and add to cart is disabled while the
 * price is ≤ 0 — a positive suggested price enables it again.
 * Plain DOM: the field and its message area are server markup.
 */
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import {
  NAME_YOUR_PRICE,
  NAME_YOUR_PRICE_CHECK_MS,
  NAME_YOUR_PRICE_MESSAGE_MS,
  PRODUCT_SELECTORS,
} from '../../dom-bridge/product-constants.ts';
import { queryFormControls } from '../../dom-bridge/scope.ts';
import type { Unmount } from '../../src/island.ts';
import { canAddAtPrice, checkPrice, formatPrice, limitMessage, type PriceLimits } from './rules.ts';

function readLimits(field: HTMLElement, input: HTMLInputElement): PriceLimits {
  const number = (raw: string | null): number | null => {
    if (raw === null || raw.trim() === '') return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  };
  // §3: min defaults to 1.
  const min = number(field.getAttribute(NAME_YOUR_PRICE.min)) ?? number(input.getAttribute('min')) ?? 1;
  const max = number(field.getAttribute(NAME_YOUR_PRICE.max)) ?? number(input.getAttribute('max'));
  return { min, max };
}

export function startNameYourPrice(field: HTMLElement): Unmount {
  const input = field.querySelector<HTMLInputElement>(NAME_YOUR_PRICE.input);
  if (!input) throw new Error('no wopb_custom_price input');
  const form = field.closest('form');
  const buttons = form ? queryFormControls<HTMLButtonElement>(form, PRODUCT_SELECTORS.addToCartButton) : [];
  const suggestions = Array.from(field.querySelectorAll<HTMLInputElement>(NAME_YOUR_PRICE.suggestion));
  const limits = readLimits(field, input);
  const symbol = field.getAttribute(NAME_YOUR_PRICE.currencySymbol) ?? '$';
  const position = field.getAttribute(NAME_YOUR_PRICE.currencyPosition) ?? 'left';
  let message = field.querySelector<HTMLElement>(NAME_YOUR_PRICE.message);
  if (!message) {
    message = document.createElement('p');
    message.className = NAME_YOUR_PRICE.message.slice(1);
    message.setAttribute('role', 'status');
    field.append(message);
  }
  const status = message;
  let checkTimer: ReturnType<typeof setTimeout> | undefined;
  let messageTimer: ReturnType<typeof setTimeout> | undefined;

  const updateButtons = (): void => {
    const enabled = canAddAtPrice(input.value);
    for (const button of buttons) button.disabled = !enabled;
  };

  const say = (text: string): void => {
    clearTimeout(messageTimer);
    status.textContent = text;
    messageTimer = setTimeout(() => (status.textContent = ''), NAME_YOUR_PRICE_MESSAGE_MS);
  };

  const check = (): void => {
    const result = checkPrice(input.value, limits);
    if (result.kind === 'ok') return;
    const bound = result.kind === 'min' ? limits.min : (limits.max ?? 0);
    say(limitMessage(result.kind, formatPrice(bound, symbol, position)));
    if (result.value !== null) {
      input.value = String(result.value);
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    updateButtons();
  };

  const onInput = (): void => {
    // A typed price is no longer the picked suggestion.
    for (const radio of suggestions) radio.checked = false;
    updateButtons();
    clearTimeout(checkTimer);
    checkTimer = setTimeout(check, NAME_YOUR_PRICE_CHECK_MS);
  };

  const onSuggestion = (event: Event): void => {
    const radio = event.target as HTMLInputElement;
    if (!radio.checked) return;
    clearTimeout(checkTimer);
    input.value = radio.value;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    // §5: a positive suggestion enables add to cart.
    updateButtons();
  };

  const stopListening = undoAll([listen(input, 'input', onInput), ...suggestions.map((radio) => listen(radio, 'change', onSuggestion))]);
  updateButtons();
  return () => {
    clearTimeout(checkTimer);
    clearTimeout(messageTimer);
    stopListening();
  };
}

export function mount(field: HTMLElement): Promise<Unmount> {
  try {
    return Promise.resolve(startNameYourPrice(field));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
