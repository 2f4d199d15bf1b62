/**
 * The size-chart modal (§2): the opener opens it; the close button, Esc and a click outside the
 * chart close it; focus stays inside while it is open and goes back to the opener after.
 *
 * A native `<dialog>` opened with showModal(): the browser makes the rest of the page inert, closes
 * it on Esc and draws it in the top layer above any theme z-index — the focus trap FloatingFocusManager
 * would add, for 0 KB. The component renders the dialog beside the opener's wrapper and moves the
 * chart's server markup into it (not a copy); the opener and the close icon are ProductX's spans,
 * driven through listeners.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { asButton } from '../../dom-bridge/as-button.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { WOPB } from '../../dom-bridge/media-constants.ts';
import type { IslandProps } from '../../src/react-root.tsx';
import { titleText, type SizeChartParts } from './chart.ts';

const DEFAULT_TITLE = 'Size chart';

/** Moves the chart into `dialog` and gives the opener and close icon their roles; returns the undo. */
function holdChart({ opener, content, close }: SizeChartParts, dialog: HTMLDialogElement): () => void {
  const home = { parent: content.parentNode, next: content.nextSibling };
  dialog.append(content);
  opener.setAttribute('aria-haspopup', 'dialog');
  opener.setAttribute('aria-controls', dialog.id);
  const open = (event: Event): void => {
    event.preventDefault();
    // ProductX's own script (delegated on the document) must not open its modal as well.
    event.stopPropagation();
    if (!dialog.open) dialog.showModal();
  };
  const undo = undoAll([
    asButton(opener),
    close ? asButton(close, 'Close') : () => {},
    listen(opener, 'click', open),
    close ? listen(close, 'click', () => dialog.close()) : () => {},
  ]);
  return () => {
    undo();
    if (dialog.open) dialog.close();
    opener.removeAttribute('aria-haspopup');
    opener.removeAttribute('aria-controls');
    home.parent?.insertBefore(content, home.next);
  };
}

/** The size-chart island on ProductX's opener wrapper; `parts` were read by its island module. */
export default function SizeChartView({ element: wrapper, ...parts }: IslandProps & SizeChartParts): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = `shop-islands-size-chart-${useId().replace(/\W/g, '')}`;
  const { opener, content, close } = parts;
  const label = titleText(content.querySelector(WOPB.sizeChartTitle), close) || opener.textContent?.trim() || DEFAULT_TITLE;

  useLayoutEffect(() => holdChart({ opener, content, close }, dialog.current!), [opener, content, close]);

  return createPortal(
    <dialog
      ref={dialog}
      id={id}
      className="wopb-size-chart-dialog"
      aria-label={label}
      // Padding 0: a click on the dialog itself is a click on its backdrop, outside the chart.
      style={{ padding: 0 }}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      // Browsers give focus back on close; this covers a focus that was elsewhere when it opened.
      onClose={() => {
        if (opener.isConnected) opener.focus();
      }}
    />,
    wrapper.parentElement ?? document.body,
  );
}
