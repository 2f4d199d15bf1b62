/**
 * The header cart link's count text (`a.cart-contents .count`) for another count, in the words the
 * server printed. Storefront prints `_n( '%d item', '%d items' )`: that English form gets its
 * singular or plural; any other wording only has its number changed (its plural may be off until
 * the server's own text replaces it, which an add's answer does within its round trip).
 */
const ENGLISH_ITEMS = /^(\s*)\d+(\s+)items?(\s*)$/;
const FIRST_NUMBER = /\d+/;

/** The first whole number in `printed` (the count it shows), or null when it shows none. */
export function readCount(printed: string): number | null {
  const found = FIRST_NUMBER.exec(printed);
  return found ? Number(found[0]) : null;
}

/** `printed` saying `count` instead of the count it shows. */
export function withCount(printed: string, count: number): string {
  const english = ENGLISH_ITEMS.exec(printed);
  if (english) return `${english[1]}${count}${english[2]}${count === 1 ? 'item' : 'items'}${english[3]}`;
  return printed.replace(FIRST_NUMBER, String(count));
}
