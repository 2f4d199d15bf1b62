import { afterEach, describe, expect, it } from 'vitest';
import { resetProtocolForTests } from './client.ts';
import { ProtocolError } from './errors.ts';
import { fakeServer, fields, jsonResponse, textResponse, useConfig } from './testing.ts';
import { addShareCount, parseShareCount, recordProductView } from './wopb.ts';

afterEach(resetProtocolForTests);

const ORIGIN = 'http://localhost:3000';

describe('recordProductView (§7 POST REST /wopb/views)', () => {
  it('posts {postID, wpnonce} as JSON under the REST root, with the REST nonce in X-WP-Nonce and _locale=user', async () => {
    useConfig({ nonces: { rest: 'r35t', wopb: 'a55ef599c1' } });
    const server = fakeServer(() => jsonResponse(null));
    await recordProductView(103);
    const request = server.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${ORIGIN}/wp-json/wopb/views?_locale=user`);
    expect(request.headers.get('X-WP-Nonce')).toBe('r35t');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ postID: 103, wpnonce: 'a55ef599c1' });
  });

  it('does not read the answer: an empty body or text is fine', async () => {
    useConfig({ nonces: { rest: 'r', wopb: 'w' } });
    fakeServer(() => textResponse(''));
    await expect(recordProductView(1)).resolves.toBeUndefined();
  });

  it('refreshes a stale REST nonce once and retries (§6)', async () => {
    useConfig({ nonces: { rest: 'old', wopb: 'w' } });
    const server = fakeServer((request) => {
      if (request.url.includes('rest-nonce')) return textResponse('fresh');
      if (request.headers.get('X-WP-Nonce') === 'old') {
        return jsonResponse({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, { status: 403 });
      }
      return jsonResponse(null);
    });
    await recordProductView(7);
    expect(server.requests.map((r) => r.headers.get('X-WP-Nonce'))).toEqual(['old', null, 'fresh']);
  });
});

describe('addShareCount (§7 admin-ajax wopb_share_count)', () => {
  it('posts action, shareCount, postId and wpnonce as a form and reads data.count', async () => {
    useConfig({ nonces: { wopb: 'a55ef599c1' } });
    const server = fakeServer(() => jsonResponse({ success: true, data: { success: true, count: 5 } }));
    await expect(addShareCount({ postId: 103, shareCount: 4 })).resolves.toBe(5);
    expect(server.requests[0]!.url).toBe(`${ORIGIN}/wp-admin/admin-ajax.php`);
    expect(fields(server.requests[0]!.body)).toEqual([
      ['action', 'wopb_share_count'],
      ['postId', '103'],
      ['shareCount', '4'],
      ['wpnonce', 'a55ef599c1'],
    ]);
  });

  it('rejects the bad-nonce answers (admin-ajax "0", an empty body) as unknown_error', async () => {
    useConfig({ nonces: { wopb: 'bad' } });
    fakeServer(() => textResponse('0'));
    await expect(addShareCount({ postId: 1, shareCount: 0 })).rejects.toBeInstanceOf(ProtocolError);
    fakeServer(() => textResponse(''));
    await expect(addShareCount({ postId: 1, shareCount: 0 })).rejects.toMatchObject({ code: 'unknown_error' });
  });
});

describe('parseShareCount', () => {
  it('reads a numeric-string count and refuses other shapes', () => {
    expect(parseShareCount({ success: true, data: { count: '12' } })).toBe(12);
    expect(() => parseShareCount({ success: false, data: {} })).toThrow(ProtocolError);
    expect(() => parseShareCount({ success: true, data: {} })).toThrow(ProtocolError);
    expect(() => parseShareCount(0)).toThrow(ProtocolError);
  });
});
