import { describe, expect, it } from 'vitest';
import { ProtocolError } from './errors.ts';
import { parseQuickView, quickViewEndpoint } from './quick-view.ts';

describe('quick-view contract', () => {
  it("names the theme's endpoint and reads `template`", () => {
    expect(quickViewEndpoint('minimog')).toBe('minimog_product_quick_view');
    expect(parseQuickView({ template: '<div>x</div>' })).toBe('<div>x</div>');
  });

  it('an answer without a template (wp_die, an error object) is an unknown_error', () => {
    for (const raw of ['', null, {}, { template: '' }, { success: false }]) {
      expect(() => parseQuickView(raw)).toThrow(ProtocolError);
    }
  });
});
