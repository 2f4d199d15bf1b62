// @vitest-environment node
/** The account area's backend (issue 15): theme login/register/lost password, cookie acceptance, the coming-soon dismissal, sales snippets, the login-required page. */
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

const AJAX = '/wp-admin/admin-ajax.php';

/** The nonce the account forms carry (the page's REST nonce). */
async function formNonce(visitor: Visitor, path = '/disclaimer/'): Promise<string> {
  const html = await (await visitor.get(path)).text();
  const nonce = /<input type="hidden" name="security" value="([0-9a-f]{10})">/.exec(html)?.[1];
  expect(nonce).toMatch(/^[0-9a-f]{10}$/);
  expect(html).toContain(`"nonce":"${nonce}"`);
  return nonce!;
}

describe('theme account calls (admin-ajax, §7)', () => {
  it('login: the platform error texts as data.messages, then success with redirect_url and the login cookie', async () => {
    const visitor = new Visitor(open());
    const security = await formNonce(visitor);
    expect(await visitor.json(AJAX, { action: 'minimog_user_login', security, user_login: '', password: 'x' })).toEqual({
      success: false,
      data: { messages: '<strong>Error:</strong> Username or Email is required.' },
    });
    const wrong = (await visitor.json(AJAX, { action: 'minimog_user_login', security, user_login: 'demo', password: 'nope' })) as {
      data: { messages: string };
    };
    expect(wrong.data.messages).toContain('The password you entered for the username <strong>demo</strong> is incorrect.');
    expect(
      await visitor.json(AJAX, {
        action: 'minimog_user_login',
        security,
        user_login: 'demo',
        password: 'lumen-demo',
        redirect_to: '/cart/',
      }),
    ).toEqual({
      success: true,
      data: { messages: 'Login successful, redirecting...', redirect_url: '/cart/' },
    });
    expect([...visitor.cookies.keys()].some((name) => name.startsWith('wordpress_logged_in_'))).toBe(true);
  });

  it('refuses a form without the nonce, and an off-site redirect becomes a reload', async () => {
    const visitor = new Visitor(open());
    const refused = (await visitor.json(AJAX, { action: 'minimog_user_login', user_login: 'demo', password: 'lumen-demo' })) as {
      success: boolean;
    };
    expect(refused.success).toBe(false);
    const security = await formNonce(visitor);
    const answer = (await visitor.json(AJAX, {
      action: 'minimog_user_login',
      security,
      user_login: 'demo@example.com',
      password: 'lumen-demo',
      redirect_to: 'https://evil.example/',
    })) as { data: { redirect_url: string } };
    expect(answer.data.redirect_url).toBe('');
  });

  it('register: §5 rules again on the server, uniqueness, then an account that logs in, with the redirect', async () => {
    const app = open();
    const visitor = new Visitor(app);
    const security = await formNonce(visitor);
    const register = (fields: Record<string, string>) => visitor.json(AJAX, { action: 'minimog_user_register', security, ...fields });
    expect(await register({ username: 'abc', email: 'a@example.com', password: 'long-enough' })).toMatchObject({ success: false });
    expect(await register({ username: 'abcd', email: 'a@example.com', password: 'x'.repeat(31) })).toMatchObject({ success: false });
    expect(await register({ username: 'demo', email: 'new@example.com', password: 'long-enough' })).toMatchObject({
      data: { messages: expect.stringContaining('already registered with that username') as unknown },
    });
    expect(await register({ username: 'newbie', email: 'newbie@example.com', password: 'long-enough' })).toMatchObject({
      success: true,
      data: { redirect: '/my-account/' },
    });
    const other = new Visitor(app);
    const otherNonce = await formNonce(other);
    expect(
      await other.json(AJAX, { action: 'minimog_user_login', security: otherNonce, user_login: 'newbie', password: 'long-enough' }),
    ).toMatchObject({
      success: true,
    });
  });

  it('lost password: unknown login is an error; a known one is recorded and confirmed', async () => {
    const visitor = new Visitor(open());
    const security = await formNonce(visitor);
    expect(await visitor.json(AJAX, { action: 'minimog_user_reset_password', security, user_login: 'ghost' })).toMatchObject({
      success: false,
      data: { messages: expect.stringContaining('There is no account') as unknown },
    });
    expect(await visitor.json(AJAX, { action: 'minimog_user_reset_password', security, user_login: 'demo' })).toMatchObject({
      success: true,
      data: { messages: expect.stringContaining('Password reset email has been sent') as unknown },
    });
  });

  it('cookie acceptance answers wp_send_json_success()', async () => {
    const visitor = new Visitor(open());
    expect(await visitor.json(AJAX, { action: 'minimog_cookie_accepted' })).toEqual({ success: true });
  });
});

describe('REST: coming-soon dismissal and sales snippets', () => {
  it('wp/v2/users/me: a bad nonce is rest_cookie_invalid_nonce, a guest is rest_not_logged_in, a user gets the meta stored', async () => {
    const visitor = new Visitor(open());
    const nonce = await formNonce(visitor);
    const dismiss = (x: string) =>
      visitor.request('/wp-json/wp/v2/users/me', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': x },
        body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }),
      });
    expect((await dismiss('0000000000')).status).toBe(403);
    const guest = await dismiss(nonce);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({ code: 'rest_not_logged_in' });
    await visitor.post(AJAX, { action: 'minimog_user_login', security: nonce, user_login: 'demo', password: 'lumen-demo' });
    const user = await dismiss(nonce);
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    expect(await (await visitor.get('/disclaimer/')).text()).not.toContain('coming-soon-footer-banner');
    expect(await (await new Visitor(apps[0]!).get('/disclaimer/')).text()).toContain('id="coming-soon-footer-banner"');
  });

  it('sales/v1/notification answers html[] snippets with product links', async () => {
    const visitor = new Visitor(open());
    const nonce = await formNonce(visitor);
    const response = await visitor.request('/wp-json/sales/v1/notification?_locale=user', {
      method: 'POST',
      headers: { 'X-WP-Nonce': nonce },
    });
    const body = (await response.json()) as { html: string[] };
    expect(body.html.length).toBeGreaterThan(1);
    expect(body.html[0]).toMatch(/purchased <a href="\/product\/[a-z0-9-]+\/">/);
  });
});

describe('the login-required page', () => {
  it('is marked required-login for a guest (the committed page), and logged-in for a user', async () => {
    const visitor = new Visitor(open());
    const guest = await (await visitor.get('/members/')).text();
    expect(guest).toMatch(/<body class="[^"]*required-login/);
    expect(guest).not.toMatch(/<body class="[^"]*logged-in/);
    const security = await formNonce(visitor);
    await visitor.post(AJAX, { action: 'minimog_user_login', security, user_login: 'demo', password: 'lumen-demo' });
    expect(await (await visitor.get('/members/')).text()).toMatch(/<body class="[^"]*required-login logged-in/);
  });
});

describe("the header's account icon", () => {
  const icon = (html: string): string => /<a class="header-icon header-account[^"]*"/.exec(html)?.[0] ?? '';

  it('opens the login modal for a guest and is the plain my-account link once logged in, on committed and live pages', async () => {
    const visitor = new Visitor(open());
    // /disclaimer/ is served from its committed file (a region swapped in), a category page renders live.
    for (const path of ['/disclaimer/', '/product-category/lightroom-presets/']) {
      expect(icon(await (await visitor.get(path)).text())).toBe('<a class="header-icon header-account open-modal-login"');
    }
    const security = await formNonce(visitor);
    await visitor.post(AJAX, { action: 'minimog_user_login', security, user_login: 'demo', password: 'lumen-demo' });
    for (const path of ['/disclaimer/', '/product-category/lightroom-presets/']) {
      expect(icon(await (await visitor.get(path)).text())).toBe('<a class="header-icon header-account"');
    }
  });
});
