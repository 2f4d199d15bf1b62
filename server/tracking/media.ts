/**
 * The WordPress media endpoints the upload's retry path uses (§7 "Request conventions"), cookie-auth
 * like every REST route here. A stand-in for image processing: a file named `huge-N.*` makes the
 * upload answer 500 after creating the attachment (its id in X-WP-Upload-Attachment-ID, as core
 * sends it), and its post-process calls fail N times before they work. Kept in memory.
 */
import type { Context } from 'hono';
import { sendJson } from '../http.ts';
import { verifyNonce } from '../nonce.ts';
import { readSessionId } from '../session.ts';
import type { Shop } from '../shop.ts';
import { NONCE_ACTIONS } from '../site.ts';

interface Attachment {
  id: number;
  file: string;
  failuresLeft: number;
}

const attachments = new Map<number, Attachment>();
let nextId = 9000;

const INVALID_NONCE = { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } };

function nonceValid(c: Context, shop: Shop): boolean {
  return verifyNonce(
    shop.store.secret(),
    NONCE_ACTIONS.rest,
    readSessionId(c, shop.store) ?? '',
    c.req.header('x-wp-nonce') ?? c.req.query('_wpnonce'),
  );
}

function media(c: Context, attachment: Attachment): Record<string, unknown> {
  return { id: attachment.id, source_url: `${new URL(c.req.url).origin}/wp-content/uploads/${attachment.file}`, media_type: 'image' };
}

/** POST /wp/v2/media (multipart `file`). */
export async function uploadMediaRoute(c: Context, shop: Shop): Promise<Response> {
  if (!nonceValid(c, shop)) return sendJson(c, INVALID_NONCE, 403);
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = body.file;
  if (!(file instanceof File))
    return sendJson(c, { code: 'rest_upload_no_data', message: 'No data supplied.', data: { status: 400 } }, 400);
  const attachment: Attachment = { id: nextId++, file: file.name, failuresLeft: Number(/^huge-(\d+)\./.exec(file.name)?.[1] ?? -1) };
  attachments.set(attachment.id, attachment);
  if (attachment.failuresLeft < 0) return sendJson(c, media(c, attachment), 201);
  c.header('X-WP-Upload-Attachment-ID', String(attachment.id));
  return sendJson(c, { code: 'rest_upload_unknown_error', message: 'The server cannot process the image.', data: { status: 500 } }, 500);
}

/** POST /wp/v2/media/{id}/post-process {action: 'create-image-subsizes'}; DELETE (or POST with the override) /wp/v2/media/{id}?force=true. */
export async function mediaItemRoute(c: Context, shop: Shop): Promise<Response> {
  if (!nonceValid(c, shop)) return sendJson(c, INVALID_NONCE, 403);
  const id = Number(c.req.param('id'));
  const attachment = attachments.get(id);
  if (!attachment) return sendJson(c, { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } }, 404);
  const method = c.req.header('x-http-method-override') ?? c.req.method;
  if (method === 'DELETE') {
    if (c.req.query('force') !== 'true')
      return sendJson(c, { code: 'rest_trash_not_supported', message: 'Attachments cannot be trashed.', data: { status: 501 } }, 501);
    attachments.delete(id);
    return sendJson(c, { deleted: true, previous: media(c, attachment) });
  }
  if (!c.req.path.endsWith('/post-process')) return sendJson(c, media(c, attachment));
  const body: unknown = await c.req.json().catch(() => null);
  if (typeof body !== 'object' || body === null || (body as { action?: unknown }).action !== 'create-image-subsizes') {
    return sendJson(c, { code: 'rest_invalid_param', message: 'Invalid parameter(s): action', data: { status: 400 } }, 400);
  }
  if (attachment.failuresLeft > 0) {
    attachment.failuresLeft -= 1;
    return sendJson(c, { code: 'rest_upload_unknown_error', message: 'The server cannot process the image.', data: { status: 500 } }, 500);
  }
  return sendJson(c, media(c, attachment));
}

/** Whether the attachment still exists (tests). */
export function hasAttachment(id: number): boolean {
  return attachments.has(id);
}
