#!/usr/bin/env node
// Installs what the project needs on a fresh machine, and nothing when it is all there:
// npm packages (npm ci, when node_modules is missing or older than the lock file), and with
// --for-tests Debian's chromium (Playwright drives it; it cannot download its own browser
// here) and php-cli (the WordPress plugin is linted with php -l).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const forTests = process.argv.includes('--for-tests');

function run(command) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: 'inherit' });
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

if (npmPackagesStale()) run('npm ci --no-audit --no-fund');

if (forTests) {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!has('php')) missing.push('php-cli');
  if (missing.length > 0) {
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    run(`${sudo}apt-get update -qq`);
    run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`);
  }
}
