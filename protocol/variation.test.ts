import { describe, expect, it } from 'vitest';
import { ProtocolError } from './errors.ts';
import { parseVariation, parseVariations } from './variation.ts';
import { capture } from './testing.ts';

describe('parseVariation', () => {
  it('reads every field of the captured variation', () => {
    const variation = parseVariation(JSON.parse(capture('get_variation.json')));
    expect(variation).toEqual({
      variation_id: 21,
      attributes: { attribute_pa_color: 'blue', attribute_pa_size: 'large' },
      sku: 'woo-hoodie-blue-large',
      weight: '',
      weight_html: 'N/A',
      dimensions: { length: '', width: '', height: '' },
      dimensions_html: 'N/A',
      variation_description: '',
      image_id: 0,
      image: { title: '', caption: '', url: '', alt: '', src: '' },
      variation_is_visible: true,
      variation_is_active: true,
      is_in_stock: true,
      is_purchasable: true,
      backorders_allowed: false,
      is_downloadable: false,
      is_virtual: false,
      is_sold_individually: 'no',
      min_qty: 1,
      max_qty: 10,
      price_html: expect.stringContaining('44.00') as unknown,
      display_price: 44,
      display_regular_price: 50,
      availability_html: '<p class="stock in-stock">10 in stock</p>\r\n',
    });
  });

  it('reads a full image, numeric strings, an unlimited max_qty and the theme gallery fields', () => {
    const variation = parseVariation({
      variation_id: '23',
      attributes: { attribute_logo: '' },
      image: {
        src: '/a-600.jpg',
        src_w: '600',
        src_h: 600,
        srcset: '/a-600.jpg 600w',
        sizes: '(max-width: 600px) 100vw',
        full_src: '/a.jpg',
        full_src_w: 1200,
        full_src_h: 1200,
        gallery_thumbnail_src: '/a-100.jpg',
      },
      image_id: 7,
      max_qty: '',
      min_qty: '1',
      is_sold_individually: 'yes',
      variation_gallery_main_slides_html: '<div class="swiper-slide"></div>',
      variation_gallery_thumb_slides_html: '<div class="swiper-slide thumb"></div>',
      sale_flash_html: '<span class="onsale">-12%</span>',
    });
    expect(variation).toMatchObject({
      variation_id: 23,
      attributes: { attribute_logo: '' },
      image_id: 7,
      image: {
        src: '/a-600.jpg',
        src_w: 600,
        src_h: 600,
        srcset: '/a-600.jpg 600w',
        full_src_w: 1200,
        gallery_thumbnail_src: '/a-100.jpg',
      },
      min_qty: 1,
      is_sold_individually: 'yes',
      is_purchasable: false,
      variation_gallery_main_slides_html: '<div class="swiper-slide"></div>',
      sale_flash_html: '<span class="onsale">-12%</span>',
    });
    expect(variation?.max_qty).toBeUndefined();
  });

  it('reads PHP’s [] as an empty attribute map', () => {
    expect(parseVariation({ variation_id: 5, attributes: [] })?.attributes).toEqual({});
  });

  it('answers null for false or nothing', () => {
    expect(parseVariation(false)).toBeNull();
    expect(parseVariation(null)).toBeNull();
    expect(parseVariation('')).toBeNull();
  });

  it('throws unknown_error on another shape', () => {
    for (const raw of [true, 12, [], { attributes: {} }, { variation_id: 'x', attributes: {} }, { variation_id: 1 }]) {
      expect(() => parseVariation(raw)).toThrow(ProtocolError);
    }
  });
});

describe('parseVariations', () => {
  it('reads a product_variations list, or null for false (look up from the server)', () => {
    const one = JSON.parse(capture('get_variation.json')) as unknown;
    expect(parseVariations([one, { variation_id: 22, attributes: {} }])?.map((v) => v.variation_id)).toEqual([21, 22]);
    expect(parseVariations(false)).toBeNull();
    expect(() => parseVariations({})).toThrow(ProtocolError);
  });
});
