/**
 * What the builder prints around its widgets (issue 16): the page's `elementorFrontendConfig`
 * (breakpoints, kit lightbox settings, texts) in the capture's shape, its document, container and
 * widget wrappers, its action hashes. The fixture builder page (builder-page.ts) is made of these.
 */
import { SITE_NAME, URLS } from '../site.ts';
import { escAttr, escHtml, jsonForScript } from '../formatting/escape.ts';

const KIT_ID = 48;

/** §9 "Page builder and content": mobile ≤ 767 and tablet ≤ 1024 enabled, the others defined but disabled. */
const BREAKPOINTS = {
  mobile: { label: 'Mobile Portrait', value: 767, default_value: 767, direction: 'max', is_enabled: true },
  mobile_extra: { label: 'Mobile Landscape', value: 880, default_value: 880, direction: 'max', is_enabled: false },
  tablet: { label: 'Tablet Portrait', value: 1024, default_value: 1024, direction: 'max', is_enabled: true },
  tablet_extra: { label: 'Tablet Landscape', value: 1200, default_value: 1200, direction: 'max', is_enabled: false },
  laptop: { label: 'Laptop', value: 1366, default_value: 1366, direction: 'max', is_enabled: false },
  widescreen: { label: 'Widescreen', value: 2400, default_value: 2400, direction: 'min', is_enabled: false },
};

const I18N = {
  shareOnFacebook: 'Share on Facebook',
  shareOnX: 'Share on X',
  pinIt: 'Pin it',
  download: 'Download',
  downloadImage: 'Download image',
  fullscreen: 'Fullscreen',
  zoom: 'Zoom',
  share: 'Share',
  playVideo: 'Play Video',
  previous: 'Previous',
  next: 'Next',
  close: 'Close',
  a11yCarouselPrevSlideMessage: 'Previous slide',
  a11yCarouselNextSlideMessage: 'Next slide',
  a11yCarouselFirstSlideMessage: 'This is the first slide',
  a11yCarouselLastSlideMessage: 'This is the last slide',
  a11yCarouselPaginationBulletMessage: 'Go to slide',
};

export interface BuilderPost {
  id: number;
  title: string;
  excerpt?: string;
  featuredImage?: boolean;
}

/** The builder's page config, as its `elementor-frontend-js-before` script prints it (shape of the capture). */
export function builderConfigScript(post: BuilderPost): string {
  const config = {
    environmentMode: { edit: false, wpPreview: false, isScriptDebug: false },
    i18n: I18N,
    is_rtl: false,
    breakpoints: { xs: 0, sm: 480, md: 768, lg: 1025, xl: 1440, xxl: 1600 },
    responsive: { breakpoints: BREAKPOINTS, hasCustomBreakpoints: false },
    version: '3.32.5',
    is_static: false,
    urls: { assets: '/wp-content/plugins/elementor/assets/', ajaxurl: URLS.adminAjax, uploadUrl: '/wp-content/uploads' },
    swiperClass: 'swiper',
    settings: { page: [], editorPreferences: [] },
    kit: {
      active_breakpoints: ['viewport_mobile', 'viewport_tablet'],
      global_image_lightbox: 'yes',
      lightbox_enable_counter: 'yes',
      lightbox_enable_fullscreen: 'yes',
      lightbox_enable_zoom: 'yes',
      lightbox_enable_share: 'yes',
      lightbox_title_src: 'title',
      lightbox_description_src: 'description',
    },
    post: {
      id: post.id,
      title: encodeURIComponent(`${post.title} – ${SITE_NAME}`),
      excerpt: post.excerpt ?? '',
      featuredImage: post.featuredImage ?? false,
    },
  };
  return `<script id="elementor-frontend-js-before">\nvar elementorFrontendConfig = ${jsonForScript(config)};\n//# sourceURL=elementor-frontend-js-before\n</script>\n`;
}

/** A widget wrapper as the builder prints it; `id` is the element's 7-hex id. */
export function widget(id: string, type: string, inner: string, settings?: unknown): string {
  const data = settings === undefined ? '' : ` data-settings="${escAttr(JSON.stringify(settings))}"`;
  return (
    `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-e-type="widget"${data} data-widget_type="${type}.default">\n` +
    `\t<div class="elementor-widget-container">\n${inner}\n\t</div>\n</div>\n`
  );
}

/** A boxed flexbox container with a heading widget, then `inner`. */
export function container(id: string, heading: string, inner: string): string {
  return (
    `<div class="elementor-element elementor-element-${id} e-con-boxed e-flex e-con e-parent" data-id="${id}" data-element_type="container" data-e-type="container">\n` +
    `<div class="e-con-inner">\n` +
    widget(`${id.slice(0, 6)}h`, 'heading', `<h2 class="elementor-heading-title elementor-size-default">${escHtml(heading)}</h2>`) +
    `${inner}</div>\n</div>\n`
  );
}

/** The builder's document wrapper around a page's elements. */
export function builderDocument(id: number, sections: string[]): string {
  return `<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}">\n${sections.join('')}</div>\n`;
}

/** The body classes the builder adds to a page it built. */
export function builderBodyClass(id: number): string {
  return `elementor-default elementor-kit-${KIT_ID} elementor-page elementor-page-${id}`;
}

/** An action link's hash as WordPress prints it: the whole `{builder}-action:…` part URL-encoded (rawurlencode). */
export function actionHash(action: string, settings: unknown, builder = 'elementor'): string {
  const base64 = Buffer.from(JSON.stringify(settings), 'utf8').toString('base64');
  return `#${encodeURIComponent(`${builder}-action:action=${action}&settings=${base64}`)}`;
}

/** The literal form (what an integrator's own markup may carry). */
export function literalActionHash(action: string, settings: unknown, builder = 'elementor'): string {
  return `#${builder}-action:action=${action}&settings=${Buffer.from(JSON.stringify(settings), 'utf8').toString('base64')}`;
}
