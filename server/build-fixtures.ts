/**
 * Writes the fixture pages, product images and QA index from the catalogue,
 * with the same render functions the server uses:
 *   npx tsx server/build-fixtures.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue } from './catalogue.ts';
import { generateFixtures } from './fixtures.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const files = generateFixtures(loadCatalogue());
for (const [path, content] of files) {
  const target = join(root, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}
console.log(`Wrote ${files.size} files.`);
