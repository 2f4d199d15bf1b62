import { beforeEach, describe, expect, it } from 'vitest';
import type { Variation } from '../../protocol/variation.ts';
import { productDetails } from './product-details.ts';

const withDimensions = (dimensions_html: string): Variation =>
  ({ sku: '', weight: '', dimensions: { length: '10', width: '5', height: '' }, dimensions_html }) as unknown as Variation;
const dimensions = (): string => document.querySelector('.product_dimensions')!.textContent ?? '';

beforeEach(() => {
  document.body.innerHTML =
    '<div class="product"><form class="variations_form"></form><table><tr><td class="product_dimensions">20 × 10 cm</td></tr></table></div>';
});

describe("the product's dimensions for the chosen variation (§4)", () => {
  it('shows dimensions_html as text, entities decoded, plain text as printed, and puts the printed one back', () => {
    const details = productDetails(document.querySelector('form')!);
    details.show(withDimensions('10 &times; 5 cm'));
    expect(dimensions()).toBe('10 × 5 cm');
    details.show(withDimensions('N/A'));
    expect(dimensions()).toBe('N/A');
    details.show(withDimensions('<b>7</b> &amp; 8'));
    expect(dimensions()).toBe('7 & 8');
    details.reset();
    expect(dimensions()).toBe('20 × 10 cm');
  });
});
