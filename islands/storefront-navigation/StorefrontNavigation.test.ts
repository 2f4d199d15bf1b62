/**
 * What a shopper notices of the Storefront header without the theme's navigation.js: the handheld
 * menu opens and says so, keyboard focus opens dropdowns, the handheld sub-menus have their buttons,
 * and a first touch on a tablet opens a dropdown instead of leaving the page.
 */
import hoodieHtml from '../../fixtures-html/captures/woocommerce-9.9-storefront/product-variable-hoodie.html?raw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCapturedPage } from '../../tests/support/captured-page.ts';
import { whenLive } from '../../tests/support/hydration.ts';
import type { Unmount } from '../../src/island.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { storefrontNavigationIsland } from './index.ts';
import { mount } from './StorefrontNavigation.ts';

// The captured shop has no menu assigned (WordPress's page list, no sub-menus): a header with menus is
// written here as storefront_primary_navigation(), wp_nav_menu() and storefront_header_cart() print it.
const SUB_MENU = (current = '') =>
  `<li class="menu-item menu-item-has-children${current}"><a href="/shop/">Shop</a><ul class="sub-menu">` +
  '<li class="menu-item"><a href="/c/hoodies/">Hoodies</a></li>' +
  '<li class="menu-item menu-item-has-children"><a href="/c/accessories/">Accessories</a>' +
  '<ul class="sub-menu"><li class="menu-item"><a href="/c/caps/">Caps</a></li></ul></li></ul></li>' +
  '<li class="menu-item"><a href="/about/">About</a></li>';
const HEADER =
  '<div id="page"><header id="masthead" class="site-header" role="banner"><div class="storefront-primary-navigation"><div class="col-full">' +
  '<nav id="site-navigation" class="main-navigation" role="navigation" aria-label="Primary Navigation">' +
  '<button id="site-navigation-menu-toggle" class="menu-toggle" aria-controls="site-navigation" aria-expanded="false"><span>Menu</span></button>' +
  `<div class="primary-navigation"><ul id="menu-primary" class="menu">${SUB_MENU()}</ul></div>` +
  `<div class="handheld-navigation"><ul id="menu-handheld" class="menu">${SUB_MENU(' current-menu-ancestor')}</ul></div></nav>` +
  '<ul id="site-header-cart" class="site-header-cart menu"><li><a class="cart-contents" href="/cart/">$20.00 1 item</a></li>' +
  '<li><div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content">' +
  '<ul class="product_list_widget"><li class="mini_cart_item"><a href="/product/beanie/">Beanie</a></li></ul>' +
  '</div></div></li></ul></div></div></header><div id="content"><a id="after" href="/after/">After the header</a></div></div>';

const $ = <E extends Element = HTMLElement>(selector: string): E => document.querySelector<E>(selector)!;
const link = (scope: string, text: string): HTMLAnchorElement =>
  [...document.querySelectorAll<HTMLAnchorElement>(`${scope} a`)].find((a) => a.textContent === text)!;
const item = (scope: string, text: string): HTMLElement => link(scope, text).parentElement!;
const press = (target: Element, init: MouseEventInit = {}): MouseEvent => {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(click);
  return click;
};

let runtime: Runtime | undefined;
let unmount: Unmount | undefined;
let unloadPage: () => void = () => {};
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  unmount?.();
  unmount = undefined;
  unloadPage();
  vi.unstubAllGlobals();
});

async function mountHeader(): Promise<void> {
  document.body.innerHTML = HEADER;
  unmount = await mount($('#site-navigation'));
}

describe('the handheld menu toggle (captured page)', () => {
  it('opens the menu on the first press, held until the island is live, and aria-expanded says so', async () => {
    unloadPage = loadCapturedPage(hoodieHtml);
    runtime = startRuntime([storefrontNavigationIsland]);
    const nav = $('#site-navigation');
    expect(nav.getAttribute('data-island-state')).toBe('pending');
    press($('button.menu-toggle'));
    await whenLive(nav);
    await vi.waitFor(() => expect(nav.classList).toContain('toggled'));
    const menu = nav.querySelector('ul')!;
    expect($('button.menu-toggle').getAttribute('aria-expanded')).toBe('true');
    // The stylesheet opens the first list by its aria-expanded, the page list only once it is `.nav-menu`.
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(menu.classList).toContain('nav-menu');
    press($('button.menu-toggle'));
    expect(nav.classList).not.toContain('toggled');
    expect($('button.menu-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Esc and gives focus back to the toggle', async () => {
    await mountHeader();
    $('button.menu-toggle').click();
    link('.handheld-navigation', 'About').focus();
    link('.handheld-navigation', 'About').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect($('#site-navigation').classList).not.toContain('toggled');
    expect(document.activeElement).toBe($('button.menu-toggle'));
  });

  it('keeps a shut menu the stylesheet squeezed to no height out of Tab and screen readers, only while the toggle shows', async () => {
    type Box = { target: Element; contentRect: { width: number; height: number } };
    let report: (entries: Box[]) => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: (entries: Box[]) => void) {
          report = callback;
        }
        observe(): void {}
        disconnect(): void {}
      },
    );
    await mountHeader();
    const toggle = $('button.menu-toggle');
    const menus = [$('.primary-navigation'), $('.handheld-navigation')];
    const layout = (toggleWidth: number, heights: [number, number]): void =>
      report([
        { target: toggle, contentRect: { width: toggleWidth, height: 40 } },
        ...menus.map((menu, index) => ({ target: menu, contentRect: { width: 300, height: heights[index]! } })),
      ]);
    // A narrow screen: the toggle shows, the primary menu is not displayed, the handheld one squeezed.
    layout(80, [0, 0]);
    expect(menus.map((menu) => menu.inert)).toEqual([true, true]);
    toggle.click();
    expect(menus.map((menu) => menu.inert)).toEqual([false, false]);
    toggle.click();
    // Shutting slides the menu up: it stays reachable until it has no height.
    layout(80, [0, 120]);
    expect(menus.map((menu) => menu.inert)).toEqual([true, false]);
    layout(80, [0, 0]);
    expect(menus.map((menu) => menu.inert)).toEqual([true, true]);
    // A wide screen (no toggle), or a stylesheet that never squeezes the menu: nothing is inert.
    layout(0, [40, 0]);
    expect(menus.map((menu) => menu.inert)).toEqual([false, false]);
    layout(80, [40, 200]);
    expect(menus.map((menu) => menu.inert)).toEqual([false, false]);
  });
});

describe('dropdowns for keyboard users', () => {
  it('focus on a link opens every dropdown above it; focus elsewhere in the header closes the others', async () => {
    await mountHeader();
    link('.primary-navigation', 'Caps').focus();
    expect(item('.primary-navigation', 'Shop').classList).toContain('focus');
    expect(item('.primary-navigation', 'Accessories').classList).toContain('focus');
    link('.primary-navigation', 'About').focus();
    expect(item('.primary-navigation', 'Shop').classList).not.toContain('focus');
    expect(item('.primary-navigation', 'Accessories').classList).not.toContain('focus');
  });

  it('opens the header cart for its link, and closes everything once focus leaves the header', async () => {
    await mountHeader();
    $('a.cart-contents').focus();
    expect($('.site-header-cart').classList).toContain('focus');
    $('#after').focus();
    expect(document.querySelectorAll('.site-header .focus')).toHaveLength(0);
  });

  it('Esc inside a dropdown closes it and puts focus back on its link; Esc again closes the one above', async () => {
    await mountHeader();
    const esc = (): boolean => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    link('.primary-navigation', 'Caps').focus();
    esc();
    expect(document.activeElement).toBe(link('.primary-navigation', 'Accessories'));
    expect(item('.primary-navigation', 'Accessories').classList).not.toContain('focus');
    expect(item('.primary-navigation', 'Shop').classList).toContain('focus');
    esc();
    expect(document.activeElement).toBe(link('.primary-navigation', 'Shop'));
    expect(item('.primary-navigation', 'Shop').classList).not.toContain('focus');
  });

  it('a press outside the header closes them', async () => {
    await mountHeader();
    link('.primary-navigation', 'Hoodies').focus();
    press($('#content'));
    expect(document.querySelectorAll('.site-header .focus')).toHaveLength(0);
  });
});

describe('the handheld sub-menu buttons', () => {
  it('follow each parent link, named by the theme, and open their sub-menu; the current page’s starts open', async () => {
    vi.stubGlobal('storefrontScreenReaderText', { expand: 'Untermenü öffnen', collapse: 'Untermenü schließen' });
    await mountHeader();
    const [shop, accessories] = [...document.querySelectorAll<HTMLButtonElement>('.handheld-navigation button.dropdown-toggle')];
    expect(document.querySelectorAll('.primary-navigation button.dropdown-toggle')).toHaveLength(0);
    expect(shop!.previousElementSibling).toBe(link('.handheld-navigation', 'Shop'));
    expect([shop!.getAttribute('aria-expanded'), shop!.textContent]).toEqual(['true', 'Untermenü schließen']);
    expect(shop!.nextElementSibling!.classList).toContain('toggled-on');
    expect([accessories!.getAttribute('aria-expanded'), accessories!.textContent]).toEqual(['false', 'Untermenü öffnen']);
    accessories!.click();
    expect([accessories!.getAttribute('aria-expanded'), accessories!.textContent]).toEqual(['true', 'Untermenü schließen']);
    expect(accessories!.nextElementSibling!.classList).toContain('toggled-on');
    unmount!();
    unmount = undefined;
    expect(document.querySelectorAll('button.dropdown-toggle, .toggled-on')).toHaveLength(0);
  });
});

describe('a first touch on a wide touch screen', () => {
  const touch = (target: Element, pointerType = 'touch'): MouseEvent => {
    target.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType }));
    return press(target);
  };

  it('opens the dropdown instead of following the link; the next touch, a mouse or a childless link follow', async () => {
    vi.stubGlobal('ontouchstart', null);
    vi.stubGlobal('innerWidth', 1024);
    await mountHeader();
    expect($('.primary-navigation .sub-menu').classList).toContain('sub-menu--is-touch-device');
    expect($('.widget_shopping_cart').classList).toContain('sub-menu--is-touch-device');
    const shop = link('.primary-navigation', 'Shop');
    expect(touch(shop).defaultPrevented).toBe(true);
    expect(shop.classList).toContain('blocked');
    expect(shop.parentElement!.classList).toContain('focus');
    expect(touch(shop).defaultPrevented).toBe(false);
    expect(touch(link('.primary-navigation', 'About')).defaultPrevented).toBe(false);
    expect(touch(link('.primary-navigation', 'Accessories'), 'mouse').defaultPrevented).toBe(false);
    // The cart link opens a mini-cart that has something in it.
    expect(touch($('a.cart-contents')).defaultPrevented).toBe(true);
  });

  it('leaves links alone on a screen too narrow for dropdowns', async () => {
    vi.stubGlobal('ontouchstart', null);
    vi.stubGlobal('innerWidth', 600);
    await mountHeader();
    expect(touch(link('.primary-navigation', 'Shop')).defaultPrevented).toBe(false);
    expect(document.querySelectorAll('.sub-menu--is-touch-device')).toHaveLength(0);
  });
});
