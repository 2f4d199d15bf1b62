/**
 * The reservation bar's island module, the chunk its claim loads: React-free. It reads the bar's
 * settings from its data attributes, then mounts CartReservationView.tsx in a React root.
 */
import type { Unmount } from '../../src/island.ts';
import { reactIsland } from '../../src/react-island.ts';
import type { ReservationSettings } from './CartReservationView.tsx';

const island = reactIsland<ReservationSettings>('cart-reservation', () => import('./CartReservationView.tsx'));

/** Mounts the island on a claimed reservation bar (`data-expiry` minutes, `data-action` hide or clear). */
export async function mount(bar: HTMLElement): Promise<Unmount> {
  return island.mount(bar, { minutes: Number(bar.getAttribute('data-expiry')), clear: bar.getAttribute('data-action') === 'clear' });
}
