import { describe, expect, it, vi } from 'vitest';
import refreshed from '../fixtures-html/captures/woocommerce-9.9-storefront/get_refreshed_fragments.json' with { type: 'json' };
import { applyFragments, markUpdating } from './fragments.ts';
import { on } from './events.ts';

const HEADER = `
  <header>
    <a class="cart-contents" href="/cart/"><span class="count">0 items</span></a>
    <div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>
  </header>
  <aside><div class="widget_shopping_cart_content"><p>old</p></div></aside>
  <footer><a class="footer-cart-contents" href="/cart/">Cart <span class="count">0</span></a></footer>`;

describe('applyFragments', () => {
  it('replaces every match of every selector with the captured fragments', () => {
    document.body.innerHTML = HEADER;
    const replaced = applyFragments(refreshed.fragments);
    expect(replaced).toBe(4);
    const minis = document.querySelectorAll('div.widget_shopping_cart_content');
    expect(minis).toHaveLength(2);
    for (const mini of Array.from(minis)) expect(mini.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(2);
    expect(document.querySelector('a.cart-contents .count')?.textContent).toBe('3 items');
    expect(document.querySelector('a.footer-cart-contents .count')?.textContent).toBe('3');
    expect(document.body.textContent).not.toContain('No products in the cart.');
  });

  it('never runs scripts and drops them; other markup stays as sent', () => {
    document.body.innerHTML = '<div class="region">old</div>';
    const ran = vi.fn();
    (window as unknown as { __ran: () => void }).__ran = ran;
    applyFragments({
      '.region': '<div class="region"><script>window.__ran()</script><img src="x" data-x="1"><b>new</b></div>',
    });
    expect(ran).not.toHaveBeenCalled();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('.region')?.innerHTML).toBe('<img src="x" data-x="1"><b>new</b>');
  });

  it('fires wc_fragments_loaded by default, the caller’s event, or none', () => {
    document.body.innerHTML = '<div class="r">a</div>';
    const loaded = vi.fn();
    const refreshedEvent = vi.fn();
    on('wc_fragments_loaded', loaded);
    on('wc_fragments_refreshed', refreshedEvent);
    applyFragments({ '.r': '<div class="r">b</div>' });
    expect(loaded).toHaveBeenCalledTimes(1);
    applyFragments({ '.r': '<div class="r">c</div>' }, 'wc_fragments_refreshed');
    expect(refreshedEvent).toHaveBeenCalledTimes(1);
    applyFragments({ '.r': '<div class="r">d</div>' }, null);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(refreshedEvent).toHaveBeenCalledTimes(1);
  });

  it('leaves a region that already shows the same markup untouched', () => {
    document.body.innerHTML = '<div class="r"><b>same</b></div>';
    const before = document.querySelector('.r');
    expect(applyFragments({ '.r': '<div class="r"><b>same</b></div>' })).toBe(0);
    expect(document.querySelector('.r')).toBe(before);
  });

  it('skips selectors that match nothing or cannot be parsed, without throwing', () => {
    document.body.innerHTML = '<div class="r">a</div>';
    expect(applyFragments({ '.missing': '<p></p>', 'div[': '<p></p>', '.r': '<div class="r">b</div>' })).toBe(1);
  });
});

describe('markUpdating', () => {
  it('fades the current regions to 0.6 and undoes it exactly', () => {
    document.body.innerHTML = '<div class="a" style="opacity: 0.9"></div><div class="b updating" aria-busy="false"></div>';
    const a = document.querySelector<HTMLElement>('.a')!;
    const b = document.querySelector<HTMLElement>('.b')!;
    const undo = markUpdating(['.a', '.b', '.a, .b']);
    for (const el of [a, b]) {
      expect(el.style.opacity).toBe('0.6');
      expect(el.classList.contains('updating')).toBe(true);
      expect(el.getAttribute('aria-busy')).toBe('true');
    }
    undo();
    undo(); // idempotent
    expect(a.style.opacity).toBe('0.9');
    expect(a.classList.contains('updating')).toBe(false);
    expect(a.hasAttribute('aria-busy')).toBe(false);
    expect(b.style.opacity).toBe('');
    expect(b.classList.contains('updating')).toBe(true);
    expect(b.getAttribute('aria-busy')).toBe('false');
  });

  it('new fragments arrive without the marks', () => {
    document.body.innerHTML = '<div class="r">a</div>';
    markUpdating(['.r']);
    applyFragments({ '.r': '<div class="r">b</div>' });
    const r = document.querySelector<HTMLElement>('.r')!;
    expect(r.classList.contains('updating')).toBe(false);
    expect(r.style.opacity).toBe('');
  });
});
