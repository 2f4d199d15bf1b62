import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetProtocolForTests } from './client.ts';
import { ProtocolError } from './errors.ts';
import { uploadMedia } from './media.ts';
import { fakeServer, jsonResponse, useConfig, type SeenRequest } from './testing.ts';

const FILE = new Blob(['GIF89a'], { type: 'image/gif' });
const MEDIA = { id: 77, source_url: '/wp-content/uploads/photo.gif' };

beforeEach(() => useConfig({ restRoot: '/wp-json/', nonces: { rest: 'r1' } }));
afterEach(() => resetProtocolForTests());

function route(request: SeenRequest): string {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${request.headers.get('x-http-method-override') ? ` (${request.headers.get('x-http-method-override')})` : ''}`;
}

function failedUpload(): Response {
  return jsonResponse(
    { code: 'rest_upload_unknown_error', message: 'Fatal' },
    { status: 500, headers: { 'X-WP-Upload-Attachment-ID': '77' } },
  );
}

describe('media upload (§7, §8 post_process)', () => {
  it('posts the file with the REST nonce and _locale=user, and reads the attachment', async () => {
    const server = fakeServer(() => jsonResponse(MEDIA, { status: 201 }));
    await expect(uploadMedia(FILE, 'photo.gif')).resolves.toMatchObject({ id: 77, sourceUrl: '/wp-content/uploads/photo.gif' });
    const [request] = server.requests;
    expect(route(request!)).toBe('POST /wp-json/wp/v2/media');
    expect(new URL(request!.url).searchParams.get('_locale')).toBe('user');
    expect(request!.headers.get('x-wp-nonce')).toBe('r1');
    expect(request!.body).toContain('filename="photo.gif"');
  });

  it('a 5xx with the attachment id: post-process until it works', async () => {
    const server = fakeServer((request, index) => {
      if (index === 0) return failedUpload();
      if (index < 3) return jsonResponse({ code: 'x', message: 'again' }, { status: 500 });
      return jsonResponse(MEDIA);
    });
    await expect(uploadMedia(FILE, 'photo.gif')).resolves.toMatchObject({ id: 77 });
    expect(server.requests.map(route)).toEqual([
      'POST /wp-json/wp/v2/media',
      'POST /wp-json/wp/v2/media/77/post-process',
      'POST /wp-json/wp/v2/media/77/post-process',
      'POST /wp-json/wp/v2/media/77/post-process',
    ]);
    expect(JSON.parse(server.requests[1]!.body)).toEqual({ action: 'create-image-subsizes' });
  });

  it('post-process failing 5 times: DELETE ?force=true (sent as POST with the override), then the §8 message', async () => {
    const server = fakeServer((request, index) =>
      index === 0
        ? failedUpload()
        : request.url.includes('post-process')
          ? jsonResponse({}, { status: 500 })
          : jsonResponse({ deleted: true }),
    );
    const failure = uploadMedia(FILE, 'photo.gif');
    await expect(failure).rejects.toBeInstanceOf(ProtocolError);
    await expect(failure).rejects.toMatchObject({
      code: 'post_process',
      message: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
    });
    expect(server.requests.map(route)).toEqual([
      'POST /wp-json/wp/v2/media',
      ...Array<string>(5).fill('POST /wp-json/wp/v2/media/77/post-process'),
      'POST /wp-json/wp/v2/media/77 (DELETE)',
    ]);
    expect(new URL(server.requests[6]!.url).searchParams.get('force')).toBe('true');
  });

  it('a 5xx without an attachment, or a 4xx, is the server’s own error', async () => {
    fakeServer(() =>
      jsonResponse({ code: 'rest_upload_sideload_error', message: 'Sorry, this file type is not permitted.' }, { status: 500 }),
    );
    await expect(uploadMedia(FILE, 'x.exe')).rejects.toMatchObject({
      code: 'http_error',
      status: 500,
      message: 'Sorry, this file type is not permitted.',
    });
    fakeServer(() => jsonResponse({ code: 'rest_cannot_create', message: 'Sorry, you are not allowed to upload files.' }, { status: 403 }));
    await expect(uploadMedia(FILE, 'x.gif')).rejects.toMatchObject({ serverCode: 'rest_cannot_create' });
  });
});
