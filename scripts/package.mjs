#!/usr/bin/env node
// Writes the WordPress plugin zip: dist-plugin/shop-islands-<version>.zip holds one folder,
// shop-islands/, with the plugin (its `Version:` header set to package.json's version) and the
// built dist/ beside it, so Plugins → Add New → Upload Plugin installs it with no other step.
// It builds first (vite build, every time: a stale dist/ can never be shipped), unless
// --dist=DIR names a dist/ already built, which is then packed as it is.
// Options: --out=DIR (default dist-plugin), --dist=DIR (skip the build and pack DIR).
// The zip is written with fflate (pure JavaScript, no `zip` binary needed on any machine), with a
// fixed timestamp on every entry: the same files give the same zip, byte for byte.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PLUGIN_FOLDER = 'shop-islands';
const PLUGIN_FILE = join(root, 'integrations/wordpress/shop-islands.php');
/** Files the plugin reads from its own folder. */
const PLUGIN_ASSETS = ['jquery-api-stub.js'];
// DOS time starts in 1980; one fixed date keeps the zip reproducible.
const FIXED_MTIME = new Date('1980-01-01T00:00:00Z');

function option(name) {
  const prefix = `--${name}=`;
  const arg = process.argv.slice(2).find((a) => a.startsWith(prefix));
  return arg === undefined ? undefined : resolve(arg.slice(prefix.length));
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((path) => statSync(join(dir, path)).isFile())
    .map((path) => path.split(sep).join('/'))
    .sort();
}

/** The plugin's PHP with its header's `Version:` line set to `version`. */
function withVersion(php, version) {
  const header = /^(\s*\*\s*Version:\s*).*$/m;
  if (!header.test(php)) throw new Error(`${relative(root, PLUGIN_FILE)} has no "Version:" header line`);
  return php.replace(header, `$1${version}`);
}

async function main() {
  const out = option('out') ?? join(root, 'dist-plugin');
  const givenDist = option('dist');
  // npm packages (fflate, vite) are installed if this is a fresh clone; a no-op otherwise.
  run(process.execPath, [join(root, 'scripts/ensure-deps.mjs')]);
  if (!givenDist) run('npx', ['vite', 'build', '--logLevel', 'warn']);
  const dist = givenDist ?? join(root, 'dist');
  const distFiles = filesUnder(dist);
  if (!distFiles.includes('shop-islands.js')) throw new Error(`${dist} has no shop-islands.js: is it a built dist/?`);

  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const entries = {
    [`${PLUGIN_FOLDER}/shop-islands.php`]: new TextEncoder().encode(withVersion(readFileSync(PLUGIN_FILE, 'utf8'), version)),
  };
  for (const asset of PLUGIN_ASSETS) entries[`${PLUGIN_FOLDER}/${asset}`] = readFileSync(join(root, 'integrations/wordpress', asset));
  for (const file of distFiles) entries[`${PLUGIN_FOLDER}/dist/${file}`] = readFileSync(join(dist, file));

  const { zipSync } = await import('fflate');
  const zip = zipSync(entries, { level: 9, mtime: FIXED_MTIME });
  mkdirSync(out, { recursive: true });
  const target = join(out, `${PLUGIN_FOLDER}-${version}.zip`);
  writeFileSync(target, zip);
  console.log(`${relative(process.cwd(), target) || target}: ${Object.keys(entries).length} files, ${(zip.length / 1024).toFixed(1)} KB`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`package: ${error.message}`);
    process.exit(1);
  });
}
