#!/usr/bin/env node
// `npm start`: installs what is missing, builds the bundle, then serves the demo shop in this
// same process (no child to orphan: SIGINT/SIGTERM to npm reach the server, which stops).
// SKIP_BUILD=1 serves the dist/ already built.
import { spawnSync } from 'node:child_process';

function step(what, command, args) {
  console.log(`[start] ${what}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[start] failed: ${command} ${args.join(' ')} (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
  console.log(`[start] done in ${Math.round((Date.now() - started) / 1000)} s`);
}

step('Checking the installed packages (a first run installs them: about 2–3 minutes)', process.execPath, ['scripts/ensure-deps.mjs']);
if (process.env.SKIP_BUILD !== '1') step('Building the bundle into dist/ (about 15–40 s)', 'npx', ['vite', 'build', '--logLevel', 'warn']);
console.log('[start] Starting the demo shop');
const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
