import { afterEach, describe, expect, it } from 'vitest';
import { resetProtocolForTests } from './client.ts';
import { dismissComingSoon } from './account.ts';
import { fakeServer, jsonResponse, textResponse, useConfig } from './testing.ts';

afterEach(resetProtocolForTests);

const USERS_ME = 'http://localhost:3000/wp-json/wp/v2/users/me';

describe('coming_soon_dismiss', () => {
  it('keeps a locale the link names already, and continues a query the link carries', async () => {
    useConfig({ nonces: { rest: 'r1' } });
    const server = fakeServer(() => jsonResponse({ id: 7 }));
    await dismissComingSoon(`${USERS_ME}?_locale=fr_FR`);
    await dismissComingSoon('http://localhost:3000/?rest_route=/wp/v2/users/me');
    expect(server.requests.map((request) => request.url)).toEqual([
      `${USERS_ME}?_locale=fr_FR`,
      'http://localhost:3000/?rest_route=/wp/v2/users/me&_locale=user',
    ]);
  });

  it("posts the meta with X-WP-Nonce; the REST API's JSON answer, whatever it holds, is done", async () => {
    useConfig({ nonces: { rest: 'r1' } });
    const server = fakeServer(() => jsonResponse({ id: 7, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }));
    await expect(dismissComingSoon(USERS_ME)).resolves.toBeNull();
    // §7 "Requests add _locale=user", as on every REST call.
    expect(server.requests[0]?.url).toBe(`${USERS_ME}?_locale=user`);
    expect(server.requests[0]?.headers.get('X-WP-Nonce')).toBe('r1');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
  });

  it('a 200 that is no JSON (an error page, a broken body) stored nothing: it fails, so the banner stays', async () => {
    useConfig({ nonces: { rest: 'r1' } });
    fakeServer((_, index) =>
      index === 0
        ? textResponse('<!DOCTYPE html><html><body><p>There has been a critical error on this website.</p></body></html>')
        : textResponse('{"id":'),
    );
    await expect(dismissComingSoon(USERS_ME)).rejects.toMatchObject({ code: 'invalid_json' });
    await expect(dismissComingSoon(USERS_ME)).rejects.toMatchObject({ code: 'invalid_json' });
  });
});
