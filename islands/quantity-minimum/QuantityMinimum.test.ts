import { afterEach, describe, expect, it } from 'vitest';
import { whenLive } from '../../tests/support/hydration.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { quantityMinimumIsland } from './index.ts';

let runtime: Runtime | undefined;

afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  document.body.innerHTML = '';
});

function productForm(value: string, min: string): HTMLInputElement {
  document.body.innerHTML =
    '<form class="cart" method="post"><div class="quantity"><label class="screen-reader-text" for="quantity_1">Beanie quantity</label>' +
    `<input type="number" id="quantity_1" class="input-text qty text" name="quantity" value="${value}" min="${min}" step="1"></div>` +
    '<button type="submit" name="add-to-cart" value="14" class="single_add_to_cart_button button alt">Add to cart</button></form>' +
    '<table class="shop_table cart"><tr><td class="product-quantity"><input class="input-text qty text" name="cart[k][qty]" value="1" min="0"></td></tr></table>';
  return document.querySelector<HTMLInputElement>('#quantity_1')!;
}

describe('quantity minimum (§5 product page, on load)', () => {
  it('raises a product form’s quantity below its min to the min', async () => {
    const input = productForm('1', '3');
    runtime = startRuntime([quantityMinimumIsland]);
    await whenLive(input);
    expect(input.value).toBe('3');
  });

  it('leaves a quantity at or above its min, an input without min, and the cart page’s rows alone', async () => {
    const input = productForm('4', '3');
    runtime = startRuntime([quantityMinimumIsland]);
    await whenLive(input);
    expect(input.value).toBe('4');
    expect(document.querySelector('.product-quantity input')!.hasAttribute('data-island')).toBe(false);
  });
});
