/**
 * Mounts an island's React tree in its own root, behind its own error boundary.
 * Shared by every React island, so React arrives with the first island that needs it.
 */
import { Component, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { warn } from '../dom-bridge/warn.ts';
import type { Unmount } from './island.ts';

interface BoundaryProps {
  name: string;
  onError(error: unknown): void;
  children: ReactNode;
}

class IslandBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    // A broken island renders nothing of its own; the server markup around it stays usable.
    return this.state.failed ? null : this.props.children;
  }
}

/** Effects run children first, so this one runs once every listener of the island is attached. */
function ReadySignal({ onReady, children }: { onReady(): void; children: ReactNode }): ReactNode {
  useEffect(onReady, [onReady]);
  return children;
}

/** A `display: contents` element for an island's own UI, placed relative to the claimed markup. */
export function createHost(anchor: HTMLElement, position: 'after' | 'append'): HTMLElement {
  const host = document.createElement('span');
  host.dataset.islandRoot = '';
  host.style.display = 'contents';
  if (position === 'after') anchor.after(host);
  else anchor.append(host);
  return host;
}

/** Renders `node` into `host`; resolves when the island is live, rejects if it fails before that. */
export function renderIsland(name: string, host: HTMLElement, node: ReactNode): Promise<Unmount> {
  return new Promise<Unmount>((resolve, reject) => {
    const root = createRoot(host);
    let live = false;
    const unmount: Unmount = () => {
      root.unmount();
      host.remove();
    };
    const onReady = (): void => {
      if (live) return;
      live = true;
      resolve(unmount);
    };
    const onError = (error: unknown): void => {
      if (!live) {
        queueMicrotask(unmount);
        reject(error);
        return;
      }
      warn(`${name}: stopped after an error; the page keeps its server behaviour.`, error);
    };
    root.render(
      <IslandBoundary name={name} onError={onError}>
        <ReadySignal onReady={onReady}>{node}</ReadySignal>
      </IslandBoundary>,
    );
  });
}
