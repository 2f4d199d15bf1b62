/** Mounts the e-mail watcher on a claimed input (see src/stores/checkout.ts). */
import type { Unmount } from '../../src/island.ts';
import { watchBillingEmail } from '../../src/stores/checkout.ts';

export function mount(input: HTMLElement): Promise<Unmount> {
  return Promise.resolve(input instanceof HTMLInputElement ? watchBillingEmail(input) : () => {});
}
