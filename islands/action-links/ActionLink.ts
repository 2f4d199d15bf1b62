/**
 * One builder action link (§2 "Content pages"): `#{builder}-action:action=lightbox&settings={base64 JSON}`
 * opens the shared lightbox with an image, a video or a slideshow. The only built-in action is the
 * lightbox: another action, or settings that cannot be read, are ignored with one warning.
 */
import { CONTENT_ATTRS } from '../../dom-bridge/content-constants.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { warn } from '../../dom-bridge/warn.ts';
import { parseActionLink } from '../../src/content/action-link.ts';
import { readBuilderConfig, type BuilderConfig } from '../../src/content/builder-config.ts';
import { actionItems, groupOf, itemOfLink } from '../../src/content/lightbox-items.ts';
import type { Unmount } from '../../src/island.ts';
import { createLightboxOpener, type LightboxOpener } from '../../src/lightbox/lightbox-opener.ts';

/** An image of a slideshow opens with the page's other links of that slideshow. */
function openAction(settings: Record<string, unknown>, config: BuilderConfig, opener: LightboxOpener): boolean {
  const read = actionItems(settings);
  if (!read) return false;
  const members = read.slideshow
    ? [...document.querySelectorAll<HTMLAnchorElement>(`a[${CONTENT_ATTRS.slideshow}]`)].filter(
        (a) => a.getAttribute(CONTENT_ATTRS.slideshow) === read.slideshow,
      )
    : [];
  const first = members[0];
  const at = members.findIndex((a) => a.href === read.items[0]?.src);
  if (first && at !== -1) {
    const group = groupOf(first, true);
    opener.open(
      group.map((a) => itemOfLink(a, config)),
      at,
    );
  } else opener.open(read.items, read.index);
  return true;
}

export function mount(link: HTMLAnchorElement): Promise<Unmount> {
  const config = readBuilderConfig();
  const opener = createLightboxOpener('action-links', config.lightbox);
  let warned = false;
  const ignore = (reason: string): void => {
    if (!warned) warn(`action-links: ${reason}; the link is ignored.`);
    warned = true;
  };
  const stop = listen(link, 'click', (event) => {
    // The hash is an instruction for us, not a place on the page.
    event.preventDefault();
    const parsed = parseActionLink(link.getAttribute('href') || (link.getAttribute(CONTENT_ATTRS.actionHash) ?? ''), config.builder);
    if (!parsed.ok) return ignore(parsed.reason);
    if (parsed.action !== 'lightbox') return ignore(`unknown action "${parsed.action}"`);
    if (!openAction(parsed.settings, config, opener)) ignore('its lightbox settings name nothing to show');
  });
  return Promise.resolve(() => {
    stop();
    opener.destroy();
  });
}
