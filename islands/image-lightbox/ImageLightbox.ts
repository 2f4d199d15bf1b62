/**
 * The builder's global image lightbox (§2 "Content pages") over the page: a click on a link to an image
 * file, in the builder's content or anywhere else on the page as with the builder's own front end, opens
 * it in the shared lightbox when the site-wide setting is on (or the link opts in), never a download
 * link; a gallery's or slideshow's links open together. Image widgets and basic galleries print such links.
 */
import { listen } from '../../dom-bridge/listen.ts';
import { isPlainClick } from '../../dom-bridge/plain-click.ts';
import { readBuilderConfig } from '../../src/content/builder-config.ts';
import { groupOf, itemOfLink, opensInLightbox } from '../../src/content/lightbox-items.ts';
import type { Unmount } from '../../src/island.ts';
import { createLightboxOpener } from '../../src/lightbox/lightbox-opener.ts';

export function mount(root: HTMLElement): Promise<Unmount> {
  const config = readBuilderConfig();
  const opener = createLightboxOpener('image-lightbox', config.lightbox);
  const stop = listen(root, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || !root.contains(link) || event.defaultPrevented || !isPlainClick(event)) return;
    if (!opensInLightbox(link, config.globalLightbox)) return;
    event.preventDefault();
    const group = groupOf(link, config.globalLightbox);
    opener.open(
      group.map((a) => itemOfLink(a, config)),
      group.indexOf(link),
    );
  });
  return Promise.resolve(() => {
    stop();
    opener.destroy();
  });
}
