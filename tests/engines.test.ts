// @vitest-environment node
/**
 * The README promises Node 20: every locked package must accept the oldest Node that
 * package.json's `engines` allows, or `npm ci` warns EBADENGINE on a fresh machine.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockFile {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
}

const project = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as LockFile;

describe('locked packages and the promised Node', () => {
  it('every package declares an engine range that the oldest supported Node satisfies', () => {
    const oldest = semver.minVersion(project.engines.node)?.version ?? '';
    expect(oldest).toMatch(/^20\./);
    const refusing = Object.entries(lock.packages)
      .map(([path, meta]) => [path, Array.isArray(meta.engines) ? undefined : meta.engines?.node] as const)
      .filter(([, range]) => range !== undefined && !semver.satisfies(oldest, range))
      .map(([path, range]) => `${path}: node ${range}`);
    expect(refusing).toEqual([]);
  });
});
