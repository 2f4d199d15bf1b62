#!/usr/bin/env node
// Installs what the project needs on a fresh machine, and nothing when it is all there:
// npm packages (npm ci, when node_modules is missing or older than the lock file), and with
// --for-tests Debian's chromium (Playwright drives it; it cannot download its own browser
// here), php-cli (the WordPress plugin is linted with php -l) and faketime (the unit suite
// runs again with the clock a year ahead). Long steps say what they do and how long they
// have taken, so a first run is never silent.
import { spawn, execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const forTests = process.argv.includes('--for-tests');
const HEARTBEAT_MS = 15_000;

/** Runs `command` with its output shown, printing a line every 15 s while it works. */
function run(command, what) {
  console.log(`[setup] ${what}`);
  console.log(`$ ${command}`);
  const started = Date.now();
  const heartbeat = setInterval(() => {
    console.log(`[setup] … still ${what.split(' (')[0].toLowerCase()} (${Math.round((Date.now() - started) / 1000)} s)`);
  }, HEARTBEAT_MS);
  return new Promise((resolve, reject) => {
    const child = spawn(command, { stdio: 'inherit', shell: '/bin/bash' });
    child.on('exit', (code) => {
      clearInterval(heartbeat);
      if (code === 0) {
        console.log(`[setup] done in ${Math.round((Date.now() - started) / 1000)} s`);
        resolve();
      } else reject(new Error(`${command} exited with ${code}`));
    });
  });
}

function npmPackagesStale() {
  const marker = 'node_modules/.package-lock.json';
  if (!existsSync(marker)) return true;
  return statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
}

function has(command) {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore', shell: '/bin/bash' });
    return true;
  } catch {
    return false;
  }
}

if (npmPackagesStale()) {
  await run(
    'npm ci --no-audit --no-fund',
    'Installing npm packages (npm ci: about 2–3 minutes on 2 cores the first time; better-sqlite3 compiles from source)',
  );
}

if (forTests) {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!has('php')) missing.push('php-cli');
  if (!has('faketime')) missing.push('faketime');
  if (missing.length > 0) {
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    await run(`${sudo}apt-get update -qq`, "Updating Debian's package lists (about 10–30 s)");
    await run(
      `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`,
      `Installing ${missing.join(', ')} from Debian (about 30–60 s)`,
    );
  }
}
