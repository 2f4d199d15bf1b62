// @vitest-environment node
/**
 * The project is whole on its own: a clone without the team's shared folder beside it must
 * type-check, test and run. Captured pages and responses live in fixtures-html/captures/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CODE = /\.(ts|tsx|mjs|js|json|php|sh)$/;
// A path that climbs out of the repository into a sibling `shared` folder.
const OUTSIDE = /\.\.\/(\.\.\/)*shared\//;

describe('the repository', () => {
  it('reads nothing from ../shared', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => CODE.test(file) && !file.startsWith('fixtures-html/captures/') && file !== 'package-lock.json' && existsSync(file));
    const offenders = files.filter((file) => OUTSIDE.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
