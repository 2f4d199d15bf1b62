/**
 * A builder video as a facade (§2 "Video embeds"): the server's poster overlay with a real play
 * button (or one we add when the widget has no poster). Play loads the provider's player in place,
 * or in the shared lightbox when the widget says so; nothing is fetched from the provider before.
 */
import { CONTENT_ATTRS, CONTENT_CLASSES, CONTENT_SELECTORS } from '../../dom-bridge/content-constants.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { readBuilderConfig } from '../../src/content/builder-config.ts';
import { readVideoEmbed, type VideoEmbed } from '../../src/content/video.ts';
import type { Unmount } from '../../src/island.ts';
import { createLightboxOpener } from '../../src/lightbox/lightbox-opener.ts';

/** The play control: the builder's own (a role=button div) made a real button's equal, or ours. */
function playControl(widget: HTMLElement, label: string): { control: HTMLElement; added: boolean } {
  const printed = widget.querySelector<HTMLElement>(CONTENT_SELECTORS.videoPlay);
  if (printed) {
    printed.setAttribute('role', 'button');
    printed.tabIndex = 0;
    if (!printed.getAttribute('aria-label')) printed.setAttribute('aria-label', label);
    return { control: printed, added: false };
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = CONTENT_CLASSES.videoFacade;
  button.setAttribute('aria-label', label);
  button.innerHTML =
    '<svg aria-hidden="true" viewBox="0 0 68 48" width="68" height="48"><path d="M66.5 7.7A8.5 8.5 0 0 0 60.5 1.7C55.2.3 34 .3 34 .3S12.8.3 7.5 1.7a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3Z" fill="#212121" fill-opacity=".8"/><path d="M45 24 27 14v20" fill="#fff"/></svg>';
  (widget.querySelector(CONTENT_SELECTORS.videoHolder) ?? widget).append(button);
  return { control: button, added: true };
}

function playInPlace(widget: HTMLElement, embed: VideoEmbed): void {
  const frame = document.createElement('iframe');
  frame.src = embed.embedUrl;
  frame.title = widget.getAttribute('aria-label') || 'Video';
  frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
  frame.allowFullscreen = true;
  frame.className = 'elementor-video-iframe';
  widget.querySelector(CONTENT_SELECTORS.videoOverlay)?.remove();
  widget.querySelector(`.${CONTENT_CLASSES.videoFacade}`)?.remove();
  const holder = widget.querySelector(CONTENT_SELECTORS.videoHolder) ?? widget;
  holder.append(frame);
  frame.focus();
}

export function mount(widget: HTMLElement): Promise<Unmount> {
  const embed = readVideoEmbed(widget.getAttribute(CONTENT_ATTRS.settings));
  if (!embed) throw new Error('no video of the two services in data-settings; the widget stays as printed.');
  const config = readBuilderConfig();
  const { control, added } = playControl(widget, config.playVideo);
  const opener = embed.inLightbox ? createLightboxOpener('video-facade', config.lightbox) : null;
  const play = (event: Event): void => {
    event.preventDefault();
    if (opener) opener.open([{ videoUrl: embed.embedUrl }], 0);
    else playInPlace(widget, embed);
  };
  // The poster plays too, as the builder's overlay does.
  const undos = [
    listen(widget.querySelector<HTMLElement>(CONTENT_SELECTORS.videoOverlay) ?? control, 'click', play),
    listen(control, 'keydown', (event) => {
      if (!added && (event.key === 'Enter' || event.key === ' ')) play(event);
    }),
  ];
  return Promise.resolve(() => {
    for (const undo of undos) undo();
    opener?.destroy();
    if (added) control.remove();
  });
}
