import { describe, expect, it } from 'vitest';
import { focusBack } from './dialog.ts';

describe('the drawer gives focus back', () => {
  it('gives focus back to the opener, or to the fallback when the opener is gone', () => {
    document.body.innerHTML = '<a href="/x" id="opener">cart</a><a id="last" href="/cart/">View</a>';
    const opener = document.getElementById('opener')!;
    const fallback = document.getElementById('last')!;
    focusBack(opener, fallback);
    expect(document.activeElement).toBe(opener);
    opener.remove();
    focusBack(opener, fallback);
    expect(document.activeElement).toBe(fallback);
  });
});
