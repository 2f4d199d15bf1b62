/**
 * The island's side of the early add (early-add.ts), kept out of the entry: a replayed click hands
 * over what the add-to-cart claim's `atClick` started for it.
 */
import { takeStarted } from '../strategies/interaction.ts';

/**
 * The early add's answer when `click` is the replay of the click it was sent for; taking it spends it.
 * The listing add-to-cart claim's `atClick` is `sendEarlyAdd`, so what its clicks carry is that fetch's answer.
 */
export function takeEarlyAdd(click: Event): Promise<Response> | undefined {
  return takeStarted(click) as Promise<Response> | undefined;
}
