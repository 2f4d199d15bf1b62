/** Pure helpers of the share buttons: the block's product, the link's target and the popup's window features. */
import { SHARE_POPUP } from '../../dom-bridge/media-constants.ts';

/** What the island module reads from the block before React: the product it shares. */
export interface ShareBlock {
  postId: number;
}

/**
 * The share URL of a link: ProductX prints it in `url` (block) or ` data-url` (add-on,
 * with a leading space) and `href="javascript:"`; a plain link's href also counts.
 */
export function shareUrl(link: Element): string | null {
  const raw = (link.getAttribute('url') ?? link.getAttribute('data-url') ?? link.getAttribute('href') ?? '').trim();
  return raw === '' || /^javascript:/i.test(raw) || raw === '#' ? null : raw;
}

/**
 * §9 "Share popup: 800×500", centred on the screen like the platform's (its 10 px and
 * 50 px allow for borders and title bars). `noopener`: the share site gets no handle
 * on the shop's page.
 */
export function popupFeatures(screen: { width: number; height: number }): string {
  const { width, height } = SHARE_POPUP;
  const left = Math.round(screen.width / 2 - (width / 2 + 10));
  const top = Math.round(screen.height / 2 - (height / 2 + 50));
  return `width=${width},height=${height},left=${left},top=${top},screenX=${left},screenY=${top},resizable=yes,noopener`;
}

/** A printed count ("12", " 12 ") as a number; 0 when missing or not a number. */
export function readCount(text: string | null | undefined): number {
  const value = Number((text ?? '').trim());
  return Number.isFinite(value) && value >= 0 ? value : 0;
}
