// @vitest-environment node
/** The committed fixture files are exactly what the generator prints now. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './catalogue.ts';
import { FIXTURES_DIR, OTHER_PAGES, UPLOADS_DIR, generateFixtures, staticVisitor } from './fixtures.ts';
import { GENERATED_MARK } from './render/layout.ts';
import { realShopRoutes } from './real-shop/qa-index.ts';
import { personalise } from './routes/pages.ts';
import { fixturePages } from './render/pages.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const generated = generateFixtures(loadCatalogue());

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((name) => relative(ROOT, join(ROOT, dir, name)))
    .filter((path) => pattern.test(path));
}

describe('fixtures-html', () => {
  it.each([...generated.keys()])('%s is up to date (npx tsx server/build-fixtures.ts)', (path) => {
    expect(readFileSync(join(ROOT, path), 'utf8')).toBe(generated.get(path));
  });

  it('holds no stale generated pages or images', () => {
    const onDisk = [...filesUnder(FIXTURES_DIR, /^fixtures-html\/[^/]+\.html$/), ...filesUnder(UPLOADS_DIR, /\.svg$/)];
    expect(onDisk.filter((path) => !generated.has(path))).toEqual([]);
  });

  it('pages start with the generator mark, load the bundle last and keep the mini-cart empty', () => {
    for (const page of fixturePages(loadCatalogue())) {
      const html = generated.get(`${FIXTURES_DIR}/${page.file}`) ?? '';
      expect(html.startsWith(`${GENERATED_MARK}\n<!doctype html>\n<html lang="en-US">`)).toBe(true);
      expect(html).toContain('<script type="module" src="/dist/shop-islands.js"></script>\n</body>');
      expect(html).toContain('<ul id="site-header-cart" class="site-header-cart menu">');
      expect(html).not.toContain('woocommerce-mini-cart-item');
      // Everything is local: no external scripts, styles, images or links.
      expect(html).not.toMatch(/(?:src|href)=["']https?:/);
      expect(html.includes('jquery.min.js')).toBe(page.file === 'shop-jquery.html');
    }
  });

  it('personalising a page for the static visitor changes nothing', () => {
    for (const page of fixturePages(loadCatalogue())) {
      const html = generated.get(`${FIXTURES_DIR}/${page.file}`) ?? '';
      expect(personalise(html, page.file, page.spec, staticVisitor())).toBe(html);
    }
  });
});

describe('the QA index (the front page)', () => {
  const index = generated.get('index.html') ?? '';
  const links = [...index.matchAll(/<a href="([^"]+)">/g)].map((match) => match[1]);

  it('lists every fixture page and every page rendered on the fly exactly once', () => {
    const routes = [
      ...fixturePages(loadCatalogue()).map((page) => page.route),
      ...OTHER_PAGES.map(([route]) => route),
      ...realShopRoutes(),
    ];
    expect(links.filter((link, position) => links.indexOf(link) !== position)).toEqual([]);
    expect([...links].sort()).toEqual([...routes].sort());
  });

  it('does not send people to `npm run build`: `npm start` builds before it serves', () => {
    expect(index).not.toContain('npm run build');
    expect(index).toContain('<code>npm start</code> builds it');
  });
});
