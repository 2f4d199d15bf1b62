/**
 * Writes the real shop's fixture pages (fixtures-html/real-shop/) from the captures:
 *   npx tsx server/real-shop/build-pages.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REAL_FIXTURES_DIR, REAL_PAGES } from './page-list.ts';
import { fixtureFromCapture } from './transform.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
mkdirSync(join(root, REAL_FIXTURES_DIR), { recursive: true });
for (const page of REAL_PAGES) {
  const capture = readFileSync(join(root, 'fixtures-html/captures', page.source), 'utf8');
  writeFileSync(join(root, REAL_FIXTURES_DIR, page.file), fixtureFromCapture(capture, page.source));
}
console.log(`Wrote ${REAL_PAGES.length} pages to ${REAL_FIXTURES_DIR}/.`);
