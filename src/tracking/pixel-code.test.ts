import { describe, expect, it } from 'vitest';
import { readPixelCode } from './pixel-code.ts';

describe('fb_pxl_code read as data, never run (§7)', () => {
  it('recognises track and trackCustom calls with and without a JSON argument', () => {
    const code = `<script>fbq('track', 'Lead', {"content_name": "Contact", "value": 1});\nfbq("trackCustom", "Sent");</script>`;
    expect(readPixelCode(code)).toEqual({
      calls: [
        ['track', 'Lead', { content_name: 'Contact', value: 1 }],
        ['trackCustom', 'Sent'],
      ],
      dropped: [],
    });
  });

  it('drops anything else, and a call whose argument is not JSON', () => {
    const code = `fbq('track', 'Lead'); alert(document.cookie); fbq('track', 'Purchase', {value: eval('1')});`;
    const { calls, dropped } = readPixelCode(code);
    expect(calls).toEqual([['track', 'Lead']]);
    expect(dropped).toHaveLength(2);
    expect(dropped).toEqual(expect.arrayContaining(['alert(document.cookie)', `fbq('track', 'Purchase', {value: eval('1')});`]));
  });
});
