/** The quantity stepper's island module, the chunk its claim loads: React-free; it mounts QuantityStepperView.tsx in a React root. */
import { reactIsland } from '../../src/react-island.ts';

export const { mount } = reactIsland<Record<string, never>>('quantity-stepper', () => import('./QuantityStepperView.tsx'));
