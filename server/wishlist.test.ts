// @vitest-environment node
/**
 * The wishlist backend's edges (§7 Wishlist) through `app.fetch`: a wrong nonce, an unknown product
 * or list key, an empty list, a shared list for others, and the named lists' rules (the add-on's
 * maximum of 5, the default list that cannot be deleted).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type ShopApp } from './app.ts';
import { tempDbPath, Visitor } from './testing.ts';
import { MAX_WISHLISTS, WISHLIST_TEXTS } from './wishlist.ts';

const apps: ShopApp[] = [];
function open(): ShopApp {
  const app = createApp({ dbPath: tempDbPath() });
  apps.push(app);
  return app;
}
afterEach(() => {
  for (const app of apps.splice(0)) app.close();
});

const wc = (endpoint: string): string => `/?wc-ajax=${endpoint}`;

interface Answer {
  status?: number;
  count?: number;
  notice?: string;
  content?: string;
  products?: number[];
  data?: { key: string; ids: Record<string, { parent: number }> | []; fragments: Record<string, string> };
}

/** A visitor with the add-on's nonce as the pages print it for them (`woosw_vars.nonce`). */
async function shopper(app: ShopApp = open()): Promise<{ visitor: Visitor; nonce: string }> {
  const visitor = new Visitor(app);
  const page = await (await visitor.get('/shop/')).text();
  const nonce = /var woosw_vars = \{"wc_ajax_url":"[^"]*","nonce":"([0-9a-f]+)"/.exec(page)?.[1];
  expect(nonce).toMatch(/^[0-9a-f]{10}$/);
  return { visitor, nonce: nonce! };
}

async function call(
  who: { visitor: Visitor; nonce: string },
  endpoint: string,
  fields: Record<string, string | number> = {},
): Promise<Answer> {
  return (await who.visitor.json(wc(endpoint), { ...fields, nonce: who.nonce })) as Answer;
}

async function text(
  who: { visitor: Visitor; nonce: string },
  endpoint: string,
  fields: Record<string, string | number> = {},
): Promise<string> {
  return (await who.visitor.post(wc(endpoint), { ...fields, nonce: who.nonce })).text();
}

/** The keys of the lists the manage popup shows, in order. */
const listKeys = (html: string): string[] =>
  Array.from(html.matchAll(/<tr class="woosw-wishlist" data-key="([A-Z0-9]{6})"/g), (m) => m[1]!);

describe('the wishlist calls refuse what the add-on refuses', () => {
  it("a missing or wrong nonce dies with 'Permissions check failed!' on every call, before any list or key is made", async () => {
    const { visitor } = await shopper();
    for (const endpoint of ['woosw_add', 'woosw_remove', 'woosw_empty', 'woosw_get_data', 'woosw_add_wishlist', 'woosw_add_note']) {
      for (const nonce of [undefined, 'woosw', '0123456789']) {
        const fields: Record<string, string | number> = { product_id: 101, ...(nonce === undefined ? {} : { nonce }) };
        const answer = await visitor.post(wc(endpoint), fields);
        expect(answer.status).toBe(200);
        expect(await answer.text()).toBe('Permissions check failed!');
      }
    }
    expect((await visitor.post('/wp-admin/admin-ajax.php', { action: 'wishlist_add', product_id: 101, nonce: 'x' })).status).toBe(200);
    // Nothing was made: no key cookie was handed out.
    expect(visitor.cookies.has('woosw_key')).toBe(false);
  });

  it('an unknown product (or none) is refused with status 0 and the error notice, and nothing is listed', async () => {
    const who = await shopper();
    for (const productId of [99999, 0, 'abc']) {
      const answer = await call(who, 'woosw_add', { product_id: productId });
      expect(answer).toMatchObject({ status: 0, count: 0, notice: WISHLIST_TEXTS.error });
      expect(answer.data?.ids).toEqual([]);
    }
    // A variation is listed with its parent (§3 ids).
    const variation = await call(who, 'woosw_add', { product_id: 207 });
    expect(variation.status).toBe(1);
    expect(variation.data?.ids).toEqual({ 207: expect.objectContaining({ parent: 108 }) });
  });

  it('an unknown or malformed key cookie gets a fresh 6-character key; an unknown list key changes nothing', async () => {
    const who = await shopper();
    who.visitor.cookies.set('woosw_key', 'bad-key');
    const fresh = (await call(who, 'woosw_get_data')) as { key?: string };
    const key = who.visitor.cookies.get('woosw_key')!;
    expect(key).toMatch(/^[A-Z0-9]{6}$/);
    expect(fresh.key).toBe(key);
    await call(who, 'woosw_add', { product_id: 101 });
    // A list nobody has: remove, empty, note, set default and delete refuse it; view answers nothing.
    expect(await call(who, 'woosw_remove', { product_id: 101, key: 'ZZZZZZ' })).toMatchObject({ status: 0, count: 1 });
    expect(await call(who, 'woosw_empty', { key: 'ZZZZZZ' })).toMatchObject({ status: 0, count: 1 });
    expect(await text(who, 'woosw_add_note', { product_id: 101, key: 'ZZZZZZ', note: 'x' })).toBe('Add note');
    expect(await call(who, 'woosw_set_default', { key: 'ZZZZZZ' })).toMatchObject({ status: 0, products: [] });
    expect(listKeys(await text(who, 'woosw_delete_wishlist', { key: 'ZZZZZZ' }))).toEqual([key]);
    expect(await text(who, 'woosw_view_wishlist', { key: 'ZZZZZZ' })).toBe('');
    expect(await call(who, 'woosw_load')).toMatchObject({ count: 1 });
    expect((await who.visitor.get('/wishlist/ZZZZZZ/')).status).toBe(404);
  });

  it('a list shared with another visitor is theirs to read, not to change', async () => {
    const app = open();
    const owner = await shopper(app);
    await call(owner, 'woosw_add', { product_id: 101 });
    const key = owner.visitor.cookies.get('woosw_key')!;
    const other = await shopper(app);
    await call(other, 'woosw_get_data');
    expect(await call(other, 'woosw_remove', { product_id: 101, key })).toMatchObject({ status: 0 });
    expect(await call(other, 'woosw_empty', { key })).toMatchObject({ status: 0 });
    expect(await text(other, 'woosw_add_note', { product_id: 101, key, note: 'mine' })).toBe('Add note');
    expect(await call(other, 'woosw_set_default', { key })).toMatchObject({ status: 0 });
    const shared = await (await other.visitor.get(`/wishlist/${key}/`)).text();
    expect(shared).toContain('woosw-item-101');
    expect(shared).not.toContain('aria-label="Remove ');
    expect(await (await owner.visitor.get(`/wishlist/${key}/`)).text()).toContain('aria-label="Remove ');
    expect(await call(owner, 'woosw_load')).toMatchObject({ count: 1 });
  });
});

describe('an empty list', () => {
  it('loads with count 0, the empty message and no Empty control; emptying it again answers the same', async () => {
    const who = await shopper();
    const loaded = await call(who, 'woosw_load');
    expect(loaded).toMatchObject({ status: 1, count: 0 });
    expect(loaded.content).toContain(WISHLIST_TEXTS.empty);
    expect(loaded.content).not.toContain('class="woosw-empty"');
    // PHP's json_encode prints an empty map as [].
    expect(loaded.data?.ids).toEqual([]);
    const emptied = await call(who, 'woosw_empty');
    expect(emptied).toMatchObject({ status: 1, count: 0, notice: WISHLIST_TEXTS.emptied });
    expect(await call(who, 'woosw_load_count')).toEqual({ status: 1, count: 0 });
  });
});

describe('named lists', () => {
  it(`add up to the add-on's maximum of ${MAX_WISHLISTS} (the default included); a nameless one is called Wishlist`, async () => {
    const who = await shopper();
    await call(who, 'woosw_get_data');
    let html = '';
    for (const name of ['', 'Gifts', 'Later', 'Studio', 'One too many', 'Two too many'])
      html = await text(who, 'woosw_add_wishlist', { name });
    expect(listKeys(html)).toHaveLength(MAX_WISHLISTS);
    expect(html).not.toContain('One too many');
    expect(html.match(/>Wishlist<\/a>/g)).toHaveLength(2);
  });

  it('the default list cannot be deleted; another can, and setting a default moves the key, the count and the page', async () => {
    const who = await shopper();
    await call(who, 'woosw_add', { product_id: 101 });
    const first = who.visitor.cookies.get('woosw_key')!;
    const second = listKeys(await text(who, 'woosw_add_wishlist', { name: 'Gifts' })).find((key) => key !== first)!;
    expect(listKeys(await text(who, 'woosw_delete_wishlist', { key: first }))).toEqual(expect.arrayContaining([first, second]));
    const moved = await call(who, 'woosw_set_default', { key: second });
    expect(moved).toMatchObject({ status: 1, count: 0, products: [] });
    expect(who.visitor.cookies.get('woosw_key')).toBe(second);
    expect(await (await who.visitor.get('/wishlist/')).text()).toContain(WISHLIST_TEXTS.empty);
    expect(listKeys(await text(who, 'woosw_delete_wishlist', { key: first }))).toEqual([second]);
  });
});
