/**
 * The lightbox's extras beyond PhotoSwipe's own arrows, counter, zoom and close (§2 "Content pages",
 * §9 "Lightbox labels"): the caption (title and description), fullscreen, and share with the two
 * 'Share on …' entries, 'Pin it' and 'Download image'.
 */
import type PhotoSwipeLightbox from 'photoswipe/lightbox';
import type PhotoSwipe from 'photoswipe';
import type { LightboxLabels, LightboxOptions } from './types.ts';

type Pswp = PhotoSwipe;

function shownImage(pswp: Pswp): string | null {
  const src = pswp.currSlide?.data.src;
  return src ? new URL(src, location.href).href : null;
}

function captionOf(pswp: Pswp): { title: string; description: string } {
  const data = pswp.currSlide?.data as { title?: string; description?: string } | undefined;
  return { title: data?.title ?? '', description: data?.description ?? '' };
}

function updateCaption(element: HTMLElement, pswp: Pswp): void {
  const { title, description } = captionOf(pswp);
  const parts = [
    ['shop-islands-lightbox-caption__title', title],
    ['shop-islands-lightbox-caption__description', description],
  ].filter(([, text]) => text);
  element.replaceChildren(
    ...parts.map(([className, text]) => {
      const line = document.createElement('div');
      line.className = className ?? '';
      line.textContent = text ?? '';
      return line;
    }),
  );
  element.hidden = parts.length === 0;
}

/** The entries of §2: two networks, the pin and the download, each a link on the shown image. */
function shareLinks(image: string, labels: LightboxLabels): Array<[string, string, boolean]> {
  const url = encodeURIComponent(image);
  const page = encodeURIComponent(location.href);
  return [
    [labels.shareOnFacebook, `https://www.facebook.com/sharer/sharer.php?u=${url}`, false],
    [labels.shareOnX, `https://twitter.com/intent/tweet?text=&url=${url}`, false],
    [labels.pinIt, `https://www.pinterest.com/pin/create/button/?url=${page}&media=${url}`, false],
    [labels.downloadImage, image, true],
  ];
}

function fillShareMenu(menu: HTMLElement, pswp: Pswp, labels: LightboxLabels): void {
  const image = shownImage(pswp);
  menu.replaceChildren(
    ...(image ? shareLinks(image, labels) : []).map(([label, href, download]) => {
      const link = document.createElement('a');
      link.className = 'shop-islands-lightbox-share__link';
      link.href = href;
      link.textContent = label;
      if (download) link.setAttribute('download', '');
      else {
        link.target = '_blank';
        link.rel = 'noopener';
      }
      return link;
    }),
  );
}

function registerShare(pswp: Pswp, labels: LightboxLabels): void {
  const menu = document.createElement('div');
  menu.className = 'shop-islands-lightbox-share';
  menu.id = 'shop-islands-lightbox-share';
  menu.hidden = true;
  pswp.ui?.registerElement({
    name: 'share',
    order: 8,
    isButton: true,
    title: labels.share,
    html: {
      isCustomSVG: true,
      inner:
        '<path d="M22 6a3 3 0 1 1-.9 2.1l-8.3 4.2a3 3 0 0 1 0 3.4l8.3 4.2A3 3 0 1 1 20 22l-8.3-4.2a3 3 0 1 1 0-5.6L20 8Z" id="pswp__icn-share"/>',
      outlineID: 'pswp__icn-share',
    },
    onInit: (button, instance) => {
      button.setAttribute('aria-expanded', 'false');
      button.setAttribute('aria-controls', menu.id);
      instance.element?.append(menu);
      // The shown image changes what is shared: the menu closes with it.
      instance.on('change', () => {
        menu.hidden = true;
        button.setAttribute('aria-expanded', 'false');
        button.hidden = !shownImage(instance);
      });
    },
    onClick: (_event, button, instance) => {
      fillShareMenu(menu, instance, labels);
      menu.hidden = !menu.hidden;
      button.setAttribute('aria-expanded', String(!menu.hidden));
    },
  });
}

function registerFullscreen(pswp: Pswp, labels: LightboxLabels): void {
  if (!document.fullscreenEnabled) return;
  pswp.ui?.registerElement({
    name: 'fullscreen',
    order: 9,
    isButton: true,
    title: labels.fullscreen,
    html: {
      isCustomSVG: true,
      inner: '<path d="M8 8h6v2h-4v4H8Zm16 0v6h-2v-4h-4V8ZM8 24v-6h2v4h4v2Zm16 0h-6v-2h4v-4h2Z" id="pswp__icn-fs"/>',
      outlineID: 'pswp__icn-fs',
    },
    onClick: (_event, _button, instance) => {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void instance.element?.requestFullscreen();
    },
  });
  // Leaving the lightbox leaves fullscreen too.
  pswp.on('close', () => {
    if (document.fullscreenElement) void document.exitFullscreen();
  });
}

/** Adds the caption and the buttons the options switch on, each time the lightbox opens. */
export function registerToolbar(lightbox: PhotoSwipeLightbox, { share, fullscreen, labels }: LightboxOptions): void {
  lightbox.on('uiRegister', () => {
    const pswp = lightbox.pswp;
    if (!pswp) return;
    if (fullscreen) registerFullscreen(pswp, labels);
    if (share) registerShare(pswp, labels);
    pswp.ui?.registerElement({
      name: 'caption',
      order: 10,
      isButton: false,
      appendTo: 'root',
      className: 'shop-islands-lightbox-caption',
      onInit: (element, instance) => {
        element.setAttribute('aria-live', 'polite');
        instance.on('change', () => updateCaption(element, instance));
      },
    });
  });
}
