/**
 * The fixture shop's builder page (`/builder/`, issue 16): the builder's stock widgets as it prints
 * them — image links opting in, out and a download, a basic gallery, action links valid and broken,
 * toggle and accordion, videos of the two services — and the theme's collapsible columns for every
 * device-mode combination and both start states, with the page's builder config.
 */
import { URLS } from '../site.ts';
import type { PageSpec } from '../views.ts';
import { escAttr, escHtml } from '../formatting/escape.ts';
import {
  actionHash,
  builderBodyClass,
  builderConfigScript,
  builderDocument,
  container,
  literalActionHash,
  widget,
} from './builder-markup.ts';

export const BUILDER_POST_ID = 23000;
const POST = { id: BUILDER_POST_ID, title: 'Builder page' };

/** The rules of the builder's frontend.css its widgets rely on (tab panels hidden until shown, the video box). */
const BUILDER_STYLESHEET = `<link rel='stylesheet' id='elementor-frontend-fixture-css' href='/fixtures-html/assets/builder.css' media='all' />\n`;

const image = (slug: string): string => `/wp-content/uploads/presets/${slug}.svg`;

interface ImageLink {
  slug: string;
  alt: string;
  title?: string;
  description?: string;
  /** `data-elementor-open-lightbox`: the widget prints 'default' unless the link opts in or out. */
  open?: 'yes' | 'no' | 'default';
  slideshow?: string;
  download?: boolean;
  href?: string;
}

function imageLink(link: ImageLink): string {
  const href = link.href ?? image(link.slug);
  const attrs = [
    `href="${escAttr(href)}"`,
    link.download ? 'download' : '',
    `data-elementor-open-lightbox="${link.open ?? 'default'}"`,
    link.slideshow ? `data-elementor-lightbox-slideshow="${link.slideshow}"` : '',
    link.title ? `data-elementor-lightbox-title="${escAttr(link.title)}"` : '',
    link.description ? `data-elementor-lightbox-description="${escAttr(link.description)}"` : '',
    `data-e-action-hash="${escAttr(actionHash('lightbox', { id: 0, url: href, ...(link.slideshow ? { slideshow: link.slideshow } : {}) }))}"`,
  ].filter(Boolean);
  return `<a ${attrs.join(' ')}><img width="150" height="150" src="${escAttr(image(link.slug))}" alt="${escAttr(link.alt)}" loading="lazy" /></a>`;
}

function imageWidgets(): string {
  return container(
    'a100001',
    'Image links',
    [
      widget(
        'a100002',
        'image',
        imageLink({
          slug: 'golden-hour-lightroom-pack',
          alt: 'Golden hour sample',
          title: 'Golden hour',
          description: 'Warm light, soft shadows.',
        }),
      ),
      widget(
        'a100003',
        'image',
        imageLink({ slug: 'moody-forest-lightroom-pack', alt: 'Moody forest sample (opens the file)', open: 'no' }),
      ),
      widget('a100004', 'image', imageLink({ slug: 'film-emulation-collection', alt: 'Film emulation sample (download)', download: true })),
      widget(
        'a100005',
        'image',
        imageLink({
          slug: 'neon-cyberpunk-pack',
          alt: 'Neon sample',
          open: 'yes',
          title: 'Neon nights',
          href: `${image('neon-cyberpunk-pack')}?ver=2`,
        }),
      ),
      widget(
        'a100006',
        'text-editor',
        `<p>Read the <a href="${URLS.shop}">shop</a> or the <a class="builder-plain-link" href="/disclaimer/">disclaimer</a>.</p>`,
      ),
    ].join(''),
  );
}

const GALLERY: Array<[string, string, string]> = [
  ['black-white-matte-pack', 'Black and white matte', 'Deep blacks, lifted shadows.'],
  ['pastel-dreams-lightroom-pack', 'Pastel dreams', 'Soft pastel tones.'],
  ['desert-dust-lightroom-pack', 'Desert dust', 'Dry, warm and grainy.'],
];

function basicGallery(): string {
  const figures = GALLERY.map(
    ([slug, title, description]) =>
      `<figure class='gallery-item'><div class='gallery-icon landscape'>${imageLink({ slug, alt: title, title, description, open: 'yes', slideshow: 'a200002' })}</div></figure>`,
  ).join('');
  return container(
    'a200001',
    'Basic gallery',
    widget(
      'a200002',
      'image-gallery',
      `<div class="elementor-image-gallery"><div id='gallery-1' class='gallery galleryid-${BUILDER_POST_ID} gallery-columns-3 gallery-size-thumbnail'>${figures}</div></div>`,
    ),
  );
}

function actionLinks(): string {
  const slideshow = { type: 'slideshow', slides: GALLERY.map(([slug, title]) => ({ image: image(slug), title })), index: 1 };
  const links: Array<[string, string, string]> = [
    ['action-image', actionHash('lightbox', { id: 0, url: image('golden-hour-lightroom-pack') }), 'Open the golden hour sample'],
    ['action-slideshow', literalActionHash('lightbox', slideshow), 'Open the gallery as a slideshow'],
    [
      'action-video',
      actionHash('lightbox', { type: 'video', videoType: 'youtube', url: 'https://www.youtube.com/embed/XHOmBV4js_E?autoplay=1' }),
      'Watch the preset walkthrough',
    ],
    ['action-broken', '#elementor-action%3Aaction%3Dlightbox%26settings%3D%25%25not-base64', 'A link with broken settings'],
    ['action-unknown', actionHash('popup', { id: 7 }), 'A link with an unknown action'],
  ];
  const items = links.map(([id, href, text]) => `<li><a id="${id}" href="${escAttr(href)}">${escHtml(text)}</a></li>`).join('\n');
  return container('a300001', 'Action links', widget('a300002', 'text-editor', `<ul>\n${items}\n</ul>`));
}

function tabs(kind: 'toggle' | 'accordion', base: number, items: Array<[string, string]>): string {
  const body = items
    .map(([title, text], i) => {
      const n = base + i + 1;
      return (
        `<div class="elementor-${kind}-item">\n` +
        `<div id="elementor-tab-title-${n}" class="elementor-tab-title" data-tab="${i + 1}" role="button" aria-controls="elementor-tab-content-${n}" aria-expanded="false">` +
        `<span class="elementor-${kind}-icon" aria-hidden="true">+</span><a class="elementor-${kind}-title" tabindex="0">${escHtml(title)}</a></div>\n` +
        `<div id="elementor-tab-content-${n}" class="elementor-tab-content elementor-clearfix" data-tab="${i + 1}" role="region" aria-labelledby="elementor-tab-title-${n}"><p>${escHtml(text)}</p></div>\n</div>\n`
      );
    })
    .join('');
  return `<div class="elementor-${kind}">\n${body}</div>`;
}

function toggles(): string {
  return container(
    'a400001',
    'Toggle and accordion',
    widget(
      'a400002',
      'toggle',
      tabs('toggle', 4100, [
        ['What is a preset?', 'A saved set of edits you apply in one click.'],
        ['Which apps?', 'Lightroom, Capture One and Photoshop.'],
      ]),
    ) +
      widget(
        'a400003',
        'accordion',
        tabs('accordion', 4200, [
          ['Licences', 'Personal and commercial licences.'],
          ['Downloads', 'Files arrive by e-mail link.'],
          ['Refunds', 'Within 14 days, unused.'],
        ]),
      ),
  );
}

/** Every non-empty set of the three device modes, in both start states, plus a disabled breakpoint (never active). */
const COLUMN_MODES: string[][] = [
  ['mobile'],
  ['tablet'],
  ['desktop'],
  ['mobile', 'tablet'],
  ['mobile', 'desktop'],
  ['tablet', 'desktop'],
  ['mobile', 'tablet', 'desktop'],
];

function collapsibleColumn(id: string, on: string[], status: 'open' | 'closed'): string {
  const title = `${on.join(' + ')} (${status})`;
  const settings = {
    tm_collapsible: 'yes',
    tm_collapsible_on: on,
    tm_collapsible_status: status,
    tm_collapsible_title: title,
    tm_collapsible_title_size: 'h3',
  };
  return (
    `<div class="elementor-column elementor-col-25 elementor-element elementor-element-${id} tm-collapsible" data-id="${id}" data-element_type="column" data-settings="${escAttr(JSON.stringify(settings))}" data-collapsible-case="${on.join('-')}-${status}">\n` +
    `<div class="elementor-widget-wrap elementor-element-populated">\n` +
    widget(`${id.slice(0, 6)}w`, 'text-editor', `<p>Links for ${escHtml(title)}.</p>`) +
    `</div>\n</div>\n`
  );
}

function collapsibleColumns(): string {
  const columns = COLUMN_MODES.flatMap((on, i) => [
    collapsibleColumn(`c5${String(i).padStart(2, '0')}0a`, on, 'open'),
    collapsibleColumn(`c5${String(i).padStart(2, '0')}0b`, on, 'closed'),
  ]);
  columns.push(collapsibleColumn('c59990', ['mobile_extra'], 'closed'));
  return (
    `<section class="elementor-section elementor-top-section elementor-element elementor-element-a500001 elementor-section-boxed" data-id="a500001" data-element_type="section">\n` +
    `<div class="elementor-container elementor-column-gap-default">\n${columns.join('')}</div>\n</section>\n`
  );
}

function video(id: string, settings: Record<string, unknown>, poster: string | null): string {
  const lightbox = settings.lightbox === 'yes';
  const overlay = poster
    ? `<div class="elementor-custom-embed-image-overlay" style="background-image: url(${escAttr(poster)});">` +
      `<div class="elementor-custom-embed-play" role="button" aria-label="Play Video" tabindex="0"><span class="elementor-screen-only">Play Video</span></div></div>`
    : '';
  return widget(
    id,
    'video',
    `<div class="elementor-wrapper elementor-open-${lightbox ? 'lightbox' : 'inline'}">\n<div class="elementor-video"></div>\n${overlay}</div>`,
    settings,
  );
}

function videos(): string {
  return container(
    'a600001',
    'Videos',
    video(
      'a600002',
      { youtube_url: 'https://www.youtube.com/watch?v=XHOmBV4js_E', video_type: 'youtube', controls: 'yes', show_image_overlay: 'yes' },
      image('cinematic-teal-orange-pack'),
    ) +
      video('a600003', { vimeo_url: 'https://vimeo.com/235215203', video_type: 'vimeo' }, null) +
      video(
        'a600004',
        {
          youtube_url: 'https://youtu.be/9bZkp7q19f0',
          video_type: 'youtube',
          yt_privacy: 'yes',
          lightbox: 'yes',
          show_image_overlay: 'yes',
        },
        image('neon-cyberpunk-pack'),
      ),
  );
}

/**
 * Image links outside the builder's documents (a WordPress image block and a widget-area link after the
 * article): the builder's site-wide lightbox takes these too, as its front end listens on the whole document.
 */
function outsideLinks(): string {
  return (
    `<section class="widget widget_block builder-outside">\n` +
    `<figure class="wp-block-image size-thumbnail"><a id="outside-image" href="${escAttr(image('cinematic-teal-orange-pack'))}"><img width="150" height="150" src="${escAttr(image('cinematic-teal-orange-pack'))}" alt="Teal and orange sample (outside the builder)" title="Teal and orange" loading="lazy" /></a></figure>\n` +
    `<p><a id="outside-opt-out" href="${escAttr(image('desert-dust-lightroom-pack'))}" data-elementor-open-lightbox="no">A preset file outside the builder (opts out)</a></p>\n` +
    `</section>\n`
  );
}

/** `/builder/`: every builder widget the bundle handles (the carousels have their own page). */
export function builderPage(): PageSpec {
  const content = builderDocument(BUILDER_POST_ID, [
    imageWidgets(),
    basicGallery(),
    actionLinks(),
    toggles(),
    collapsibleColumns(),
    videos(),
  ]);
  return {
    title: POST.title,
    bodyClass: `wp-singular page-template-default page page-id-${BUILDER_POST_ID} wp-embed-responsive wp-theme-storefront theme-storefront woocommerce-no-js storefront-align-wide storefront-full-width-content woocommerce-active ${builderBodyClass(BUILDER_POST_ID)}`,
    navCurrent: '/builder/',
    breadcrumb: [{ label: 'Home', href: URLS.home }, { label: POST.title }],
    main: () =>
      `\n<article id="post-${BUILDER_POST_ID}" class="post-${BUILDER_POST_ID} page type-page status-publish hentry">\n<div class="entry-content">\n${content}</div>\n</article>\n${outsideLinks()}`,
    sidebar: false,
    isCart: false,
    headExtra: BUILDER_STYLESHEET,
    footerExtra: builderConfigScript(POST),
  };
}

export const BUILDER_FIXTURE = {
  file: 'builder.html',
  route: '/builder/',
  note: 'Builder page: image links (opt in, opt out, download), a basic gallery (1 / 3 …), the lightbox’s counter, fullscreen, zoom, share and captions; action links (valid image, slideshow, video; broken and unknown only warn); toggle and accordion; collapsible columns (try 390, 800, 1280 px wide and resize); video facades (no request to the provider until play).',
  spec: builderPage(),
} as const;
