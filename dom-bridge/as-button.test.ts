import { describe, expect, it, vi } from 'vitest';
import { asButton } from './as-button.ts';

describe('asButton', () => {
  it('gives a span a role, a tab stop, a name and Enter/Space activation, and undoes it all', () => {
    document.body.innerHTML = '<span id="x"><svg></svg></span>';
    const span = document.getElementById('x')!;
    const click = vi.fn();
    span.addEventListener('click', click);
    const undo = asButton(span, 'Close');
    expect(span.getAttribute('role')).toBe('button');
    expect(span.getAttribute('tabindex')).toBe('0');
    expect(span.getAttribute('aria-label')).toBe('Close');
    span.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    span.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    span.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(click).toHaveBeenCalledTimes(2);
    undo();
    expect(span.getAttributeNames()).toEqual(['id']);
    span.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('leaves a named button alone and keeps text as the name', () => {
    document.body.innerHTML = '<button id="b">Size chart</button>';
    const button = document.getElementById('b')!;
    asButton(button, 'Open');
    expect(button.getAttributeNames()).toEqual(['id']);
  });
});
