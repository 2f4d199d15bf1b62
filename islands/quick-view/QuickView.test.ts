import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { fakeServer, jsonResponse, textResponse, type SeenRequest } from '../../protocol/testing.ts';
import { defineIsland } from '../../src/island.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { whenLive } from '../../tests/support/hydration.ts';
import { quickViewIsland } from './index.ts';
import { fitModal, type ModalParts } from './modal.ts';
import { $quickView, closeQuickView } from './session.ts';
import { productUrlOf, triggerPid } from './QuickView.ts';
import QuickViewView from './QuickViewView.tsx';

// The stylesheet's <link> never loads in happy-dom; the island does not wait on it here.
vi.mock('../../dom-bridge/stylesheet.ts', () => ({ loadStylesheet: () => Promise.resolve() }));

const CARDS = `
  <ul class="products">
    <li class="product"><a class="woocommerce-LoopProduct-link" href="/product/one/">One</a>
      <a href="/product/one/" class="minimog-quick-view-btn" data-pid="1">Quick view</a></li>
    <li class="product"><a class="woocommerce-LoopProduct-link" href="/product/two/">Two</a>
      <a href="/product/two/" class="minimog-quick-view-btn" data-pid="2">Quick view</a></li>
  </ul>`;

/** The theme's template: a product widget standing in for the product page's islands, a wishlist button, 'continue'. */
const template = (pid: string): string =>
  `<div class="product"><h2 class="product_title">Product ${pid}</h2><div class="inner-widget"></div>` +
  `<button class="woosw-btn" data-id="${pid}">Add to wishlist</button>` +
  `<a href="/product/${pid}/" class="button quick-view-continue">View full details</a></div>`;

let mounted = 0;
const innerIsland = defineIsland<Record<string, never>>({
  name: 'inner-widget',
  selector: '.inner-widget',
  hydrate: { on: 'now' },
  load: async () => ({
    mount: async () => {
      mounted += 1;
      return () => {
        mounted -= 1;
      };
    },
  }),
});

// React and the component arrive once per file, before the first test: its first open is not spent on fetching them.
beforeAll(async () => {
  await Promise.all([import('../../src/react-root.tsx'), import('./QuickViewView.tsx')]);
});

let runtime: Runtime;
let requests: SeenRequest[];
const held = new Map<string, () => void>();

beforeEach(() => {
  mounted = 0;
  // The theme's page config: its endpoints exist here.
  Object.assign(window, { minimog_params: { wc_ajax_url: '/?wc-ajax=%%endpoint%%' } });
  document.body.innerHTML = CARDS;
  ({ requests } = fakeServer(async (request) => {
    const pid = new URL(request.url).searchParams.get('pid') ?? '';
    if (held.has(pid)) await new Promise<void>((resolve) => held.set(pid, resolve));
    if (pid === '500') return textResponse('Internal Server Error', { status: 500 });
    return jsonResponse({ template: template(pid) });
  }));
  runtime = startRuntime([quickViewIsland, innerIsland]);
});

afterEach(() => {
  closeQuickView();
  runtime.stop();
  resetProtocolForTests();
  held.clear();
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'minimog_params');
});

const trigger = (pid: number): HTMLElement => document.querySelector<HTMLElement>(`[data-pid="${pid}"]`)!;
const dialog = (): HTMLDialogElement | null => document.querySelector('dialog.shop-islands-quick-view');

async function openFor(pid: number): Promise<HTMLDialogElement> {
  trigger(pid).click();
  await vi.waitFor(() => expect(dialog()?.open).toBe(true));
  await whenLive(dialog()!.querySelector('.inner-widget')!);
  return dialog()!;
}

/** The runtime's observer releases removed markup in a microtask after the removal. */
const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('quick view', () => {
  it('asks for the trigger product, opens labelled by its title, hydrates the islands inside and unmounts them on close', async () => {
    const modal = await openFor(1);
    expect(new URL(requests[0]!.url).searchParams.get('wc-ajax')).toBe('minimog_product_quick_view');
    expect(new URL(requests[0]!.url).searchParams.get('pid')).toBe('1');
    expect(requests[0]!.method).toBe('GET');
    expect(modal.getAttribute('aria-label')).toBe('Product 1');
    expect(mounted).toBe(1);
    modal.querySelector<HTMLElement>('.quick-view-close')!.click();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger(1));
    await settled();
    expect(mounted).toBe(0);
  });

  it('50 open/close cycles leave the runtime with as many claims as before and no island mounted', async () => {
    await openFor(1);
    closeQuickView();
    await settled();
    const claims = runtime.claimedCount();
    for (let i = 0; i < 50; i++) {
      await openFor(i % 2 === 0 ? 1 : 2);
      dialog()!.querySelector<HTMLElement>('.quick-view-close')!.click();
      await settled();
    }
    // Both triggers stay claimed; nothing of the 50 dialogs is left in the runtime.
    expect(runtime.claimedCount()).toBe(claims);
    expect(mounted).toBe(0);
    expect(document.querySelectorAll('dialog')).toHaveLength(0);
  });

  it('closes on a click outside (the dialog itself), on added_to_cart and, after its own handler, on the wishlist button', async () => {
    (await openFor(1)).click();
    expect(dialog()).toBeNull();

    await openFor(1);
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true }));
    expect(dialog()).toBeNull();

    const modal = await openFor(1);
    modal.querySelector<HTMLElement>('.woosw-btn')!.click();
    expect(dialog()).not.toBeNull();
    await settled();
    expect(dialog()).toBeNull();
    // Closed: the cart event no longer reaches it.
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true }));
  });

  it('Esc (the dialog closing itself) finishes closing: removed, focus back on the trigger', async () => {
    const modal = await openFor(2);
    modal.close();
    modal.dispatchEvent(new Event('close'));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger(2));
  });

  it('a second quick view asked while the first loads: only the last one opens, the first trigger is no longer busy', async () => {
    await openFor(2); // the chunk, once
    closeQuickView();
    held.set('1', () => {});
    trigger(1).click();
    await vi.waitFor(() => expect(trigger(1).getAttribute('aria-busy')).toBe('true'));
    trigger(2).click();
    await vi.waitFor(() => expect(dialog()?.getAttribute('aria-label')).toBe('Product 2'));
    expect(trigger(1).hasAttribute('aria-busy')).toBe(false);
    expect(trigger(1).classList.contains('loading')).toBe(false);
    held.get('1')!();
    await settled();
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    expect(dialog()!.getAttribute('aria-label')).toBe('Product 2');
  });

  it("'continue' sends the shopper to its target after 2 s, not before; closing first cancels it", async () => {
    const assign = vi.fn();
    const real = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...real, href: real.href, assign } });
    try {
      const modal = await openFor(1);
      vi.useFakeTimers();
      const onward = modal.querySelector<HTMLAnchorElement>('.quick-view-continue')!;
      onward.click();
      expect(onward.getAttribute('aria-busy')).toBe('true');
      vi.advanceTimersByTime(1999);
      expect(assign).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(assign).toHaveBeenCalledWith(onward.href);

      closeQuickView();
      vi.useRealTimers();
      const again = await openFor(1);
      vi.useFakeTimers();
      again.querySelector<HTMLElement>('.quick-view-continue')!.click();
      closeQuickView();
      vi.advanceTimersByTime(3000);
      expect(assign).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: real });
    }
  });

  it('a failed answer opens the dialog with the §8 message and a link to the product page', async () => {
    trigger(1).setAttribute('data-pid', '500');
    trigger(500).click();
    await vi.waitFor(() => expect(dialog()?.open).toBe(true));
    const alert = dialog()!.querySelector('.quick-view-failure[role="alert"]')!;
    expect(alert.textContent).toContain('The response is not a valid JSON response.');
    expect(alert.querySelector('a')!.getAttribute('href')).toMatch(/\/product\/one\/$/);
    expect(trigger(500).hasAttribute('aria-busy')).toBe(false);
  });
});

describe('quick view on a shop without the theme', () => {
  it("leaves the click to the page (the add-on's own script, or the link): no call, not prevented", async () => {
    Reflect.deleteProperty(window, 'minimog_params');
    const later = vi.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('click', later);
    try {
      trigger(1).click();
      await whenLive(trigger(1));
      await vi.waitFor(() => expect(later).toHaveBeenCalledTimes(1));
      expect(later.mock.results[0]!.value).toBe(false);
      expect(requests).toHaveLength(0);
      expect(dialog()).toBeNull();
    } finally {
      document.removeEventListener('click', later);
    }
  });
});

/** The dialog of a template without a title, rendered by the trigger's component; its parts. */
function openUntitled(): ModalParts {
  const opener = document.body.appendChild(document.createElement('a'));
  $quickView.set({ id: 1, opener, shows: { kind: 'theme', label: '', template: [document.createElement('div')] } });
  render(createElement(QuickViewView, { element: opener }));
  const dialog = document.querySelector<HTMLDialogElement>('dialog.shop-islands-quick-view')!;
  return { dialog, frame: dialog.querySelector('.quick-view-frame')!, body: dialog.querySelector('.quick-view-body')! };
}

describe('quick view parts', () => {
  it('reads the product id from data-pid or the add-on’s data-id, and the product page from the link or its card', () => {
    document.body.innerHTML = `<li class="product"><a class="woocommerce-LoopProduct-link" href="/product/x/">X</a>
      <button class="woosq-btn" data-id="7">Quick view</button><a href="#" class="minimog-quick-view-btn" data-pid="x">Q</a></li>`;
    const woosq = document.querySelector('.woosq-btn')!;
    const broken = document.querySelector('.minimog-quick-view-btn')!;
    expect(triggerPid(woosq)).toBe(7);
    expect(triggerPid(broken)).toBeNull();
    expect(productUrlOf(woosq)).toMatch(/\/product\/x\/$/);
    expect(productUrlOf(broken)).toMatch(/\/product\/x\/$/);
  });

  it('§9 layout: fitted above 767 px; the dialog capped at the viewport − 60 px, its content at that − 2 × spacing', () => {
    const parts = openUntitled();
    const view = (innerWidth: number, innerHeight: number): Window =>
      ({ innerWidth, innerHeight, getComputedStyle: () => ({ paddingTop: '20px' }) }) as unknown as Window;
    fitModal(parts, view(768, 700));
    expect(parts.dialog.classList.contains('quick-view-fitted')).toBe(true);
    expect(parts.dialog.style.maxHeight).toBe('640px');
    expect(parts.body.style.maxHeight).toBe('600px');
    fitModal(parts, view(767, 500));
    expect(parts.dialog.classList.contains('quick-view-fitted')).toBe(false);
    expect(parts.dialog.style.maxHeight).toBe('440px');
    expect(parts.body.style.maxHeight).toBe('400px');
    expect(parts.dialog.getAttribute('aria-label')).toBe('Quick view');
  });
});
