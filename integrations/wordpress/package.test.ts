// @vitest-environment node
/**
 * `npm run package` writes a zip that WordPress's Upload Plugin installs as it is: one folder,
 * shop-islands/, with the plugin (its Version header from package.json) and the built dist/.
 * Packs a small stand-in dist/ (--dist skips the build) into a temporary folder (--out).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

describe('the WordPress plugin zip', () => {
  let work: string;
  let files: Record<string, Uint8Array>;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'shop-islands-package-'));
    const dist = join(work, 'dist');
    mkdirSync(join(dist, 'chunks'), { recursive: true });
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'shop-islands.js'), 'import("./chunks/Gallery-abc1234.js");\n');
    writeFileSync(join(dist, 'chunks/Gallery-abc1234.js'), 'export default 1;\n');
    writeFileSync(join(dist, 'assets/photoswipe-x1.css'), '.pswp{}\n');
    const out = join(work, 'out');
    const run = spawnSync(process.execPath, [join(root, 'scripts/package.mjs'), `--out=${out}`, `--dist=${dist}`], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    files = unzipSync(readFileSync(join(out, `shop-islands-${version}.zip`)));
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('holds one shop-islands/ folder with the plugin and dist/ (entry, chunks, assets) beside it', () => {
    expect(Object.keys(files).sort()).toEqual([
      'shop-islands/dist/assets/photoswipe-x1.css',
      'shop-islands/dist/chunks/Gallery-abc1234.js',
      'shop-islands/dist/shop-islands.js',
      'shop-islands/jquery-api-stub.js',
      'shop-islands/shop-islands.php',
    ]);
    expect(strFromU8(files['shop-islands/dist/chunks/Gallery-abc1234.js']!)).toBe('export default 1;\n');
  });

  it("sets the plugin header's Version to package.json's", () => {
    const php = strFromU8(files['shop-islands/shop-islands.php']!);
    expect(php).toMatch(/^ \* Plugin Name: Shop Islands$/m);
    expect(php.match(/^ \* Version: (.*)$/m)?.[1]).toBe(version);
  });
});
