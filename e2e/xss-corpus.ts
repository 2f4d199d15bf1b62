/**
 * The XSS corpus (tests/security/xss-vectors.txt) for e2e/xss.spec.ts, the trap its vectors call, and the
 * count of vectors a sink holds as inert text (textContent or attribute values), which is what the report
 * calls "vectors × sinks tried".
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';

export const CORPUS: string[] = readFileSync(new URL('../tests/security/xss-vectors.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('#'));

/** The backend with the XSS switch on (playwright.config.ts starts it). */
export const XSS_ORIGIN = `http://127.0.0.1:${process.env.E2E_XSS_PORT ?? ''}`;

/** Installs the trap before any page script: every vector calls window.__xss() (or alert/confirm/prompt). */
export async function installTrap(page: Page): Promise<{ errors: string[] }> {
  await page.addInitScript(() => {
    const state = window as unknown as { __xssCalls: number; __xss: () => void };
    state.__xssCalls = 0;
    state.__xss = () => {
      state.__xssCalls += 1;
    };
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) Object.defineProperty(window, name, { value: state.__xss });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { errors };
}

export function trapCalls(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __xssCalls?: number }).__xssCalls ?? -1);
}

/** The corpus vectors `sink` holds verbatim as text or in attribute values: each reached it and stayed inert. */
export async function vectorsFoundIn(sink: Locator): Promise<string[]> {
  const texts = await sink.evaluateAll((elements) =>
    elements.map((element) => {
      const parts = [element.textContent ?? ''];
      for (const node of [element, ...element.querySelectorAll('*')])
        for (const attribute of Array.from(node.attributes)) parts.push(attribute.value);
      return parts.join('\n');
    }),
  );
  const all = texts.join('\n');
  return CORPUS.filter((vector) => all.includes(vector));
}

/** How many corpus vectors `sink` holds (see vectorsFoundIn). */
export async function vectorsIn(sink: Locator): Promise<number> {
  return (await vectorsFoundIn(sink)).length;
}
