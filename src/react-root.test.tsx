import { act } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_STATE_ATTR } from '../dom-bridge/constants.ts';
import type { Unmount } from './island.ts';
import { reactIsland } from './react-island.ts';
import { hasReactRoot, mountIsland, type IslandProps } from './react-root.tsx';

let element: HTMLElement;
let unmount: Unmount | undefined;
beforeEach(() => {
  document.body.innerHTML = '<div class="widget wc-interactive" data-island-state="pending"><a href="/cart/">Cart</a></div>';
  element = document.querySelector('div')!;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => unmount?.());

/** Shows a note in the claimed markup; `listening` is set by its effect. */
function Note({ element: host, listening }: IslandProps & { listening: string[] }): ReactNode {
  useEffect(() => {
    listening.push('attached');
  }, [listening]);
  return createPortal(<span className="note">Saved</span>, host);
}

let breakIt: () => void = () => {};
/** Renders a note until told to break. */
function Breakable({ element: host }: IslandProps): ReactNode {
  const [broken, setBroken] = useState(false);
  breakIt = () => setBroken(true);
  if (broken) throw new Error('broken');
  return createPortal(<span className="note">Saved</span>, host);
}

describe('mountIsland', () => {
  it('aborted on its way, renders nothing, not even after its island left', async () => {
    const listening: string[] = [];
    const gone = new AbortController();
    const mounting = mountIsland('note', element, Note, { listening }, gone.signal);
    gone.abort();
    await expect(mounting).rejects.toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listening).toEqual([]);
    expect(element.querySelector('.note')).toBeNull();
    expect(hasReactRoot(element)).toBe(false);
  });

  it('is live once the effects are attached, with its UI in the claimed markup and nothing else added', async () => {
    const listening: string[] = [];
    unmount = await mountIsland('note', element, Note, { listening });
    expect(listening).toEqual(['attached']);
    expect(element.innerHTML).toBe('<a href="/cart/">Cart</a><span class="note">Saved</span>');
    expect(document.body.children).toHaveLength(1);
    expect(hasReactRoot(element)).toBe(true);
    unmount();
    expect(element.innerHTML).toBe('<a href="/cart/">Cart</a>');
    expect(hasReactRoot(element)).toBe(false);
  });

  it('rejects when the component fails before it is live, its root given back', async () => {
    const Failing = (): ReactNode => {
      throw new Error('no props');
    };
    await expect(mountIsland('failing', element, Failing, {})).rejects.toThrow('no props');
    await Promise.resolve();
    expect(hasReactRoot(element)).toBe(false);
  });

  it('a failure after it is live takes its UI away and reports the island failed', async () => {
    unmount = await mountIsland('breakable', element, Breakable, {});
    expect(element.querySelector('.note')).not.toBeNull();
    act(() => breakIt());
    expect(element.querySelector('.note')).toBeNull();
    expect(element.querySelector('a')!.getAttribute('href')).toBe('/cart/');
    expect(element.getAttribute(ISLAND_STATE_ATTR)).toBe('failed');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('breakable: stopped after an error'), expect.any(Error));
  });
});

describe('reactIsland', () => {
  it('waits for the load event before it mounts', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const listening: string[] = [];
    const mounting = reactIsland<{ listening: string[] }>('note', () => Promise.resolve({ default: Note })).mount(element, { listening });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hasReactRoot(element)).toBe(false);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    unmount = await mounting;
    expect(hasReactRoot(element)).toBe(true);
    expect(listening).toEqual(['attached']);
  });
});
