/**
 * ProductX's quick view (issue 25) on its own markup: the trigger ProductX prints on a grid card, the
 * answer the reference backend prints as ProductX's (server/render/wopb-quick-view.ts), through the
 * runtime and the protocol client against a fake server.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { fakeServer, fields, jsonResponse, textResponse, type SeenRequest } from '../../protocol/testing.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { whenLive } from '../../tests/support/hydration.ts';
import { closeQuickView } from './session.ts';
import { wopbQuickViewIsland } from './wopb.ts';

// The stylesheet's <link> never loads in happy-dom; the island does not wait on it here.
vi.mock('../../dom-bridge/stylesheet.ts', () => ({ loadStylesheet: () => Promise.resolve() }));

const PRODUCTS: Record<number, { name: string; slug: string; variable?: boolean; images?: number }> = {
  101: { name: 'Golden Hour Lightroom Pack', slug: 'golden-hour-lightroom-pack' },
  102: { name: 'Moody Forest Lightroom Pack', slug: 'moody-forest-lightroom-pack' },
  103: { name: 'Film Emulation Collection', slug: 'film-emulation-collection', variable: true, images: 4 },
};
const LIST = [103, 101, 102];

/** ProductX's trigger in a grid card's image box (its markup on the real shop's /productx/). */
const triggerHtml = (id: number): string =>
  `<div class="wopb-product-new-meta"><div class="wopb-quickview-btn wopb_meta_svg_con" data-list="${LIST.join(',')}" data-postid="${id}" ` +
  `data-modal_wrapper_class="wopb-quick-view-wrapper wopb-layout-1" data-open-animation="wopb-zoom_in" data-close-animation="wopb-zoom_out" ` +
  `data-modal-loader="loader_1" defaultWooPage=""><span class="wopb-tooltip-text"><svg></svg><span class="wopb-tooltip-text-left">Quick View</span></span></div></div>`;

/** ProductX's gallery inside the platform's wrapper: its slider (and thumbnails) with several images. */
function galleryHtml(images: number): string {
  const many = images > 1;
  const slides = Array.from(
    { length: images },
    (_, i) => `<div><a><img class="wopb-main-image" src="/img/${i}.svg" alt=""/></a></div>`,
  ).join('');
  const thumbs = Array.from({ length: images }, (_, i) => `<div><img src="/img/${i}.svg" alt="" /></div>`).join('');
  return (
    `<div class="wopb-quick-view-image wopb-image-sticky"><div class="wopb-zoom-image-outer wopb-zoom-1"><div class="wopb-zoom-image-inner"><img alt="Zoom Image"></div></div>` +
    `<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images images" style="opacity: 0;"><div class="woocommerce-product-gallery__wrapper">` +
    `<div class="wopb-quick-view-gallery image_with_gallery"><div class="wopb-thumbnail"><div class="${many ? 'wopb-quick-slider' : ''}">${slides}</div></div>` +
    (many ? `<div class="wopb-quick-slider-nav wopb-bottom">${thumbs}</div>` : '') +
    `</div></div></div></div>`
  );
}

/** The form the shop prints, with ProductX's quantity buttons around the field. */
function formHtml(id: number, variable = false): string {
  const quantity =
    `<div class="quantity"><span class="wopb-add-to-cart-minus"><svg></svg></span><label class="screen-reader-text" for="q${id}">Quantity</label>` +
    `<input type="number" id="q${id}" class="input-text qty text" name="quantity" value="1" min="1" max="" step="1"><span class="wopb-add-to-cart-plus"><svg></svg></span></div>`;
  if (!variable)
    return `<form class="cart" action="/p/" method="post">${quantity}<button type="submit" name="add-to-cart" value="${id}" class="single_add_to_cart_button button alt">Add to cart</button></form>`;
  return (
    `<form class="variations_form cart" action="/p/" method="post" data-product_id="${id}" data-product_variations="[]">` +
    `<select name="attribute_pa_format"><option value="">Choose an option</option><option value="lightroom">Lightroom</option></select>` +
    `<div class="woocommerce-variation-add-to-cart variations_button">${quantity}<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>` +
    `<input type="hidden" name="add-to-cart" value="${id}" /><input type="hidden" name="variation_id" class="variation_id" value="0" /></div></form>`
  );
}

/** The previous/next arrows ProductX prints over the listing's ids. */
function arrowsHtml(id: number, list: string): string {
  const ids = list.split(',').map(Number);
  const at = ids.indexOf(id);
  return (
    `<div class="wopb-quick-view-navigation wopb-d-none">` +
    (['previous', 'next'] as const)
      .map((side) => ids[side === 'previous' ? at - 1 : at + 1])
      .map((other, i) =>
        other && at !== -1
          ? `<div class="wopb-nav-arrow wopb-quick-view-${i === 0 ? 'previous' : 'next'}" data-list="${list}" data-postid="${other}" data-modal-loader="loader_1">` +
            `<span class="wopb-nav-icon"><svg></svg></span><div class="wopb-quick-view-btn-image"><img src="/img/${other}.svg" />` +
            `<span class="wopb-nav-title">${PRODUCTS[other]!.name}</span></div></div>`
          : '',
      )
      .join('') +
    `</div>`
  );
}

/** ProductX's `wopb_quickview` answer for product `id` (shaped like the real shop's). */
function answerHtml(id: number, list: string, closeAfterCart = 'yes'): string {
  const p = PRODUCTS[id]!;
  return (
    `\t\t<div class="wopb-modal-header"><a class="wopb-modal-close"><svg><path d="M0 0"/></svg></a></div>` +
    `<div class="wopb-modal-body" data-outside_click="yes" data-product_id="${id}" data-modal_close_after_cart="${closeAfterCart}">` +
    `<div class="woocommerce-message wopb-d-none" role="alert"></div><div class="wopb-main-section">${galleryHtml(p.images ?? 1)}` +
    `<div class="wopb-quick-view-content wopb-${p.variable ? 'variable' : 'simple'}-product"><h1 class="product_title entry-title">${p.name}</h1>` +
    `<div>${formHtml(id, p.variable)}<div class="wopb-cart-bottom"></div><div><a class="wopb-quickview-buy-btn single_add_to_cart_button button alt" ` +
    `data-cart_type="buy_now" data-redirect="http://127.0.0.1:8080/checkout/">Buy Now</a></div></div>` +
    `<a class="wopb-product-details" href="/product/${p.slug}/">View Full Product Details</a>` +
    `<div class="wopb-product-social-share"><span>Social Share</span><a href="http://twitter.com/share?url=x" target="_blank" class="wopb-share-twitter"><svg></svg></a></div>` +
    `</div></div></div>${list ? arrowsHtml(id, list) : ''}`
  );
}

/** Grid cards as ProductX prints them (the trigger in the image box), and its nonce in `wopb_core`. */
function page(): void {
  const cards = LIST.map(
    (id) =>
      `<div class="wopb-block-item"><div class="wopb-block-content-wrap"><div class="wopb-block-image">${triggerHtml(id)}` +
      `<a href="/product/${PRODUCTS[id]!.slug}/"><img src="/img/${id}.svg" alt=""></a></div>` +
      `<h3 class="wopb-block-title"><a href="/product/${PRODUCTS[id]!.slug}/">${PRODUCTS[id]!.name}</a></h3></div></div>`,
  );
  document.body.innerHTML = `<div class="wopb-block-wrapper"><div class="wopb-block-items-wrap">${cards.join('')}</div></div>`;
  Object.assign(window, { wopb_core: { security: 'abc1234567' } });
}

// React and the component arrive once per file, before the first test: its first open is not spent on fetching them.
beforeAll(async () => {
  await Promise.all([import('../../src/react-root.tsx'), import('./WopbQuickViewView.tsx')]);
});

let runtime: Runtime;
let requests: SeenRequest[];
/** How the fake server answers `wopb_quickview`, by product id (default: ProductX's answer). */
const answers = new Map<string, () => Response | Promise<Response>>();

beforeEach(() => {
  page();
  ({ requests } = fakeServer(async (request) => {
    const url = new URL(request.url);
    const body = new URLSearchParams(request.body);
    if ((url.searchParams.get('action') ?? body.get('action')) === 'wopb_get_nonce')
      return jsonResponse({ success: true, data: { nonce: 'fresh00000' } });
    if (body.get('action') === 'wopb_addcart') return jsonResponse({ success: true });
    const postid = body.get('postid') ?? '';
    const custom = answers.get(postid);
    if (custom) return custom();
    return textResponse(answerHtml(Number(postid), body.get('postList') ?? ''));
  }));
  runtime = startRuntime([wopbQuickViewIsland]);
});

afterEach(() => {
  closeQuickView();
  runtime.stop();
  resetProtocolForTests();
  answers.clear();
  Reflect.deleteProperty(window, 'wopb_core');
});

const trigger = (id: number): HTMLElement => document.querySelector<HTMLElement>(`.wopb-quickview-btn[data-postid="${id}"]`)!;
const dialog = (): HTMLDialogElement | null => document.querySelector('dialog.shop-islands-quick-view-wopb');
const quickViewCalls = (): SeenRequest[] => requests.filter((r) => new URLSearchParams(r.body).get('action') === 'wopb_quickview');

async function openFor(id: number): Promise<HTMLDialogElement> {
  trigger(id).click();
  await vi.waitFor(() => expect(dialog()?.querySelector('.product_title')).toBeTruthy());
  return dialog()!;
}

describe('ProductX quick view', () => {
  it('the trigger is a button named for its product; a click opens the dialog at once with the loader, then the product, labelled and focused', async () => {
    let answer = (): void => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    answers.set('101', async () => {
      await answered;
      return textResponse(answerHtml(101, LIST.join(',')));
    });
    trigger(101).click();
    await whenLive(trigger(101));
    expect(trigger(101).getAttribute('role')).toBe('button');
    expect(trigger(101).tabIndex).toBe(0);
    expect(trigger(101).getAttribute('aria-label')).toBe('Quick view: Golden Hour Lightroom Pack');
    await vi.waitFor(() => expect(dialog()?.open).toBe(true));
    const modal = dialog()!;
    expect(modal.getAttribute('aria-busy')).toBe('true');
    expect(modal.querySelector('.wopb-modal-loading.active[role="status"]')!.textContent).toContain('Loading…');
    expect(modal.querySelector('.wopb-modal-wrap')!.className).toBe(
      'wopb-modal-wrap active wopb-quick-view-wrapper wopb-layout-1 wopb-zoom_in',
    );
    // The one thing to press while it loads: close.
    expect(document.activeElement).toBe(modal.querySelector('button.wopb-modal-close'));

    const call = quickViewCalls()[0]!;
    expect(new URL(call.url).searchParams.get('wc-ajax')).toBe('wopb_quickview');
    expect(call.method).toBe('POST');
    expect(fields(call.body)).toEqual([
      ['action', 'wopb_quickview'],
      ['postid', '101'],
      ['postList', '103,101,102'],
      ['wpnonce', 'abc1234567'],
    ]);
    answer();
    await vi.waitFor(() => expect(modal.querySelector('.product_title')?.textContent).toBe('Golden Hour Lightroom Pack'));
    expect(modal.hasAttribute('aria-busy')).toBe(false);
    expect(modal.querySelector('.wopb-modal-loading')!.classList.contains('active')).toBe(false);
    expect(modal.getAttribute('aria-label')).toBe('Golden Hour Lightroom Pack');
    // ProductX's close link is a real button now, and has the focus the loading header's had.
    const close = modal.querySelector('.wopb-modal-header .wopb-modal-close')!;
    expect(close.tagName).toBe('BUTTON');
    expect(close.getAttribute('aria-label')).toBe('Close');
    expect(document.activeElement).toBe(close);
    // The gallery is shown and ours, not left at the platform's opacity 0 for the product page's gallery island.
    const gallery = modal.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
    expect(gallery.style.opacity).toBe('1');
    expect(gallery.getAttribute('data-island')).toBe('wopb-quick-view');
  });

  it("ProductX's own handler on the page never sees the trigger's click", async () => {
    const legacy = vi.fn();
    document.addEventListener('click', legacy);
    try {
      await openFor(101);
      expect(legacy).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('click', legacy);
    }
  });

  it('closes on its close button, a click outside the content and Esc; focus goes back to the trigger', async () => {
    (await openFor(101)).querySelector<HTMLElement>('.wopb-modal-close')!.click();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger(101));

    (await openFor(102)).querySelector<HTMLElement>('.wopb-modal-overlay')!.click();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger(102));

    const modal = await openFor(101);
    modal.querySelector<HTMLElement>('.wopb-main-section')!.click();
    expect(dialog()).not.toBeNull();
    modal.close();
    modal.dispatchEvent(new Event('close'));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger(101));
  });

  it('an add to cart closes it, unless ProductX says not to', async () => {
    await openFor(101);
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true }));
    expect(dialog()).toBeNull();

    answers.set('102', () => textResponse(answerHtml(102, '', 'no')));
    await openFor(102);
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true }));
    expect(dialog()).not.toBeNull();
  });

  it("the arrows show the neighbour in the same dialog (Enter presses one); ProductX's ids travel along", async () => {
    const modal = await openFor(101);
    const next = modal.querySelector<HTMLElement>('.wopb-after-modal-content .wopb-quick-view-next')!;
    expect(next.getAttribute('role')).toBe('button');
    expect(next.getAttribute('aria-label')).toBe('Next product: Moody Forest Lightroom Pack');
    next.focus();
    next.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await vi.waitFor(() => expect(modal.querySelector('.product_title')?.textContent).toBe('Moody Forest Lightroom Pack'));
    expect(dialog()).toBe(modal);
    expect(fields(quickViewCalls()[1]!.body)).toContainEqual(['postid', '102']);
    expect(fields(quickViewCalls()[1]!.body)).toContainEqual(['postList', '103,101,102']);
    // The arrow it came by went with the old content: focus is on the new close button, inside the dialog.
    expect(document.activeElement).toBe(modal.querySelector('button.wopb-modal-close'));
    expect(modal.querySelector('.wopb-quick-view-next')).toBeNull();
    expect(modal.querySelector('.wopb-quick-view-previous')!.getAttribute('aria-label')).toBe(
      'Previous product: Golden Hour Lightroom Pack',
    );
  });

  it("a stale nonce (ProductX's empty answer) is renewed and the ask sent again", async () => {
    let first = true;
    answers.set('101', () => {
      if (!first) return textResponse(answerHtml(101, ''));
      first = false;
      return textResponse('');
    });
    await openFor(101);
    expect(quickViewCalls().map((r) => new URLSearchParams(r.body).get('wpnonce'))).toEqual(['abc1234567', 'fresh00000']);
  });

  it('a failed answer (the 500 of a product ProductX cannot find, offline) says why, with the way to the product page', async () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answers.set('101', () => textResponse('<p>There has been a critical error on this website.</p>', { status: 500 }));
    trigger(101).click();
    await vi.waitFor(() => expect(dialog()?.querySelector('[role="alert"]')).toBeTruthy());
    const alert = dialog()!.querySelector('.quick-view-failure[role="alert"]')!;
    expect(alert.textContent).toContain('An unknown error occurred.');
    expect(alert.querySelector('a')!.getAttribute('href')).toMatch(/\/product\/golden-hour-lightroom-pack\/$/);
    expect(dialog()!.hasAttribute('aria-busy')).toBe(false);
    expect(dialog()!.querySelector('button.wopb-modal-close')).not.toBeNull();
    expect(log.mock.calls[0]![0]).toContain('Error occured.please try again');
    closeQuickView();

    answers.set('101', () => Promise.reject(new TypeError('Failed to fetch')));
    trigger(101).click();
    await vi.waitFor(() => expect(dialog()?.querySelector('[role="alert"]')?.textContent).toContain('You are probably offline.'));
    log.mockRestore();
  });

  it("ProductX's minus and plus step the quantity within its bounds, as buttons", async () => {
    const modal = await openFor(101);
    const qty = modal.querySelector<HTMLInputElement>('input.qty')!;
    const plus = modal.querySelector<HTMLElement>('.wopb-add-to-cart-plus')!;
    const minus = modal.querySelector<HTMLElement>('.wopb-add-to-cart-minus')!;
    expect([plus.getAttribute('role'), plus.getAttribute('aria-label'), minus.getAttribute('aria-label')]).toEqual([
      'button',
      'Increase quantity',
      'Decrease quantity',
    ]);
    const changes = vi.fn();
    qty.addEventListener('change', changes);
    plus.click();
    plus.click();
    expect(qty.value).toBe('3');
    minus.click();
    minus.click();
    minus.click();
    expect(qty.value).toBe('1');
    expect(changes).toHaveBeenCalledTimes(4);
    qty.max = '2';
    plus.click();
    plus.click();
    expect(qty.value).toBe('2');
  });

  it('"Buy now": a variable product needs its choice first; then ProductX\'s buy_now add, and on to checkout', async () => {
    const assign = vi.fn();
    const real = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...real, href: real.href, assign } });
    try {
      const variable = await openFor(103);
      const buy = variable.querySelector<HTMLElement>('.wopb-quickview-buy-btn')!;
      expect(buy.getAttribute('role')).toBe('button');
      buy.click();
      expect(variable.querySelector('.wopb-quick-view-notice[role="alert"]')!.textContent).toBe(
        'Please select some product options before adding this product to your cart.',
      );
      expect(requests.some((r) => new URLSearchParams(r.body).get('action') === 'wopb_addcart')).toBe(false);
      closeQuickView();

      const simple = await openFor(101);
      simple.querySelector<HTMLElement>('.wopb-add-to-cart-plus')!.click();
      simple.querySelector<HTMLElement>('.wopb-quickview-buy-btn')!.click();
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:8080/checkout/'));
      const add = requests.find((r) => new URLSearchParams(r.body).get('action') === 'wopb_addcart')!;
      expect(new URL(add.url).pathname).toBe('/wp-admin/admin-ajax.php');
      expect(Object.fromEntries(fields(add.body))).toMatchObject({
        postid: '101',
        quantity: '2',
        variationId: '0',
        cartType: 'buy_now',
        wpnonce: 'abc1234567',
      });
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: real });
    }
  });

  it('a gallery of several images shows one at a time: the arrows and the thumbnails choose', async () => {
    const modal = await openFor(103);
    const slides = [...modal.querySelectorAll<HTMLElement>('.wopb-quick-slider > div')];
    const visible = (): number[] => slides.flatMap((slide, i) => (slide.hidden ? [] : [i]));
    expect(slides.length).toBeGreaterThan(2);
    expect(visible()).toEqual([0]);
    const previous = modal.querySelector<HTMLButtonElement>('button.wopb-slick-prev-large')!;
    const next = modal.querySelector<HTMLButtonElement>('button.wopb-slick-next-large')!;
    expect(previous.hidden).toBe(true);
    next.click();
    expect(visible()).toEqual([1]);
    const thumbs = [...modal.querySelectorAll<HTMLElement>('.wopb-quick-slider-nav > div')];
    expect(thumbs[2]!.getAttribute('aria-label')).toBe(`Image 3 of ${slides.length}`);
    thumbs[slides.length - 1]!.click();
    expect(visible()).toEqual([slides.length - 1]);
    expect(next.hidden).toBe(true);
    expect(thumbs[slides.length - 1]!.getAttribute('aria-current')).toBe('true');
  });
});
