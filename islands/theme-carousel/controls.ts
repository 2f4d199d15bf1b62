/**
 * The theme carousel's controls as the theme adds them around the server's slides (§2, §9): the
 * arrows ('Prev' / 'Next', or the block's external custom navigation named by id), the pagination
 * container and the extra arrows of styles 04, 08 and 10. Everything added is removed by `remove`.
 */
import { CAROUSEL_SELECTORS as S } from '../../dom-bridge/carousel-constants.ts';
import { CAROUSEL_TEXTS as T } from '../../dom-bridge/carousel-texts.ts';
import { arrowButton } from '../../src/carousel/a11y.ts';
import { hasExtraArrows } from '../../src/carousel/pagination.ts';
import type { ThemeCarouselSettings } from '../../src/carousel/theme-settings.ts';

export interface Controls {
  prev: HTMLElement | null;
  next: HTMLElement | null;
  /** Where Swiper renders the pagination, and the custom navigation's style when it is that one's. */
  pagination: HTMLElement | null;
  customStyle: string;
  customText: string;
  remove(): void;
}

function div(className: string, ...children: Node[]): HTMLDivElement {
  const el = document.createElement('div');
  el.className = className;
  el.append(...children);
  return el;
}

/** An element wrapped in the grid container the block asks for (`*AlignedBy` = 'grid'), else as is. */
function aligned(wrapClass: string, content: HTMLElement, alignedBy: string, container: string): HTMLElement {
  if (alignedBy !== 'grid') return div(wrapClass, content);
  return div(wrapClass, div(container || 'container', content));
}

function customNav(id: string): Pick<Controls, 'prev' | 'next' | 'pagination' | 'customStyle' | 'customText'> | null {
  const nav = id ? document.getElementById(id) : null;
  if (!nav) return null;
  const style = ['02', '03', '04'].find((n) => nav.classList.contains(`style-${n}`)) ?? '';
  return {
    prev: nav.querySelector<HTMLElement>(S.customPrev),
    next: nav.querySelector<HTMLElement>(S.customNext),
    pagination: style ? nav.querySelector<HTMLElement>(S.customPagination) : null,
    customStyle: style,
    customText: nav.getAttribute('data-text') ?? '',
  };
}

/** Adds the block's controls (none when it asks for none) to `block`, or to its wrapped controls area. */
export function addControls(block: HTMLElement, inner: HTMLElement, settings: ThemeCarouselSettings, style: string): Controls {
  const added: HTMLElement[] = [];
  const place = (parent: HTMLElement, el: HTMLElement): void => {
    parent.append(el);
    added.push(el);
  };
  const wrap = settings.wrapControls ? div('swiper-controls') : null;
  if (wrap) place(block, div('swiper-controls-wrap', wrap));
  const controls: Controls = {
    prev: null,
    next: null,
    pagination: null,
    customStyle: '',
    customText: '',
    remove: () => added.forEach((el) => el.remove()),
  };
  if (settings.nav) {
    const custom = customNav(settings.customNav);
    if (custom) Object.assign(controls, custom);
    else {
      const text = settings.navStyle === '03' ? '' : undefined;
      controls.prev = arrowButton('swiper-nav-button swiper-button-prev', T.prevSlide, text ?? T.prev);
      controls.next = arrowButton('swiper-nav-button swiper-button-next', T.nextSlide, text ?? T.next);
      const buttons = div('swiper-nav-buttons', controls.prev, controls.next);
      place(wrap ?? inner, aligned('swiper-nav-buttons-wrap', buttons, settings.navAlignedBy, settings.navGridContainer));
    }
  }
  if (settings.pagination) {
    const pagination = div('swiper-pagination');
    const paginationInner = div('swiper-pagination-inner', pagination);
    if (hasExtraArrows(style)) {
      for (const [action, label] of [
        ['prev', T.prevSlide],
        ['next', T.nextSlide],
      ] as const) {
        const arrow = arrowButton(`swiper-alt-arrow-button swiper-alt-arrow-${action}`, label);
        arrow.dataset.action = action;
        paginationInner.append(arrow);
      }
    }
    const container = aligned(
      'swiper-pagination-container',
      div('swiper-pagination-wrap', paginationInner),
      settings.paginationAlignedBy,
      'container',
    );
    place(wrap ?? block, container);
    controls.pagination = pagination;
    controls.customStyle = '';
  }
  return controls;
}
