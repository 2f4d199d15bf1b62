/**
 * Media upload (§7 "Request conventions", §8 post_process), as WordPress's own api-fetch does it:
 * POST /wp/v2/media with the file; when that fails with a server error (5xx) after WordPress has
 * created the attachment (its id in `X-WP-Upload-Attachment-ID`), the image sizes are asked for
 * again with POST /wp/v2/media/{id}/post-process {action 'create-image-subsizes'}, up to 5 times;
 * then the half-made attachment is removed (DELETE /wp/v2/media/{id}?force=true) and the shopper
 * is told 'Media upload failed. If this is a photo or a large image, please scale it down and try again.'
 */
import { fetchRaw, rest, shopConfig } from './client.ts';
import { call, defineContract, type CallOptions } from './contract.ts';
import { ProtocolError } from './errors.ts';
import { isRecord } from './validate.ts';

/** §7: the post-process call is tried up to this many times. */
export const POST_PROCESS_ATTEMPTS = 5;
const ATTACHMENT_HEADER = 'X-WP-Upload-Attachment-ID';

/** What the media endpoint answers that a caller reads: the attachment's id and URL. */
export interface UploadedMedia {
  id: number;
  sourceUrl: string;
  raw: Record<string, unknown>;
}

function parseMedia(raw: unknown): UploadedMedia {
  if (!isRecord(raw) || typeof raw.id !== 'number') throw new ProtocolError('unknown_error', { cause: 'media: no id' });
  return { id: raw.id, sourceUrl: typeof raw.source_url === 'string' ? raw.source_url : '', raw };
}

const postProcessContract = defineContract<UploadedMedia, { id: number; action: string }>({
  name: 'media_post_process',
  transport: { rest: 'wp/v2/media/{id}/post-process' },
  method: 'POST',
  body: 'json',
  nonce: { header: 'X-WP-Nonce', key: 'rest' },
  parse: parseMedia,
});

const deleteContract = defineContract<void, { id: number; force: boolean }>({
  name: 'media_delete',
  transport: { rest: 'wp/v2/media/{id}' },
  method: 'DELETE',
  body: 'none',
  nonce: { header: 'X-WP-Nonce', key: 'rest' },
  response: 'json-or-text',
  parse: () => undefined,
});

/** Asks for the sizes again up to 5 times; then removes the attachment and rejects with post_process. */
async function recover(id: number, options?: CallOptions): Promise<UploadedMedia> {
  for (let attempt = 1; attempt <= POST_PROCESS_ATTEMPTS; attempt += 1) {
    try {
      return await call(postProcessContract, { id, action: 'create-image-subsizes' }, options);
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
    }
  }
  // The half-made attachment goes; whether that worked does not change what the shopper is told.
  await call(deleteContract, { id, force: true }, options).catch(() => undefined);
  throw new ProtocolError('post_process');
}

function uploadFailure(status: number, text: string): ProtocolError {
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    return new ProtocolError(text.trim() ? 'invalid_json' : 'http_error', { status });
  }
  const serverCode = isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
  return new ProtocolError('http_error', { status, ...(serverCode ? { serverCode } : {}), ...(message ? { message } : {}) });
}

/** Uploads `file` as `filename`; resolves with the attachment or rejects with a ProtocolError (§8). */
export async function uploadMedia(file: Blob, filename: string, options: CallOptions = {}): Promise<UploadedMedia> {
  const body = new FormData();
  // A File carries its name everywhere (some FormData implementations drop append's third argument for a Blob).
  body.append('file', new File([file], filename, { type: file.type }));
  const nonce = shopConfig().nonces.rest;
  const response = await fetchRaw(rest('wp/v2/media'), {
    method: 'POST',
    body,
    headers: { Accept: 'application/json', ...(nonce ? { 'X-WP-Nonce': nonce } : {}) },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const text = await response.text();
  const attachment = Number(response.headers.get(ATTACHMENT_HEADER));
  if (response.status >= 500 && response.status < 600 && attachment > 0) return recover(attachment, options);
  if (!response.ok) throw uploadFailure(response.status, text);
  try {
    return parseMedia(JSON.parse(text));
  } catch (error) {
    throw error instanceof ProtocolError ? error : new ProtocolError('invalid_json', { status: response.status });
  }
}
