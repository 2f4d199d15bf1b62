/**
 * The advertising pixel (§1, §7): PageView on every page, and the pixel calls a contact form's
 * 'mail sent' answer carries (`fb_pxl_code`) replayed through the pixel's API instead of being
 * run as code (pixel-code.ts). The pixel's usual inline bootstrap (a queueing `fbq`, then its
 * script) is done here, so the page needs no inline script.
 */
import { MAIL_SENT_EVENT, PIXEL_CODE_FIELD, PIXEL_GLOBAL, PIXEL_PAGE_VIEW } from '../../dom-bridge/tracking-constants.ts';
import { isRecord } from '../../dom-bridge/globals.ts';
import type { PixelSettings } from './config.ts';

type Pixel = ((...args: unknown[]) => void) & { queue?: unknown[][]; callMethod?: (...args: unknown[]) => void };

/** `window.fbq`: the page's own when another script made one, else the standard queueing stub. */
function pixel(): Pixel {
  const scope = window as unknown as Record<string, unknown>;
  const existing = scope[PIXEL_GLOBAL];
  if (typeof existing === 'function') return existing as Pixel;
  const stub: Pixel = (...args) => {
    if (stub.callMethod) stub.callMethod(...args);
    else stub.queue?.push(args);
  };
  // The fields the pixel's script looks for on the stub it takes over (its published bootstrap).
  Object.assign(stub, { queue: [], push: stub, loaded: true, version: '2.0' });
  scope[PIXEL_GLOBAL] = stub;
  scope[`_${PIXEL_GLOBAL}`] = stub;
  return stub;
}

/** A 'mail sent' answer's `fb_pxl_code`, replayed. */
function replayMailSent(event: Event): void {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  const response = isRecord(detail) ? detail.apiResponse : undefined;
  const code = isRecord(response) ? response[PIXEL_CODE_FIELD] : undefined;
  if (typeof code !== 'string' || !code.trim()) return;
  // The reader is fetched with the first answer that carries code: only a contact form's page has one.
  void import('./pixel-code.ts').then((reader) => reader.replayPixelCode(code, pixel()));
}

/** Loads the pixel, tracks PageView and replays contact-form pixel calls; returns the undo of the listener. */
export function startPixel(settings: PixelSettings): () => void {
  const fbq = pixel();
  fbq('init', settings.id);
  fbq('track', PIXEL_PAGE_VIEW);
  const script = document.createElement('script');
  script.async = true;
  script.src = settings.scriptUrl;
  document.head.append(script);
  document.addEventListener(MAIL_SENT_EVENT, replayMailSent);
  return () => document.removeEventListener(MAIL_SENT_EVENT, replayMailSent);
}
