/**
 * The fixture shop's carousel page (`/carousels/`, issue 16): the theme's carousel blocks (`.tm-swiper`
 * with the §3 settings as data attributes) in every pagination style of §9, two external custom
 * navigations, centered mode (with the scale highlight), fade, a locked one, a product carousel, a vertical
 * one sized to its shown slide, one with its layer transition off and one far below the fold, plus
 * the builder's image carousel as the builder prints it (arrows without names, no dots), inside the
 * builder's wrappers with its page config, so the content claim group loads.
 */
import type { PageSpec } from '../views.ts';
import { escAttr, escHtml } from '../formatting/escape.ts';
import { builderBodyClass, builderConfigScript, builderDocument, container, widget } from './builder-markup.ts';

export const CAROUSEL_POST_ID = 23100;
export const CAROUSEL_FIXTURE = { file: 'carousels.html', route: '/carousels/' } as const;

const SLUGS = [
  'golden-hour-lightroom-pack',
  'moody-forest-lightroom-pack',
  'film-emulation-collection',
  'clean-portrait-capture-one-styles',
  'urban-night-photoshop-actions',
  'wedding-essentials-bundle',
];

const image = (slug: string): string => `/wp-content/uploads/presets/${slug}.svg`;
const title = (slug: string): string => slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

function slide(slug: string, n: number): string {
  return (
    `<div class="swiper-slide"><figure class="carousel-card"><img width="300" height="300" src="${escAttr(image(slug))}" alt="${escAttr(title(slug))}" loading="lazy" />` +
    `<figcaption>Slide ${n}</figcaption></figure></div>`
  );
}

interface Block {
  id: string;
  classes?: string;
  /** The block's data attributes (without `data-`), as the theme prints them. */
  data: Record<string, string | number>;
  slides?: number;
}

/** A theme carousel block: `.tm-swiper > .swiper-inner > .swiper-container > .swiper-wrapper > .swiper-slide`. */
function block({ id, classes = '', data, slides = 5 }: Block): string {
  const attrs = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escAttr(String(value))}"`)
    .join('');
  const items = SLUGS.slice(0, slides).map((slug, i) => slide(slug, i + 1));
  return (
    `<div id="${id}" class="tm-swiper tm-slider-widget ${classes}"${attrs}>\n<div class="swiper-inner">\n<div class="swiper-container">\n` +
    `<div class="swiper-wrapper">${items.join('')}</div>\n</div>\n</div>\n</div>\n`
  );
}

const one = { 'lg-items': 1, 'items-desktop': 1, nav: 1, pagination: 1 };

function paginationStyles(): string {
  const styled = (style: string, extra: Record<string, string | number> = {}): string =>
    widget(
      `c2000${style}`,
      'tm-carousel',
      block({ id: `carousel-style-${style}`, classes: `pagination-style-${style}`, data: { ...one, ...extra } }),
    );
  return container(
    'c200001',
    'Pagination styles',
    [
      styled('02', { 'pagination-type': 'custom', 'pagination-text': 'Slide' }),
      styled('03', { 'pagination-type': 'custom' }),
      styled('04', { 'pagination-type': 'custom', 'pagination-text': 'Look' }),
      styled('06', { 'pagination-type': 'custom' }),
      // Its layer transition turned off: its slides never get the 'animated' or Ken Burns state.
      styled('07', { 'layer-transition': 0 }),
      styled('08'),
      styled('10'),
    ].join(''),
  );
}

function customNav(id: string, style: string, text: string): string {
  return (
    `<div id="${id}" class="slider-custom-nav style-${style}" data-text="${escAttr(text)}">` +
    `<div class="slider-prev-btn">Prev</div><div class="pagination-wrapper"></div><div class="slider-next-btn">Next</div></div>\n`
  );
}

function navigations(): string {
  return container(
    'c300001',
    'Custom navigation',
    [
      widget(
        'c300002',
        'tm-carousel',
        block({ id: 'carousel-custom-02', data: { 'lg-items': 1, 'items-desktop': 1, nav: 1, 'custom-nav': 'carousel-nav-02' } }),
      ),
      widget('c300003', 'tm-heading', customNav('carousel-nav-02', '02', 'Preset')),
      widget(
        'c300004',
        'tm-carousel',
        block({ id: 'carousel-custom-03', data: { 'lg-items': 1, 'items-desktop': 1, nav: 1, 'custom-nav': 'carousel-nav-03' } }),
      ),
      widget('c300005', 'tm-heading', customNav('carousel-nav-03', '03', '')),
    ].join(''),
  );
}

function modes(): string {
  return container(
    'c400001',
    'Centered, fade, locked, product, vertical',
    [
      // Centered: three in view from the desktop width (the middle one lies fully inside), one on mobile (it touches both edges).
      widget(
        'c400002',
        'tm-carousel',
        block({
          id: 'carousel-centered',
          data: {
            'lg-items': 3,
            'items-desktop': 3,
            'items-tablet': 3,
            'items-mobile': 1,
            centered: 1,
            'centered-hightlight': 'scale',
            nav: 1,
          },
        }),
      ),
      widget('c400003', 'tm-carousel', block({ id: 'carousel-fade', data: { ...one, effect: 'fade', speed: 400 } })),
      // Locked: three in view, two slides.
      widget(
        'c400004',
        'tm-carousel',
        block({ id: 'carousel-locked', slides: 2, data: { 'lg-items': 3, 'items-desktop': 3, 'items-mobile': 3, nav: 1, pagination: 1 } }),
      ),
      // A product carousel: autoplay every 3 s, speed 500 (§9), none printed.
      widget(
        'c400005',
        'tm-product-carousel',
        block({
          id: 'carousel-product',
          classes: 'minimog-product',
          data: { 'lg-items': 2, 'items-desktop': 2, 'items-mobile': 1, nav: 1, autoplay: '' },
        }),
      ),
      verticalCarousel(),
    ].join(''),
  );
}

/** Notes of three heights, so a vertical carousel sized to its shown slide changes height as it moves. */
const VERTICAL_NOTES: Array<[string, number]> = [
  ['Warm light for portraits.', 120],
  ['Cool shadows and teal skies for cityscapes at night, with film grain.', 200],
  ['Matte blacks.', 80],
];

/** A vertical carousel sized to its shown slide (verticalAutoHeight): one note in view at a time. */
function verticalCarousel(): string {
  const slides = VERTICAL_NOTES.map(
    ([note, height], i) =>
      `<div class="swiper-slide"><div class="carousel-note" style="height: ${height}px">${i + 1}. ${escHtml(note)}</div></div>`,
  ).join('');
  const data = { 'lg-items': 1, 'items-desktop': 1, vertical: 1, 'vertical-auto-height': 1, nav: 1 };
  const attrs = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${value}"`)
    .join('');
  return widget(
    'c400006',
    'tm-carousel',
    `<div id="carousel-vertical" class="tm-swiper tm-slider-widget"${attrs}>\n<div class="swiper-inner">\n<div class="swiper-container">\n<div class="swiper-wrapper">${slides}</div>\n</div>\n</div>\n</div>\n`,
  );
}

const IMAGE_CAROUSEL_SETTINGS = {
  slides_to_show: '3',
  slides_to_show_tablet: '2',
  slides_to_show_mobile: '1',
  slides_to_scroll: '1',
  navigation: 'both',
  autoplay: 'yes',
  pause_on_hover: 'yes',
  pause_on_interaction: 'yes',
  autoplay_speed: 5000,
  infinite: 'yes',
  effect: 'slide',
  speed: 500,
};

const CHEVRON = (dir: 'left' | 'right'): string =>
  `<svg aria-hidden="true" class="e-font-icon-svg e-eicon-chevron-${dir}" viewBox="0 0 1000 1000" xmlns="http://www.w3.org/2000/svg"><path d="${dir === 'left' ? 'M646 125L271 500l375 375' : 'M354 125l375 375-375 375'}"></path></svg>`;

/** The builder's image carousel as it prints it: arrows as unnamed role=button divs, no dots (the island adds names and dots). */
function imageCarousel(): string {
  const slides = SLUGS.map(
    (slug, i) =>
      `<div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="${i + 1} of ${SLUGS.length}"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="${escAttr(image(slug))}" alt="${escAttr(title(slug))}" /></figure></div>`,
  );
  const inner =
    `<div class="elementor-image-carousel-wrapper swiper" role="region" aria-roledescription="carousel" aria-label="Image Carousel" dir="ltr">\n` +
    `<div class="elementor-image-carousel swiper-wrapper" aria-live="off">${slides.join('')}</div>\n` +
    `<div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0">${CHEVRON('left')}</div>\n` +
    `<div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0">${CHEVRON('right')}</div>\n</div>`;
  return container('c500001', 'Image carousel', widget('c500002', 'image-carousel', inner, IMAGE_CAROUSEL_SETTINGS));
}

/** Above the fold: text only, so the page loads no carousel code until the shopper scrolls near one. */
function intro(): string {
  return container(
    'c100001',
    'About this page',
    widget(
      'c100002',
      'text-editor',
      `<div class="carousel-intro"><p>${escHtml('Every carousel below starts when it comes near the viewport; until then the server’s markup shows its first slides.')}</p></div>`,
    ),
  );
}

function farBelow(): string {
  return container(
    'c600001',
    'Far below the fold',
    `<div class="carousel-spacer"><p>${escHtml('Scroll on: the carousel below starts when it comes near the viewport.')}</p></div>\n` +
      widget('c600002', 'tm-carousel', block({ id: 'carousel-far', data: { 'lg-items': 2, 'items-desktop': 2, nav: 1, pagination: 1 } })),
  );
}

export function carouselPage(): PageSpec {
  return {
    title: 'Carousels',
    bodyClass: `page-template-default page page-id-${CAROUSEL_POST_ID} wp-embed-responsive wp-theme-storefront theme-storefront woocommerce-no-js storefront-full-width-content woocommerce-active ${builderBodyClass(CAROUSEL_POST_ID)}`,
    navCurrent: CAROUSEL_FIXTURE.route,
    breadcrumb: [{ label: 'Home', href: '/' }, { label: 'Carousels' }],
    main: () =>
      `<article id="post-${CAROUSEL_POST_ID}" class="post-${CAROUSEL_POST_ID} page type-page status-publish hentry"><header class="entry-header"><h1 class="entry-title">Carousels</h1></header>\n` +
      `<div class="entry-content">\n${builderDocument(CAROUSEL_POST_ID, [intro(), paginationStyles(), navigations(), modes(), imageCarousel(), farBelow()])}</div></article>\n`,
    sidebar: false,
    isCart: false,
    headExtra: `<link rel='stylesheet' id='carousels-fixture-css' href='/fixtures-html/assets/carousels.css' media='all' />\n`,
    footerExtra: builderConfigScript({ id: CAROUSEL_POST_ID, title: 'Carousels' }),
  };
}
