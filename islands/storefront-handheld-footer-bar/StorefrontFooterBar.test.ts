/**
 * What a shopper notices of Storefront's handheld footer bar without the theme's footer.js, on the
 * captured product page: Search opens the search form (the first press held until the island is
 * live), and the bar steps aside while a form field elsewhere has focus.
 */
import hoodieHtml from '../../fixtures-html/captures/woocommerce-9.9-storefront/product-variable-hoodie.html?raw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCapturedPage } from '../../tests/support/captured-page.ts';
import { whenLive } from '../../tests/support/hydration.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { storefrontFooterBarIsland } from './index.ts';

const $ = <E extends Element = HTMLElement>(selector: string): E => document.querySelector<E>(selector)!;
const bar = (): HTMLElement => $('.storefront-handheld-footer-bar');
const searchLink = (): HTMLAnchorElement => $('.storefront-handheld-footer-bar li.search > a');
const searchItem = (): HTMLElement => $('.storefront-handheld-footer-bar li.search');
const searchField = (): HTMLInputElement => $('.storefront-handheld-footer-bar input.search-field');
const press = (target: Element): MouseEvent => {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  target.dispatchEvent(click);
  return click;
};

let runtime: Runtime;
let unloadPage: () => void = () => {};
beforeEach(() => {
  unloadPage = loadCapturedPage(hoodieHtml);
  runtime = startRuntime([storefrontFooterBarIsland]);
});
afterEach(() => {
  runtime.stop();
  unloadPage();
});

describe('the footer bar’s search', () => {
  it('opens on the first press (held while the island loads), as a button that says so, with focus in the field', async () => {
    expect(bar().getAttribute('data-island-state')).toBe('pending');
    const click = press(searchLink());
    // The link's empty href would reload the page.
    expect(click.defaultPrevented).toBe(true);
    await whenLive(bar());
    await vi.waitFor(() => expect(searchItem().classList).toContain('active'));
    expect(searchLink().getAttribute('role')).toBe('button');
    expect(searchLink().getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(searchLink().getAttribute('aria-controls')!)).toBe($('.storefront-handheld-footer-bar .site-search'));
    expect(document.activeElement).toBe(searchField());
    expect(press(searchLink()).defaultPrevented).toBe(true);
    expect(searchItem().classList).not.toContain('active');
    expect(searchLink().getAttribute('aria-expanded')).toBe('false');
    // Shut, the form sits under the bar: Tab must not land in it.
    expect($('.storefront-handheld-footer-bar .site-search').inert).toBe(true);
  });

  it('shuts on Esc from the field and gives focus back to Search', async () => {
    press(searchLink());
    await vi.waitFor(() => expect(document.activeElement).toBe(searchField()));
    searchField().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(searchItem().classList).not.toContain('active');
    expect(document.activeElement).toBe(searchLink());
  });
});

describe('a form field focused elsewhere', () => {
  it('wakes the bar and marks the body while it has focus; the bar’s own field does not count', async () => {
    const select = $<HTMLSelectElement>('#pa_color');
    select.focus();
    await whenLive(bar());
    expect(document.body.classList).toContain('sf-input-focused');
    $<HTMLAnchorElement>('.storefront-handheld-footer-bar li.my-account > a').focus();
    expect(document.body.classList).not.toContain('sf-input-focused');
    $('#woocommerce-product-search-field-0').focus();
    expect(document.body.classList).toContain('sf-input-focused');
    press(searchLink());
    expect(document.activeElement).toBe(searchField());
    expect(document.body.classList).not.toContain('sf-input-focused');
  });
});
