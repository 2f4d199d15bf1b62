import { describe, expect, it } from 'vitest';
import { bulletHtml, fractionHtml, hasExtraArrows, paginationStyle, showsFraction } from './pagination.ts';

const text = (html: string): string => {
  const el = document.createElement('div');
  el.innerHTML = html;
  return el.textContent ?? '';
};

describe('§9 pagination texts', () => {
  const fractions: Array<[string, number, number, string, string]> = [
    ['02', 2, 5, 'Slide', 'Slide2/5'],
    ['03', 2, 5, '', '0205'],
    ['03', 12, 14, '', '1214'],
    ['04', 1, 5, 'Look', 'Look1/5'],
    ['06', 3, 5, '', '3/5'],
  ];
  for (const [style, current, total, label, expected] of fractions) {
    it(`style-${style}: ${current} of ${total} reads "${expected}"`, () =>
      expect(text(fractionHtml(style, current, total, label))).toBe(expected));
  }

  it('escapes the block’s text', () => {
    expect(fractionHtml('02', 1, 2, '<b>x</b>')).not.toContain('<b>');
  });

  const bullets: Array<[string, number, string]> = [
    ['07', 0, '01.'],
    ['07', 9, '10.'],
    ['08', 0, ''],
    ['10', 3, ''],
  ];
  for (const [style, index, expected] of bullets) {
    it(`style-${style} bullet ${index + 1} reads "${expected}" and is a named button`, () => {
      const holder = document.createElement('div');
      holder.innerHTML = bulletHtml(style, index, 'swiper-pagination-bullet');
      const button = holder.querySelector('button');
      expect(button?.textContent).toBe(expected);
      expect(button?.getAttribute('aria-label')).toBe(`Go to slide ${index + 1}`);
      expect(button?.type).toBe('button');
    });
  }

  it('which styles show a fraction and which add arrows', () => {
    expect(['02', '03', '04', '06', '07', '08', '10'].filter(showsFraction)).toEqual(['02', '03', '04', '06']);
    expect(['02', '03', '04', '06', '07', '08', '10'].filter(hasExtraArrows)).toEqual(['04', '08', '10']);
  });

  it("reads the block's style class", () => {
    const block = document.createElement('div');
    block.className = 'tm-swiper nav-style-01 pagination-style-07';
    expect(paginationStyle(block)).toBe('07');
    block.className = 'tm-swiper';
    expect(paginationStyle(block)).toBe('');
  });
});
