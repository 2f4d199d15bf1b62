// @vitest-environment node
/** ProductX's product-page endpoints and markup: views, share count, gallery, size chart, share block. */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type ShopApp } from './app.ts';
import { tempDbPath, Visitor } from './testing.ts';

const apps: ShopApp[] = [];
function open(): ShopApp {
  const app = createApp({ dbPath: tempDbPath() });
  apps.push(app);
  return app;
}
afterEach(() => {
  for (const app of apps.splice(0)) app.close();
});

const PRODUCT = '/product/film-emulation-collection/';
const PRODUCT_ID = 103;
const AJAX = '/wp-admin/admin-ajax.php';

/** The nonces the visitor's product page prints: wpApiSettings.nonce and wopb_core.security. */
async function nonces(visitor: Visitor, path = PRODUCT): Promise<{ rest: string; wopb: string; html: string }> {
  const html = await (await visitor.get(path)).text();
  return {
    rest: /var wpApiSettings = \{[^}]*"nonce":"([0-9a-f]{10})"/.exec(html)?.[1] ?? '',
    wopb: /var wopb_core = \{[^}]*"security":"([0-9a-f]{10})"/.exec(html)?.[1] ?? '',
    html,
  };
}

function views(visitor: Visitor, rest: string, body: unknown): Promise<Response> {
  return visitor.request('/wp-json/wopb/views?_locale=user', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': rest },
    body: JSON.stringify(body),
  });
}

describe('POST /wp-json/wopb/views', () => {
  it('counts a view per product with the page’s nonces', async () => {
    const visitor = new Visitor(open());
    const { rest, wopb } = await nonces(visitor);
    expect(wopb).not.toBe('');
    const first = await views(visitor, rest, { postID: PRODUCT_ID, wpnonce: wopb });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, views: 1 });
    expect(await (await views(visitor, rest, { postID: PRODUCT_ID, wpnonce: wopb })).json()).toEqual({ success: true, views: 2 });
    expect(await (await views(visitor, rest, { postID: 101, wpnonce: wopb })).json()).toEqual({ success: true, views: 1 });
  });

  it('answers an empty 200 (null) and counts nothing for a bad wopb nonce or an unknown product', async () => {
    const visitor = new Visitor(open());
    const { rest, wopb } = await nonces(visitor);
    for (const body of [{ postID: PRODUCT_ID, wpnonce: '0000000000' }, { postID: PRODUCT_ID }, { postID: 999, wpnonce: wopb }]) {
      const response = await views(visitor, rest, body);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('null');
    }
    expect(await (await views(visitor, rest, { postID: PRODUCT_ID, wpnonce: wopb })).json()).toEqual({ success: true, views: 1 });
  });

  it('refuses a missing or stale REST nonce with core’s rest_cookie_invalid_nonce', async () => {
    const visitor = new Visitor(open());
    const { wopb } = await nonces(visitor);
    const response = await views(visitor, 'stale', { postID: PRODUCT_ID, wpnonce: wopb });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
  });
});

describe('admin-ajax wopb_share_count', () => {
  it('counts a share and answers {success, data: {count}}', async () => {
    const visitor = new Visitor(open());
    const { wopb } = await nonces(visitor);
    const share = () => visitor.json(AJAX, { action: 'wopb_share_count', shareCount: 0, postId: PRODUCT_ID, wpnonce: wopb });
    expect(await share()).toEqual({ success: true, data: { success: true, count: 1 } });
    expect(await share()).toEqual({ success: true, data: { success: true, count: 2 } });
  });

  it('answers admin-ajax’s closing 0 (status 200) for a bad nonce or product, counting nothing', async () => {
    const visitor = new Visitor(open());
    const { wopb } = await nonces(visitor);
    const cases: Array<Record<string, string | number>> = [
      { postId: PRODUCT_ID, wpnonce: 'bad' },
      { postId: 'x', wpnonce: wopb },
      { postId: PRODUCT_ID },
    ];
    for (const fields of cases) {
      const response = await visitor.post(AJAX, { action: 'wopb_share_count', shareCount: 0, ...fields });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('0');
    }
  });

  it('checks the nonce of the visitor’s session: the page’s nonce changes once a session starts', async () => {
    const visitor = new Visitor(open());
    const before = (await nonces(visitor)).wopb;
    await visitor.post('/?wc-ajax=add_to_cart', { product_id: 101, quantity: 1 });
    const after = (await nonces(visitor)).wopb;
    expect(after).not.toBe(before);
    expect(await (await visitor.post(AJAX, { action: 'wopb_share_count', postId: PRODUCT_ID, wpnonce: before })).text()).toBe('0');
    expect(await visitor.json(AJAX, { action: 'wopb_share_count', postId: PRODUCT_ID, wpnonce: after })).toMatchObject({
      data: { count: 1 },
    });
  });
});

describe('product page media markup', () => {
  it('prints the gallery (images, then a captioned video), the size chart and the share block', async () => {
    const { html } = await nonces(new Visitor(open()));
    const gallery = /<div class="woocommerce-product-gallery__wrapper">([\s\S]*?)\t<\/div>\n<\/div>/.exec(html)?.[1] ?? '';
    expect(gallery.match(/class="woocommerce-product-gallery__image[ "]/g)).toHaveLength(5);
    expect(gallery).toContain('data-large_image="/wp-content/uploads/presets/film-emulation-collection-before-after.svg"');
    expect(gallery).toMatch(
      /<video controls preload="none"[^>]* poster="[^"]+-preview-poster\.svg"[^>]*><source src="[^"]+-preview\.webm" type="video\/webm" \/><track kind="captions"/,
    );
    expect(html).toContain('<button type="button" id="wopb-chart-modal-btn">Licence chart</button>');
    expect(html).toContain('<div class="wopb-size-chart-wrapper wopb-size-chart-modal">');
    expect(html).toContain(`<div class="wopb-share-item-inner-block" postId="${PRODUCT_ID}" count="0">`);
    expect(html).toMatch(
      /<a href="javascript:" class="wopb-share-item-facebook" url="http:\/\/www\.facebook\.com\/sharer\.php\?u=[^"]+\/product\/film-emulation-collection\/">/,
    );
    expect(html).toMatch(/<body class="[^"]*single-product postid-103/);
  });

  it('gives Capture One variations their own gallery slides', async () => {
    const visitor = new Visitor(open());
    const variation = (await visitor.json('/?wc-ajax=get_variation', {
      product_id: PRODUCT_ID,
      attribute_pa_format: 'capture-one',
      attribute_pa_licence: 'personal',
    })) as Record<string, string>;
    expect(variation.variation_gallery_main_slides_html?.match(/woocommerce-product-gallery__image/g)).toHaveLength(2);
    expect(variation.variation_gallery_thumb_slides_html).toContain('film-emulation-collection-styles-panel.svg');
    const other = (await visitor.json('/?wc-ajax=get_variation', {
      product_id: PRODUCT_ID,
      attribute_pa_format: 'lightroom',
      attribute_pa_licence: 'personal',
    })) as Record<string, string>;
    expect(other).not.toHaveProperty('variation_gallery_main_slides_html');
  });

  it('serves the preview video and its captions with their types', async () => {
    const visitor = new Visitor(open());
    const video = await visitor.get('/wp-content/uploads/presets/film-emulation-collection-preview.webm');
    expect(video.headers.get('content-type')).toBe('video/webm');
    expect(new Uint8Array(await video.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]));
    const captions = await visitor.get('/wp-content/uploads/presets/film-emulation-collection-preview.vtt');
    expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await captions.text()).toMatch(/^WEBVTT\n/);
  });
});
