/** Every fixture page and the route the reference backend serves it at. */
import { readdirSync } from 'node:fs';

export interface FixturePage {
  file: string;
  route: string;
}

export function fixturePages(dir = 'fixtures-html'): FixturePage[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => {
      const name = file.replace(/\.html$/, '');
      const product = /^product-(.+)$/.exec(name);
      return { file, route: product ? `/product/${product[1]}/` : `/${name}/` };
    });
}
