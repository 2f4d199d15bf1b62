// @vitest-environment node
/** The media endpoints of the upload's retry path (§7), as protocol/media.ts calls them. */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type ShopApp } from '../app.ts';
import { tempDbPath, Visitor } from '../testing.ts';
import { hasAttachment } from './media.ts';

const apps: ShopApp[] = [];
afterEach(() => {
  for (const app of apps.splice(0)) app.close();
});

async function visitorWithNonce(): Promise<{ v: Visitor; nonce: string }> {
  const app = createApp({ dbPath: tempDbPath() });
  apps.push(app);
  const v = new Visitor(app);
  const page = await (await v.get('/shop/')).text();
  return { v, nonce: /var wpApiSettings = \{[^}]*"nonce":"([0-9a-f]+)"/.exec(page)?.[1] ?? '' };
}

function upload(v: Visitor, nonce: string, name: string): Promise<Response> {
  const body = new FormData();
  body.append('file', new File(['GIF89a'], name, { type: 'image/gif' }));
  return v.request('/wp-json/wp/v2/media?_locale=user', { method: 'POST', body, headers: { 'X-WP-Nonce': nonce } });
}

function postProcess(v: Visitor, nonce: string, id: string): Promise<Response> {
  return v.request(`/wp-json/wp/v2/media/${id}/post-process?_locale=user`, {
    method: 'POST',
    body: JSON.stringify({ action: 'create-image-subsizes' }),
    headers: { 'X-WP-Nonce': nonce, 'Content-Type': 'application/json' },
  });
}

describe('media endpoints (§7 upload retries)', () => {
  it('an ordinary upload answers 201 with the attachment', async () => {
    const { v, nonce } = await visitorWithNonce();
    const response = await upload(v, nonce, 'photo.gif');
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ source_url: 'http://127.0.0.1:8080/wp-content/uploads/photo.gif' });
  });

  it('an image it cannot finish: 500 with X-WP-Upload-Attachment-ID, post-process fails N times then works', async () => {
    const { v, nonce } = await visitorWithNonce();
    const response = await upload(v, nonce, 'huge-2.gif');
    expect(response.status).toBe(500);
    const id = response.headers.get('x-wp-upload-attachment-id') ?? '';
    expect(id).toMatch(/^\d+$/);
    expect((await postProcess(v, nonce, id)).status).toBe(500);
    expect((await postProcess(v, nonce, id)).status).toBe(500);
    expect((await postProcess(v, nonce, id)).status).toBe(200);
  });

  it('DELETE ?force=true (as POST with the method override) removes it; a bad nonce is rest_cookie_invalid_nonce', async () => {
    const { v, nonce } = await visitorWithNonce();
    const id = (await upload(v, nonce, 'huge-9.gif')).headers.get('x-wp-upload-attachment-id') ?? '';
    const bad = await v.request(`/wp-json/wp/v2/media/${id}?force=true`, {
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': 'DELETE', 'X-WP-Nonce': 'stale' },
    });
    expect([bad.status, ((await bad.json()) as { code: string }).code]).toEqual([403, 'rest_cookie_invalid_nonce']);
    const deleted = await v.request(`/wp-json/wp/v2/media/${id}?force=true&_locale=user`, {
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': 'DELETE', 'X-WP-Nonce': nonce },
    });
    expect(await deleted.json()).toMatchObject({ deleted: true });
    expect(hasAttachment(Number(id))).toBe(false);
  });
});
