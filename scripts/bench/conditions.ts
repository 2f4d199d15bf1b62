/**
 * The conditions every money-path run is measured under (issue 10): Chromium with its CPU slowed
 * 4×, on two networks: none (loopback as it is) and a slow mobile line (1.6 Mbps down, 750 Kbps up,
 * 150 ms round trip), both through Chrome DevTools Protocol emulation.
 */
import type { Page } from '@playwright/test';

export const CPU_THROTTLE = 4;

export interface Network {
  name: string;
  /** null: no emulation at all. */
  emulation: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
}

const bytesPerSecond = (bitsPerSecond: number): number => bitsPerSecond / 8;

export const NETWORKS: Network[] = [
  { name: 'no throttle', emulation: null },
  {
    name: 'slow (1.6 Mbps, 150 ms RTT)',
    emulation: { latency: 150, downloadThroughput: bytesPerSecond(1_600_000), uploadThroughput: bytesPerSecond(750_000) },
  },
];

/** Applies the CPU throttle and `network` to `page` (before it navigates). */
export async function applyConditions(page: Page, network: Network): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  if (!network.emulation) return;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network.emulation });
}
