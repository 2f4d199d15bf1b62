/**
 * The builder's video widget settings (§2 "Video embeds from two video hosting services"): which
 * provider, which video, and the player URL to load on play. Pure.
 */
import { isRecord } from '../../dom-bridge/globals.ts';

export interface VideoEmbed {
  provider: 'youtube' | 'vimeo';
  /** The provider's player, autoplaying: it is loaded only when the shopper presses play. */
  embedUrl: string;
  /** Play in the lightbox rather than in place (`lightbox: yes`). */
  inLightbox: boolean;
}

const YOUTUBE_ID = /(?:youtu\.be\/|youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|v\/))([\w-]{11})/;
const VIMEO_ID = /vimeo\.com\/(?:video\/)?(\d+)/;

export function readVideoEmbed(json: string | null): VideoEmbed | null {
  let settings: unknown;
  try {
    settings = JSON.parse(json ?? '');
  } catch {
    return null;
  }
  if (!isRecord(settings)) return null;
  const type = settings.video_type ?? 'youtube';
  const inLightbox = settings.lightbox === 'yes';
  if (type === 'youtube' && typeof settings.youtube_url === 'string') {
    const id = YOUTUBE_ID.exec(settings.youtube_url)?.[1];
    // The builder's privacy mode plays from the provider's no-cookie host.
    const host = settings.yt_privacy === 'yes' ? 'https://www.youtube-nocookie.com' : 'https://www.youtube.com';
    return id ? { provider: 'youtube', embedUrl: `${host}/embed/${id}?autoplay=1&rel=0`, inLightbox } : null;
  }
  if (type === 'vimeo' && typeof settings.vimeo_url === 'string') {
    const id = VIMEO_ID.exec(settings.vimeo_url)?.[1];
    return id ? { provider: 'vimeo', embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1`, inLightbox } : null;
  }
  return null;
}
