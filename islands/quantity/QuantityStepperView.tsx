/**
 * The quantity stepper island: the plus/minus buttons and the input are the theme's markup, so the
 * component renders nothing of its own and drives them from a layout effect (islands/quantity/stepper.ts),
 * attached before the island is live: the press that woke it is replayed onto its listener.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import type { IslandProps } from '../../src/react-root.tsx';
import { startStepper } from './stepper.ts';

export default function QuantityStepperView({ element: box }: IslandProps): ReactNode {
  useLayoutEffect(() => startStepper(box), [box]);
  return null;
}
