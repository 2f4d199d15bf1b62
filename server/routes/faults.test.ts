// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { encodeFaultPlan, FAULTS_COOKIE, faultSwitch, requestKeys, type FaultRule } from './faults.ts';

function app(): Hono {
  const hono = new Hono();
  hono.use('*', faultSwitch());
  hono.all('*', (c) => c.json({ ok: true }));
  return hono;
}

let plans = 0;
function send(url: string, rules: FaultRule[] | null, init: RequestInit = {}, id = `t${++plans}`): Promise<Response> {
  const headers = new Headers(init.headers);
  if (rules) headers.set('cookie', `${FAULTS_COOKIE}=${encodeFaultPlan({ id, rules })}`);
  return Promise.resolve(app().fetch(new Request(`http://shop.test${url}`, { ...init, headers })));
}

describe('requestKeys', () => {
  it('names wc-ajax, theme ajax, admin-ajax (query or body), REST and pages', () => {
    expect(requestKeys(new URL('http://s/?wc-ajax=add_to_cart'), 'POST', null)).toEqual(['wc-ajax:add_to_cart']);
    expect(requestKeys(new URL('http://s/?minimog-ajax=template_lazyload'), 'GET', null)).toEqual(['theme-ajax:template_lazyload']);
    expect(requestKeys(new URL('http://s/wp-admin/admin-ajax.php'), 'POST', 'action=wopb_addcart&postid=1')).toEqual([
      'admin-ajax:wopb_addcart',
    ]);
    expect(requestKeys(new URL('http://s/wp-json/wopb/views?_locale=user'), 'POST', null)).toEqual(['rest:/wopb/views']);
    expect(requestKeys(new URL('http://s/cart/'), 'POST', null)).toEqual(['page:POST /cart/']);
  });
});

describe('the fault switch', () => {
  it('is a no-op without the cookie, and for endpoints the plan does not name', async () => {
    expect(await (await send('/?wc-ajax=add_to_cart', null)).json()).toEqual({ ok: true });
    expect(await (await send('/?wc-ajax=add_to_cart', [{ match: 'wc-ajax:remove_from_cart', fault: '500' }])).json()).toEqual({ ok: true });
  });

  it("answers a 500 in each kind's shape: REST JSON, the ajax die text", async () => {
    const rest = await send('/wp-json/wopb/views', [{ match: 'rest:/wopb/views', fault: '500' }], { method: 'POST' });
    expect(rest.status).toBe(500);
    expect(((await rest.json()) as { code: string }).code).toBe('internal_server_error');
    const ajax = await send('/?wc-ajax=add_to_cart', [{ match: 'wc-ajax:add_to_cart', fault: '500' }], { method: 'POST' });
    expect(ajax.status).toBe(500);
    expect(await ajax.text()).toContain('There has been a critical error on this website.');
  });

  it('answers a stale nonce as each endpoint refuses one', async () => {
    const stale = (url: string, match: string, body?: string) =>
      send(url, [{ match, fault: 'stale-nonce' }], {
        method: 'POST',
        ...(body ? { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
      });
    const rest = await stale('/wp-json/wc/store/v1/cart', 'rest:/wc/store/v1/cart');
    expect([rest.status, ((await rest.json()) as { code: string }).code]).toEqual([403, 'rest_cookie_invalid_nonce']);
    const wishlist = await stale('/?wc-ajax=woosw_add', 'wc-ajax:woosw_add');
    expect([wishlist.status, await wishlist.text()]).toEqual([200, 'Permissions check failed!']);
    const bundle = await stale('/wp-admin/admin-ajax.php', 'admin-ajax:woobt_add_all_to_cart', 'action=woobt_add_all_to_cart');
    expect([bundle.status, await bundle.text()]).toEqual([200, 'Permissions check failed!']);
    const wopb = await stale('/?wc-ajax=wopb_load_more', 'wc-ajax:wopb_load_more');
    expect([wopb.status, await wopb.text()]).toEqual([200, '']);
    const admin = await stale('/wp-admin/admin-ajax.php', 'admin-ajax:minimog_cookie_accepted', 'action=minimog_cookie_accepted');
    expect([admin.status, await admin.text()]).toEqual([403, '-1']);
    // Placing the order checks its own nonce and answers the platform's failure, asking for a fresh review.
    const checkout = (await (await stale('/?wc-ajax=checkout', 'wc-ajax:checkout')).json()) as Record<string, unknown>;
    expect(checkout).toMatchObject({ result: 'failure', refresh: true, reload: false });
    expect(checkout.messages).toContain('We were unable to process your order, please try again.');
  });

  it('faults the calls after `skip`, `times` of them, counted per plan', async () => {
    const rules: FaultRule[] = [{ match: 'wc-ajax:add_to_cart', fault: 'invalid-json', skip: 1, times: 1 }];
    const statuses: string[] = [];
    for (let i = 0; i < 3; i++) statuses.push(await (await send('/?wc-ajax=add_to_cart', rules, {}, 'counted')).text());
    expect(statuses[0]).toBe('{"ok":true}');
    expect(() => JSON.parse(statuses[1]!) as unknown).toThrow();
    expect(statuses[2]).toBe('{"ok":true}');
  });
});
