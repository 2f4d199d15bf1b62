import { describe, expect, it } from 'vitest';
import { showNotices, updateCartPage, updateCartTotals } from './update-wc-div.ts';

const notices = (html: string): string => `<div class="woocommerce">${html}</div>`;
const cart = (rows: string, total: string): string =>
  `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><div class="cart-goal" data-percent="20"></div>` +
  `<form class="woocommerce-cart-form"><table class="woocommerce-cart-form__contents">${rows}</table></form>` +
  `<div class="cart-collaterals"><div class="cart_totals"><span class="total">${total}</span></div></div></div>`;
const empty = `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info">Your cart is currently empty.</div></div></div>`;
const page = (top: string, content: string): string =>
  `<!doctype html><html><body>${notices(top)}<main>${content}</main><script>window.x=1</script></body></html>`;

function show(content: string): void {
  document.body.innerHTML = `${notices('')}<main>${content}</main>`;
}

describe('update_wc_div: the cart page updating itself', () => {
  it('replaces the cart (goal, form, totals) and moves the page’s notices into the cart’s notices area', () => {
    show(cart('<tr><td>2</td></tr>', '$38.00'));
    const update = updateCartPage(
      page('<div class="woocommerce-message" role="alert">Cart updated.</div>', cart('<tr><td>4</td></tr>', '$76.00')),
      { preserveNotices: false },
    );
    expect(update?.emptied).toBe(false);
    expect(document.querySelector('.cart_totals .total')!.textContent).toBe('$76.00');
    expect(document.querySelector('.woocommerce-notices-wrapper .woocommerce-message')!.textContent).toBe('Cart updated.');
    expect(update?.notice?.textContent).toBe('Cart updated.');
    expect(document.querySelector('script')).toBeNull();
  });

  it('an emptied cart takes the table, the goal and the totals away and shows the message', () => {
    show(cart('<tr><td>1</td></tr>', '$19.00'));
    const update = updateCartPage(page('<div class="woocommerce-message" role="alert">“X” removed.</div>', empty), {
      preserveNotices: false,
    });
    expect(update?.emptied).toBe(true);
    expect(document.querySelector('form.woocommerce-cart-form')).toBeNull();
    expect(document.querySelector('.cart_totals')).toBeNull();
    expect(document.querySelector('.cart-goal')).toBeNull();
    expect(document.querySelector('.cart-empty')!.textContent).toBe('Your cart is currently empty.');
  });

  it('keeps the notices shown when asked to, else clears them; the empty cart fills again', () => {
    show(empty);
    showNotices(['<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>']);
    updateCartPage(page('', cart('<tr><td>1</td></tr>', '$19.00')), { preserveNotices: true });
    expect(document.querySelector('.woocommerce-notices-wrapper')!.textContent).toContain('Coupon code applied successfully.');
    expect(document.querySelector('form.woocommerce-cart-form')).not.toBeNull();
    updateCartPage(page('', cart('<tr><td>2</td></tr>', '$38.00')), { preserveNotices: false });
    expect(document.querySelector('.woocommerce-notices-wrapper')!.textContent).toBe('');
  });

  it('cannot update a page without a cart (the caller reloads)', () => {
    show('<p>nothing</p>');
    expect(updateCartPage(page('', cart('', '')), { preserveNotices: false })).toBeNull();
  });

  it('shows a notice once, however often it arrives', () => {
    show(cart('', ''));
    const first = showNotices(['<div class="woocommerce-info">A</div><div class="woocommerce-info">A</div>']);
    expect(document.querySelectorAll('.woocommerce-info')).toHaveLength(1);
    expect(first?.textContent).toBe('A');
  });

  it('replaces the totals with update_shipping_method’s answer', () => {
    show(cart('', '$34.00'));
    expect(updateCartTotals('<div class="cart_totals"><span class="total">$29.00</span></div>')).toBe(true);
    expect(document.querySelector('.cart_totals .total')!.textContent).toBe('$29.00');
    expect(updateCartTotals('<p>no totals</p>')).toBe(false);
  });
});
