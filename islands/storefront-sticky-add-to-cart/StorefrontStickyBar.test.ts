/**
 * What a shopper notices of Storefront's sticky add-to-cart bar without the theme's script, on the
 * captured product pages: it slides in once the product summary is scrolled past and out when it
 * comes back, and on a variable product its button takes the shopper to the options.
 */
import beanieHtml from '../../fixtures-html/captures/woocommerce-9.9-storefront/product-simple-beanie.html?raw';
import hoodieHtml from '../../fixtures-html/captures/woocommerce-9.9-storefront/product-variable-hoodie.html?raw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCapturedPage } from '../../tests/support/captured-page.ts';
import { whenLive } from '../../tests/support/hydration.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { storefrontStickyBarIsland } from './index.ts';

const $ = <E extends Element = HTMLElement>(selector: string): E => document.querySelector<E>(selector)!;
const bar = (): HTMLElement => $('.storefront-sticky-add-to-cart');
const barButton = (): HTMLAnchorElement => $('.storefront-sticky-add-to-cart__content-button');

/** The IntersectionObserver watching the trigger: `scrolledTo` reports where the trigger's box is now. */
let observed: Element[] = [];
let scrolledTo: (bottom: number) => void = () => {};
class FakeIntersectionObserver {
  constructor(callback: (entries: Array<{ isIntersecting: boolean; boundingClientRect: { bottom: number } }>) => void) {
    scrolledTo = (bottom) => callback([{ isIntersecting: bottom >= 0, boundingClientRect: { bottom } }]);
  }
  observe(target: Element): void {
    observed.push(target);
  }
  disconnect(): void {}
}

let runtime: Runtime;
let unloadPage: () => void = () => {};
async function open(html: string): Promise<void> {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  unloadPage = loadCapturedPage(html);
  runtime = startRuntime([storefrontStickyBarIsland]);
  await whenLive(bar());
}
afterEach(() => {
  runtime.stop();
  unloadPage();
  observed = [];
  vi.unstubAllGlobals();
});

describe('the sticky add-to-cart bar', () => {
  it('slides in once the product summary has scrolled above the screen, and out when it comes back', async () => {
    await open(hoodieHtml);
    // The printed `trigger_class` (entry-summary) names what is watched.
    expect(observed).toEqual([$('.summary.entry-summary')]);
    scrolledTo(600);
    expect(bar().className).not.toMatch(/--slide/);
    // Parked above the screen, its button is out of Tab's and screen readers' way.
    expect(bar().inert).toBe(true);
    scrolledTo(-20);
    expect(bar().classList).toContain('storefront-sticky-add-to-cart--slideInDown');
    expect(bar().classList).not.toContain('storefront-sticky-add-to-cart--slideOutUp');
    expect(bar().inert).toBe(false);
    scrolledTo(40);
    expect(bar().classList).toContain('storefront-sticky-add-to-cart--slideOutUp');
    expect(bar().classList).not.toContain('storefront-sticky-add-to-cart--slideInDown');
    expect(bar().inert).toBe(true);
  });

  it('on a variable product, takes the shopper to the product and its first option instead of reloading the page', async () => {
    await open(hoodieHtml);
    scrolledTo(-20);
    const product = $('#product-17');
    const scrolled = vi.spyOn(product, 'scrollIntoView');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    barButton().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe($('#pa_color'));
  });

  it('on a simple product, leaves its button the add-to-cart link it is', async () => {
    await open(beanieHtml);
    scrolledTo(-20);
    let prevented: boolean | undefined;
    const record = (event: Event): void => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // No navigation in the test.
    };
    document.addEventListener('click', record);
    barButton().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.removeEventListener('click', record);
    expect(prevented).toBe(false);
    expect(barButton().getAttribute('href')).toContain('add-to-cart=14');
  });
});
