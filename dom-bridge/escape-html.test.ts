import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('prints markup as the text a shopper typed, in text and in attribute values', () => {
    const typed = `<img src=x onerror="alert(1)"> Tom & Jerry's \`tag\``;
    const host = document.createElement('div');
    host.innerHTML = `<p title="${escapeHtml(typed)}">${escapeHtml(typed)}</p>`;
    expect(host.querySelector('img')).toBeNull();
    expect(host.querySelector('p')!.textContent).toBe(typed);
    expect(host.querySelector('p')!.title).toBe(typed);
  });
});
