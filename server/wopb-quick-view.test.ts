// @vitest-environment node
/**
 * ProductX's quick view on /productx/ (issue 25): the triggers and flip images the grids print, the
 * `wopb_quickview` answer and its refusals as ProductX's, and its "Buy now" add emptying the cart first.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type ShopApp } from './app.ts';
import { tempDbPath, Visitor } from './testing.ts';

const apps: ShopApp[] = [];
afterEach(() => {
  for (const app of apps.splice(0)) app.close();
});

function visitor(): Visitor {
  const app = createApp({ dbPath: tempDbPath() });
  apps.push(app);
  return new Visitor(app);
}

/** The page and the visitor's ProductX nonce (it follows the visitor's session, as the platform's do). */
async function productx(v: Visitor): Promise<{ html: string; wopb: string }> {
  const html = await (await v.get('/productx/')).text();
  return { html, wopb: /var wopb_core = \{[^}]*"security":"([0-9a-f]{10})"/.exec(html)?.[1] ?? '' };
}

const QUICK_VIEW = '/?wc-ajax=wopb_quickview';

async function quickView(v: Visitor, fields: Record<string, string | number>): Promise<{ status: number; body: string }> {
  const response = await v.post(QUICK_VIEW, { action: 'wopb_quickview', ...fields });
  return { status: response.status, body: await response.text() };
}

const itemCount = async (v: Visitor): Promise<string> =>
  ((await v.json('/?wc-ajax=get_refreshed_fragments', { time: 1 })) as { fragments: Record<string, string> }).fragments[
    'a.cart-contents'
  ] ?? '';

describe('ProductX quick view on /productx/', () => {
  it("prints a quick-view trigger on every grid card naming its product and its page's products, one footer frame, and flip images where a product has a second image", async () => {
    const { html } = await productx(visitor());
    const firstGrid = html.slice(html.indexOf('wopb-block-wopbgrid1lm'), html.indexOf('wopb-block-wopbgrid1pg'));
    const triggers = [...firstGrid.matchAll(/class="wopb-quickview-btn[^"]*"\s+data-list="([\d,]+)"\s+data-postid="(\d+)"/g)];
    const cards = [...firstGrid.matchAll(/class="wopb-block-item /g)];
    expect(triggers).toHaveLength(cards.length);
    const list = triggers[0]![1]!.split(',');
    expect(triggers.map((t) => t[2])).toEqual(list);
    expect(html.match(/class="wopb-modal-wrap"/g)).toHaveLength(1);
    // The Film Emulation Collection (103) has gallery images: its card's link carries the flip image.
    expect(html).toMatch(
      /<a href="\/product\/film-emulation-collection\/"[^>]*><img [^>]*><img class="wopb-flip-image wopb-fade_in" alt="Film Emulation Collection" src="[^"]+before-after\.svg"/,
    );
    // The slider's items are no grid's: no trigger there.
    const slider = html.slice(html.indexOf('wopb-product-blocks-slide'), html.indexOf('wopb-slick-nav'));
    expect(slider).not.toContain('wopb-quickview-btn');
  });

  it("answers a simple product: close link, its body, title, price, the cart form with ProductX's quantity buttons, Buy Now, the arrows over the list", async () => {
    const v = visitor();
    const { wopb } = await productx(v);
    const { status, body } = await quickView(v, { postid: 101, postList: '103,101,102', wpnonce: wopb });
    expect(status).toBe(200);
    expect(body).toMatch(/^\s*<div class="wopb-modal-header">\s*<a class="wopb-modal-close">/);
    expect(body).toMatch(/class="wopb-modal-body"[^>]*data-product_id="101"[^>]*data-modal_close_after_cart="yes"/);
    expect(body).toContain('<h1 class="product_title entry-title">Golden Hour Lightroom Pack</h1>');
    expect(body).toMatch(
      /<form class="cart"[\s\S]*<span class="wopb-add-to-cart-minus">[\s\S]*name="quantity"[\s\S]*<span class="wopb-add-to-cart-plus">[\s\S]*<button type="submit" name="add-to-cart" value="101"/,
    );
    // The theme's own stepper and "Buy now" are not ProductX's.
    expect(body).not.toContain('quantity-button');
    expect(body).not.toContain('buy-now-button');
    expect(body).toMatch(
      /<a\s+class="wopb-quickview-buy-btn single_add_to_cart_button button alt"\s+data-cart_type="buy_now"\s+data-redirect="http:\/\/127\.0\.0\.1:8080\/checkout\/"/,
    );
    expect(body).toMatch(/wopb-nav-arrow wopb-quick-view-previous"\s+data-list="103,101,102"\s+data-postid="103"/);
    expect(body).toMatch(/wopb-nav-arrow wopb-quick-view-next"\s+data-list="103,101,102"\s+data-postid="102"/);
  });

  it('a variable product: its variation form; a gallery of several images: the slider and its thumbnails; the last of the list: no next arrow', async () => {
    const v = visitor();
    const { wopb } = await productx(v);
    const { body } = await quickView(v, { postid: 103, postList: '101,103', wpnonce: wopb });
    expect(body).toMatch(/<form class="variations_form cart"[^>]*data-product_id="103"/);
    expect(body).toMatch(/class="wopb-quick-slider"\s+data-arrow="1"/);
    expect(body.match(/class="wopb-main-image"/g)!.length).toBeGreaterThan(1);
    expect(body).toContain('wopb-quick-slider-nav');
    expect(body).toContain('wopb-quick-view-previous');
    expect(body).not.toContain('wopb-quick-view-next');
  });

  it('refuses as ProductX does: a bad or missing nonce answers an empty 200; a postid that is no product, none, or one only in the query, a 500', async () => {
    const v = visitor();
    const { wopb } = await productx(v);
    const refused: Array<Record<string, string | number>> = [{ postid: 101, wpnonce: '0000000000' }, { postid: 101 }];
    for (const fields of refused) {
      expect(await quickView(v, fields)).toEqual({ status: 200, body: '' });
    }
    const broken: Array<Record<string, string | number>> = [
      { postid: 999999, wpnonce: wopb },
      { postid: '101abc', wpnonce: wopb },
      { wpnonce: wopb },
    ];
    for (const fields of broken) {
      const failed = await quickView(v, fields);
      expect(failed.status).toBe(500);
      expect(failed.body).toContain('There has been a critical error on this website.');
    }
    const query = await v.get(`${QUICK_VIEW}&postid=101&wpnonce=${wopb}`);
    expect(query.status).toBe(500);
    // Its admin-ajax action: the same answer; a refused one ends in admin-ajax's 0.
    expect(await (await v.post('/wp-admin/admin-ajax.php', { action: 'wopb_quickview', postid: 101, wpnonce: wopb })).text()).toContain(
      'data-product_id="101"',
    );
    expect(await (await v.post('/wp-admin/admin-ajax.php', { action: 'wopb_quickview', postid: 101, wpnonce: 'x' })).text()).toBe('0');
  });

  it('"Buy now" (wopb_addcart with cartType buy_now) leaves only that product in the cart; its variation is added by id and attributes', async () => {
    const v = visitor();
    const { wopb } = await productx(v);
    expect(await v.json('/wp-admin/admin-ajax.php', { action: 'wopb_addcart', postid: 102, quantity: 3, wpnonce: wopb })).toEqual({
      success: true,
    });
    expect(await itemCount(v)).toContain('3 items');
    // The visitor has a session now: ProductX's nonce is the session's.
    const { wopb: fresh } = await productx(v);
    expect(
      await v.json('/wp-admin/admin-ajax.php', { action: 'wopb_addcart', postid: 101, quantity: 2, cartType: 'buy_now', wpnonce: fresh }),
    ).toEqual({ success: true });
    expect(await itemCount(v)).toContain('2 items');
    const variation = { action: 'wopb_addcart', postid: 103, quantity: 1, cartType: 'buy_now', wpnonce: fresh };
    expect(await v.json('/wp-admin/admin-ajax.php', { ...variation, variationId: 0 })).toEqual({ success: false });
    expect(await itemCount(v)).toContain('2 items');
    const chosen = { 'variation[attribute_pa_format]': 'lightroom', 'variation[attribute_pa_licence]': 'personal' };
    expect(await v.json('/wp-admin/admin-ajax.php', { ...variation, variationId: 201, ...chosen })).toEqual({ success: true });
    expect(await itemCount(v)).toContain('1 item');
    const cart = await (await v.get('/cart/')).text();
    expect(cart).toContain('Film Emulation Collection');
    expect(cart).not.toContain('Golden Hour Lightroom Pack');
  });
});
