import { describe, expect, it } from 'vitest';
import { isCollapsibleActive, readCollapsible } from './collapsible.ts';
import { actionItems, groupOf, opensInLightbox } from './lightbox-items.ts';
import { readVideoEmbed } from './video.ts';

describe('readCollapsible', () => {
  it('reads the theme’s settings', () => {
    const settings = {
      tm_collapsible: 'yes',
      tm_collapsible_on: ['mobile', 'tablet'],
      tm_collapsible_status: 'open',
      tm_collapsible_title: 'Shop',
      tm_collapsible_title_size: 'h4',
    };
    const read = readCollapsible(JSON.stringify(settings));
    expect(read).toEqual({ on: ['mobile', 'tablet'], startsOpen: true, title: 'Shop', level: 4 });
    expect(isCollapsibleActive(read!, 'tablet')).toBe(true);
    expect(isCollapsibleActive(read!, 'desktop')).toBe(false);
  });

  it('starts closed unless the status is open; an h3 heading unless a level is given', () => {
    expect(readCollapsible('{"tm_collapsible":"yes","tm_collapsible_on":["mobile"]}')).toEqual({
      on: ['mobile'],
      startsOpen: false,
      title: '',
      level: 3,
    });
  });

  it.each(['{"tm_collapsible":"no"}', 'not json', '', '[]'])('is null for %j', (json) => {
    expect(readCollapsible(json)).toBeNull();
  });
});

function page(html: string): Document {
  document.body.innerHTML = html;
  return document;
}

describe('opensInLightbox', () => {
  it.each([
    ['<a href="/a.png">', true, true],
    ['<a href="/a.JPG?ver=2">', true, true],
    ['<a href="/a.jpeg">', true, true],
    ['<a href="/a.gif">', true, true],
    ['<a href="/a.svg">', true, true],
    ['<a href="/a.webp">', true, true],
    ['<a href="/a.avif">', true, true],
    ['<a href="/a.pdf">', true, false],
    ['<a href="/page.png/">', true, false],
    // The builder tests the whole href: a fragment after the file name is a link to a page part, not an image.
    ['<a href="/a.png#top">', true, false],
    ['<a href="/a.png?crop=1#top">', true, true],
    // The product gallery's own island opens its images (a builder header template puts this group on product pages).
    ['<div class="woocommerce-product-gallery"><a href="/a.png" data-elementor-open-lightbox="yes">', true, false],
    ['<a href="/a.png" data-elementor-open-lightbox="no">', true, false],
    ['<a href="/a.png" download>', true, false],
    ['<a href="/a.png" data-elementor-open-lightbox="yes" download>', true, false],
    ['<a href="/a.png">', false, false],
    ['<a href="/a.png" data-elementor-open-lightbox="default">', false, false],
    ['<a href="/a.png" data-elementor-open-lightbox="yes">', false, true],
  ])('%s with the site-wide setting %s → %s', (html, global, opens) => {
    const link = page(`${html}x</a>`).querySelector('a')!;
    expect(opensInLightbox(link, global)).toBe(opens);
  });
});

describe('groupOf', () => {
  it('gathers the links of one slideshow across the page, and a gallery’s links', () => {
    page(
      '<a id="a" href="/1.png" data-elementor-lightbox-slideshow="s"></a><a href="/x.png"></a><a id="b" href="/2.png" data-elementor-lightbox-slideshow="s"></a>' +
        '<a id="c" href="/3.png" data-elementor-lightbox-slideshow="s" download></a>' +
        '<div class="gallery"><a id="g1" href="/g1.png"></a><a id="g2" href="/g2.png"></a><a href="/doc.pdf"></a></div>',
    );
    const ids = (links: HTMLAnchorElement[]): string[] => links.map((a) => a.id);
    expect(ids(groupOf(document.querySelector('#b')!, true))).toEqual(['a', 'b']);
    expect(ids(groupOf(document.querySelector('#g2')!, true))).toEqual(['g1', 'g2']);
    expect(groupOf(document.querySelector('a[href="/x.png"]')!, true)).toHaveLength(1);
  });
});

describe('actionItems', () => {
  it('reads an image, a video and a slideshow', () => {
    expect(actionItems({ id: 1, url: '/a.jpg', slideshow: 's' })).toEqual({
      items: [{ src: '/a.jpg', title: '', description: '' }],
      index: 0,
      slideshow: 's',
    });
    expect(actionItems({ type: 'video', videoType: 'youtube', url: 'https://www.youtube.com/embed/x' })?.items).toEqual([
      { videoUrl: 'https://www.youtube.com/embed/x', title: '' },
    ]);
    expect(
      actionItems({
        type: 'slideshow',
        slides: [{ image: '/1.png', title: 'One' }, { video: 'https://player.vimeo.com/video/1' }, 'junk'],
        index: 1,
      }),
    ).toEqual({
      items: [
        { src: '/1.png', title: 'One', description: '' },
        { videoUrl: 'https://player.vimeo.com/video/1', title: '' },
      ],
      index: 1,
      slideshow: '',
    });
  });

  it('is null when nothing can be shown', () => {
    expect(actionItems({ id: 3 })).toBeNull();
    expect(actionItems({ type: 'slideshow', slides: [] })).toBeNull();
  });
});

describe('readVideoEmbed', () => {
  it.each([
    [
      { video_type: 'youtube', youtube_url: 'https://www.youtube.com/watch?v=XHOmBV4js_E' },
      'https://www.youtube.com/embed/XHOmBV4js_E?autoplay=1&rel=0',
    ],
    [
      { video_type: 'youtube', youtube_url: 'https://youtu.be/9bZkp7q19f0', yt_privacy: 'yes' },
      'https://www.youtube-nocookie.com/embed/9bZkp7q19f0?autoplay=1&rel=0',
    ],
    [{ video_type: 'vimeo', vimeo_url: 'https://vimeo.com/235215203' }, 'https://player.vimeo.com/video/235215203?autoplay=1'],
  ])('plays %j from %s', (settings, url) => {
    expect(readVideoEmbed(JSON.stringify(settings))?.embedUrl).toBe(url);
  });

  it.each([{ video_type: 'hosted', hosted_url: '/a.mp4' }, { video_type: 'youtube', youtube_url: 'https://example.com/' }, 'x'])(
    'is null for %j',
    (settings) => {
      expect(readVideoEmbed(typeof settings === 'string' ? settings : JSON.stringify(settings))).toBeNull();
    },
  );
});
