/** The wishlist's rules without a server: the key (§9), the note's escaping (§5), the cache (§8), parents (§4). */
import { afterEach, describe, expect, it } from 'vitest';
import { addedIds, refreshButtons } from '../../dom-bridge/wishlist-buttons.ts';
import { readWishlistConfig } from '../../dom-bridge/wishlist-config.ts';
import { fakeServer, jsonResponse, textResponse, useConfig } from '../../protocol/testing.ts';
import { addToWishlist, readWishlistData } from '../../protocol/wishlist.ts';
import { escapeNote } from './escape-note.ts';
import { resetWishlistForTests } from './wishlist-commit.ts';
import { ensureWishlistKey, isWishlistKey, newWishlistKey } from './wishlist-key.ts';
import { readCachedWishlist, resetStartForTests, startWishlist } from './wishlist-start.ts';
import { $wishlist } from './wishlist-store.ts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const CAPTURES = resolve(__dirname, '../../fixtures-html/captures/woocommerce-9.9-addons');
const capture = (name: string): string => readFileSync(resolve(CAPTURES, name), 'utf8');

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

afterEach(() => {
  clearCookies();
  sessionStorage.clear();
  resetWishlistForTests();
  resetStartForTests();
  delete (window as unknown as Record<string, unknown>).woosw_vars;
  document.body.innerHTML = '';
});

describe('wishlist key (§9)', () => {
  it('is 6 characters from A–Z and 0–9', () => {
    expect(newWishlistKey(() => 0)).toBe('AAAAAA');
    expect(newWishlistKey(() => 0.999999)).toBe('999999');
    for (let i = 0; i < 50; i++) expect(isWishlistKey(newWishlistKey())).toBe(true);
    expect(isWishlistKey('abc123')).toBe(false);
  });

  it('is made once, on the first change, and kept in the woosw_key cookie', () => {
    expect(document.cookie).not.toContain('woosw_key');
    const key = ensureWishlistKey();
    expect(document.cookie).toContain(`woosw_key=${key}`);
    expect(ensureWishlistKey()).toBe(key);
  });
});

describe('note escaping (§5)', () => {
  it('escapes &, <, > and " before sending', () => {
    expect(escapeNote('<b>&"x"</b>')).toBe('&lt;b&gt;&amp;&quot;x&quot;&lt;/b&gt;');
    expect(escapeNote("it's")).toBe("it's");
  });
});

describe('ids and parents (§3, §4)', () => {
  it('a parent counts as added when one of its variations is listed', () => {
    expect([...addedIds({ '18': { parent: 17 }, '14': { parent: 0 } })].sort()).toEqual(['14', '17', '18']);
  });

  it('reads the captured data, PHP’s [] as no ids', () => {
    const answer = JSON.parse(capture('woosw_add-14.json')) as { data: unknown };
    expect(readWishlistData(answer.data)?.ids).toEqual({ '14': { parent: 0 }, '17': { parent: 0 } });
    expect(readWishlistData(JSON.parse(capture('woosw_get_data.json')))).toMatchObject({ key: 'TEST01', ids: {} });
    expect(readWishlistData({ key: 'TEST01', ids: 'x' })).toBeUndefined();
  });

  it('buttons show the added state and the config texts', () => {
    document.body.innerHTML =
      '<button class="woosw-btn woosw-btn-17" data-id="17">Add to wishlist</button><button class="woosw-btn woosw-btn-14" data-id="14">Add to wishlist</button>';
    refreshButtons({ '18': { parent: 17 } }, readWishlistConfig());
    const [hoodie, beanie] = Array.from(document.querySelectorAll('button'));
    expect(hoodie?.textContent).toBe('Browse wishlist');
    expect(hoodie?.getAttribute('aria-label')).toBe('Browse wishlist');
    expect(hoodie?.classList.contains('woosw-added')).toBe(true);
    expect(beanie?.textContent).toBe('Add to wishlist');
  });
});

describe('cache rules (§8, §9)', () => {
  it('a valid cache for the key is used; unreadable or another key’s data is not', () => {
    sessionStorage.setItem('woosw_data_TEST01', JSON.stringify({ key: 'TEST01', fragments: {}, ids: [] }));
    expect(readCachedWishlist('TEST01')).toEqual({ key: 'TEST01', fragments: {}, ids: {} });
    sessionStorage.setItem('woosw_data_TEST01', '{not json');
    expect(readCachedWishlist('TEST01')).toBeUndefined();
    sessionStorage.setItem('woosw_data_OTHER1', JSON.stringify({ key: 'TEST01', fragments: {}, ids: [] }));
    expect(readCachedWishlist('OTHER1')).toBeUndefined();
  });

  it('no key: no request; a good cache: no request; a corrupt cache: woosw_get_data', async () => {
    (window as unknown as Record<string, unknown>).woosw_vars = { wc_ajax_url: '/?wc-ajax=%%endpoint%%', nonce: 'n1' };
    useConfig();
    const server = fakeServer(() => textResponse(capture('woosw_get_data.json')));
    startWishlist();
    expect(server.requests).toHaveLength(0);
    resetStartForTests();
    document.cookie = 'woosw_key=TEST01; path=/';
    sessionStorage.setItem('woosw_data_TEST01', JSON.stringify({ key: 'TEST01', fragments: {}, ids: { '14': { parent: 0 } } }));
    startWishlist();
    expect(server.requests).toHaveLength(0);
    expect($wishlist.get().data?.ids).toEqual({ '14': { parent: 0 } });
    resetStartForTests();
    resetWishlistForTests();
    sessionStorage.setItem('woosw_data_TEST01', 'null');
    startWishlist();
    await expect.poll(() => server.requests.length).toBe(1);
    expect(server.requests[0]?.url).toContain('wc-ajax=woosw_get_data');
    expect(new URLSearchParams(server.requests[0]?.body).get('nonce')).toBe('n1');
  });
});

describe('endpoint from woosw_vars (§7)', () => {
  it('wc_ajax_url → /?wc-ajax=woosw_add; without it → admin-ajax action wishlist_add; a bad nonce rejects with its text', async () => {
    useConfig();
    const server = fakeServer((request) =>
      request.url.includes('admin-ajax')
        ? textResponse('Permissions check failed!')
        : jsonResponse(JSON.parse(capture('woosw_add-14.json'))),
    );
    (window as unknown as Record<string, unknown>).woosw_vars = { wc_ajax_url: '/?wc-ajax=%%endpoint%%', nonce: 'n1' };
    const answer = await addToWishlist(14);
    expect(server.requests[0]?.url).toContain('/?wc-ajax=woosw_add');
    expect(answer).toMatchObject({ status: 1, count: 2, notice: '{name} has been added to Wishlist.' });
    (window as unknown as Record<string, unknown>).woosw_vars = { ajax_url: '/wp-admin/admin-ajax.php', nonce: 'bad' };
    await expect(addToWishlist(14)).rejects.toThrow('Permissions check failed!');
    const body = new URLSearchParams(server.requests[1]?.body);
    expect(server.requests[1]?.url).toContain('/wp-admin/admin-ajax.php');
    expect([body.get('action'), body.get('product_id'), body.get('nonce')]).toEqual(['wishlist_add', '14', 'bad']);
  });
});
