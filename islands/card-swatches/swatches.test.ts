import { describe, expect, it } from 'vitest';
import { autoChoose, availableTerms, chosenVariation, parseCardImages, parseCardVariations, toggleTerm } from './swatches.ts';

const F = 'attribute_pa_format';
const L = 'attribute_pa_licence';
const variations = parseCardVariations([
  { attributes: { [F]: 'lightroom', [L]: 'personal' }, variation_id: 201, price_html: '$29' },
  { attributes: { [F]: 'lightroom', [L]: 'commercial' }, variation_id: 202, price_html: '$59' },
  { attributes: { [F]: 'photoshop', [L]: 'personal' }, variation_id: 205, price_html: '$27' },
]);
const groups = [
  { attribute: F, terms: ['lightroom', 'photoshop'] },
  { attribute: L, terms: ['personal', 'commercial'] },
];

describe('card swatches', () => {
  it('offers the terms some variation has given the other choices', () => {
    expect(availableTerms(variations, {}, L, groups[1]!.terms)).toEqual(['personal', 'commercial']);
    expect(availableTerms(variations, { [F]: 'photoshop' }, L, groups[1]!.terms)).toEqual(['personal']);
    expect(availableTerms(variations, { [F]: 'photoshop', [L]: 'personal' }, F, groups[0]!.terms)).toEqual(['lightroom', 'photoshop']);
  });

  it('clears a term chosen again (§4)', () => {
    expect(toggleTerm({ [F]: 'lightroom' }, F, 'lightroom')).toEqual({});
    expect(toggleTerm({ [F]: 'lightroom' }, F, 'photoshop')).toEqual({ [F]: 'photoshop' });
  });

  it("chooses another attribute's only real option for the shopper (§4)", () => {
    expect(autoChoose(variations, { [F]: 'photoshop' }, groups, F)).toEqual({ [F]: 'photoshop', [L]: 'personal' });
    expect(autoChoose(variations, { [F]: 'lightroom' }, groups, F)).toEqual({ [F]: 'lightroom' });
    expect(autoChoose(variations, {}, groups, F)).toEqual({});
  });

  it('names the variation of a complete choice', () => {
    expect(chosenVariation(variations, { [F]: 'lightroom', [L]: 'commercial' }, groups)?.variation_id).toBe(202);
    expect(chosenVariation(variations, { [F]: 'lightroom' }, groups)).toBeNull();
  });

  it('reads the data attributes and rejects broken ones', () => {
    expect(() => parseCardVariations({})).toThrow('not a list');
    expect(() => parseCardVariations([{ attributes: {} }])).toThrow('no variation_id');
    expect(parseCardImages({ 201: '/a.svg', 202: 5 })).toEqual(new Map([[201, '/a.svg']]));
  });
});
