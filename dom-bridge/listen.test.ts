import { describe, expect, it, vi } from 'vitest';
import { listen } from './listen.ts';

describe('listen', () => {
  it('hears the event until its undo runs, then never again', () => {
    document.body.innerHTML = '<button>b</button>';
    const button = document.querySelector('button')!;
    const clicks = vi.fn();
    const undo = listen(button, 'click', clicks);
    button.click();
    undo();
    button.click();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('removes a capture listener with the options it was added with', () => {
    const keys = vi.fn();
    const undo = listen(document, 'keydown', keys, { capture: true });
    undo();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(keys).not.toHaveBeenCalled();
  });
});
