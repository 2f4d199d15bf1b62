/**
 * ProductX's product slider on the shared Swiper (src/carousel/; only the modules it uses: navigation,
 * pagination, autoplay, a11y): breakpoints 992 and 768, speed 500 ms, autoplay (default 3000 ms) held
 * while the pointer or focus is inside or with reduced motion, arrows and bullets as labelled buttons. A slider that cannot start (hidden,
 * without width) tries again once after 10 s (§9). Everything added is undone on unmount.
 */
import { SLIDER, SLIDER_SELECTORS as L } from '../../dom-bridge/discovery-constants.ts';
import { A11Y_OPTIONS } from '../../src/carousel/a11y.ts';
import { holdAutoplay } from '../../src/carousel/autoplay-hold.ts';
import { loadSwiper } from '../../src/carousel/load-swiper.ts';
import { A11y, Autoplay, Navigation, Pagination } from '../../src/carousel/modules.ts';
import type { Swiper } from '../../src/carousel/swiper.ts';
import type { Unmount } from '../../src/island.ts';

function settings(root: HTMLElement): { lg: number; sm: number; xs: number; autoplay: boolean; delay: number } {
  let shown: Record<string, unknown> = {};
  try {
    shown = JSON.parse(root.getAttribute('data-slidestoshow') ?? '{}') as Record<string, unknown>;
  } catch {
    // Unreadable: the defaults below.
  }
  const n = (value: unknown, fallback: number): number => (typeof value === 'number' && value > 0 ? value : fallback);
  const delay = Number(root.getAttribute('data-slidespeed'));
  return {
    lg: n(shown.lg, 3),
    sm: n(shown.sm, 2),
    xs: n(shown.xs, 1),
    autoplay: root.getAttribute('data-autoplay') !== 'false',
    delay: delay > 0 ? delay : SLIDER.autoplayMs,
  };
}

function button(className: string, label: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.setAttribute('aria-label', label);
  b.textContent = label === 'Previous slide' ? '‹' : '›';
  return b;
}

/** Swiper's structure around the server's items: the block as container, a wrapper, items as slides; undone by the returned function. */
function restructure(root: HTMLElement): {
  parts: { prev: HTMLButtonElement; next: HTMLButtonElement; bullets: HTMLElement };
  undo: () => void;
} {
  const items = [...root.children] as HTMLElement[];
  const wrapper = document.createElement('div');
  wrapper.className = 'swiper-wrapper';
  wrapper.append(...items);
  for (const item of items) item.classList.add('swiper-slide');
  const prev = button('wopb-slider-prev', 'Previous slide');
  const next = button('wopb-slider-next', 'Next slide');
  const bullets = document.createElement('div');
  bullets.className = 'wopb-slider-bullets';
  root.classList.add('swiper');
  root.append(wrapper);
  const nav = root.parentElement?.querySelector<HTMLElement>(L.nav);
  if (nav) nav.hidden = true;
  root.after(prev, next, bullets);
  const undo = (): void => {
    for (const item of items) item.classList.remove('swiper-slide');
    root.replaceChildren(...items);
    root.classList.remove('swiper');
    prev.remove();
    next.remove();
    bullets.remove();
    if (nav) nav.hidden = false;
  };
  return { parts: { prev, next, bullets }, undo };
}

function start(
  SwiperClass: typeof Swiper,
  root: HTMLElement,
  parts: { prev: HTMLButtonElement; next: HTMLButtonElement; bullets: HTMLElement },
): Swiper {
  const s = settings(root);
  return new SwiperClass(root, {
    modules: [Navigation, Pagination, Autoplay, A11y],
    speed: SLIDER.speedMs,
    slidesPerView: s.xs,
    spaceBetween: 16,
    // Marks the slides in view (swiper-slide-visible), which the layout and tests read.
    watchSlidesProgress: true,
    breakpoints: { [SLIDER.small]: { slidesPerView: s.sm }, [SLIDER.large]: { slidesPerView: s.lg } },
    navigation: { prevEl: parts.prev, nextEl: parts.next },
    pagination: { el: parts.bullets, clickable: true, bulletElement: 'button' },
    // Held while hovered, focused or with reduced motion by holdAutoplay (src/carousel/autoplay-hold.ts).
    autoplay: s.autoplay ? { delay: s.delay, disableOnInteraction: false } : false,
    a11y: { ...A11Y_OPTIONS },
  });
}

export async function mount(root: HTMLElement): Promise<Unmount> {
  const { Swiper: SwiperClass } = await loadSwiper();
  const { parts, undo } = restructure(root);
  const block = root.parentElement ?? root;
  let swiper: Swiper | null = null;
  let release = (): void => {};
  let retry: ReturnType<typeof setTimeout> | undefined;
  const tryStart = (again: boolean): void => {
    try {
      swiper = start(SwiperClass, root, parts);
      release = holdAutoplay(swiper, block);
      if (root.clientWidth > 0 || !again) return;
    } catch {
      // Swiper threw on this layout: the retry below.
    }
    release();
    swiper?.destroy(true, true);
    swiper = null;
    retry = setTimeout(() => tryStart(false), SLIDER.retryMs);
  };
  tryStart(true);
  return () => {
    clearTimeout(retry);
    release();
    swiper?.destroy(true, true);
    undo();
  };
}
