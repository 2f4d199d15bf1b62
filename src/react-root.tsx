/**
 * The one way an island mounts a React component: its own root per claimed element, behind its own
 * error boundary, live once its effects are attached, unmounted with the island. The root's container
 * is never put in the page: a component renders what it creates through portals into the server's
 * markup, so nothing moves when the island goes live. Only src/react-island.ts imports this module,
 * after the load event, so React arrives with the first React island that mounts and never earlier.
 */
import { Component, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ISLAND_STATE_ATTR } from '../dom-bridge/constants.ts';
import { warn } from '../dom-bridge/warn.ts';
import type { Unmount } from './island.ts';

/** What every island component gets besides its props: the claimed element of the server's markup. */
export interface IslandProps {
  element: HTMLElement;
}

/** The React root of each claimed element that has one (tests/react-islands.test.tsx checks the list of React islands against it). */
const roots = new WeakMap<HTMLElement, Root>();

/** True while `element`'s island is live in a React root. */
export function hasReactRoot(element: HTMLElement): boolean {
  return roots.has(element);
}

interface BoundaryProps {
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
    // A broken island renders nothing: its portals go and its effects are undone, so the server markup works as printed.
    return this.state.failed ? null : this.props.children;
  }
}

/** Effects run children first, so this one runs once every listener of the island is attached. */
function ReadySignal({ onReady, children }: { onReady(): void; children: ReactNode }): ReactNode {
  useEffect(onReady, [onReady]);
  return children;
}

/**
 * After the island went live, a failure is marked on its element (`data-island-state="failed"`) and
 * warned; its listeners are gone with its tree, so the markup does what it does without script. The
 * runtime's own `settle` also drops the claimed class and fires the failed event: the entry would have
 * to export both names for this chunk, which it cannot afford (issue 26: it must not grow).
 */
function reportFailed(element: HTMLElement, name: string, error: unknown): void {
  warn(`${name}: stopped after an error; the page keeps its server behaviour.`, error);
  element.setAttribute(ISLAND_STATE_ATTR, 'failed');
}

/**
 * Mounts `component` for the island `name` on its claimed `element`; resolves with its unmount once
 * the island is live (its effects attached), rejects if it fails before that (the runtime then reports it).
 * `abort` takes a mount still on its way back at once: no render of it runs after its island left.
 */
export function mountIsland<P extends object>(
  name: string,
  element: HTMLElement,
  component: ComponentType<P & IslandProps>,
  props: P,
  abort?: AbortSignal,
): Promise<Unmount> {
  const Island = component;
  return new Promise<Unmount>((resolve, reject) => {
    // Never inserted: the component's UI lives in portals into the claimed markup.
    const root = createRoot(document.createElement('div'), {
      // The boundary reports what it catches (warn, or the runtime's own warning through the rejection).
      onCaughtError: () => {},
    });
    let live = false;
    let unmounted = false;
    const unmount: Unmount = () => {
      if (unmounted) return;
      unmounted = true;
      roots.delete(element);
      root.unmount();
    };
    const onReady = (): void => {
      if (live) return;
      live = true;
      roots.set(element, root);
      resolve(unmount);
    };
    const onError = (error: unknown): void => {
      if (live) return reportFailed(element, name, error);
      // A root cannot be unmounted while it commits: the next microtask can.
      queueMicrotask(unmount);
      reject(error);
    };
    abort?.addEventListener(
      'abort',
      () => {
        if (live) return;
        unmount();
        reject(abort.reason);
      },
      { once: true },
    );
    root.render(
      <IslandBoundary onError={onError}>
        <ReadySignal onReady={onReady}>
          <Island {...props} element={element} />
        </ReadySignal>
      </IslandBoundary>,
    );
  });
}
