import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { itemErrorSink, type ItemErrorMap, type ItemErrors } from './item-errors.ts';
import { ItemErrorsView } from './ItemErrorsView.tsx';

/** The drawer's item errors rendered for `root`, shown as the quantity edits show them. */
function itemErrors(root: HTMLElement): ItemErrors {
  let shown: ItemErrorMap = new Map();
  const view = render(<ItemErrorsView errors={shown} />);
  return itemErrorSink(root, (change) => {
    shown = change(shown);
    view.rerender(<ItemErrorsView errors={shown} />);
  });
}

const KEY = 'a'.repeat(32);
const item = (): HTMLElement => document.querySelector<HTMLElement>('.woocommerce-mini-cart-item')!;

beforeEach(() => {
  document.body.innerHTML = `<div id="drawer"><ul><li class="woocommerce-mini-cart-item"><input class="qty" data-cart_item_key="${KEY}" value="2"></li></ul></div>`;
});

describe('drawer item errors', () => {
  it('shows the reason at the end of the item, as the platform’s error notice, and takes it away', () => {
    const errors = itemErrors(document.getElementById('drawer')!);
    errors.show(KEY, 'The response is not a valid JSON response.');
    expect(item().lastElementChild!.outerHTML).toBe(
      '<p class="fly-cart-item-error woocommerce-error" role="alert">The response is not a valid JSON response.</p>',
    );
    errors.show(KEY, 'You are probably offline.');
    expect(item().querySelectorAll('[role="alert"]')).toHaveLength(1);
    errors.clear(KEY);
    expect(item().querySelector('[role="alert"]')).toBeNull();
  });

  it('finds the item again after new fragments replaced it; clearAll takes every error away', () => {
    const errors = itemErrors(document.getElementById('drawer')!);
    errors.show(KEY, 'First.');
    document.querySelector('ul')!.innerHTML =
      `<li class="woocommerce-mini-cart-item"><input class="qty" data-cart_item_key="${KEY}" value="3"></li>`;
    errors.show(KEY, 'Second.');
    expect(item().querySelector('[role="alert"]')!.textContent).toBe('Second.');
    errors.clearAll();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
