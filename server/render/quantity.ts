/** global/quantity-input.php: the quantity field of product forms and cart rows. */
import { createHash } from 'node:crypto';
import { escAttr } from '../formatting/escape.ts';

export interface QuantityInput {
  /** Seed for a deterministic id (the platform uses uniqid(); fixtures must not change per build). */
  idSeed: string;
  name: string;
  value: number;
  /** Plain text: "<product> quantity". */
  productName: string;
  min: number;
  /** null = no maximum. */
  max: number | null;
}

export function quantityInputId(seed: string): string {
  return `quantity_${createHash('md5').update(seed).digest('hex').slice(0, 13)}`;
}

export function quantityInput(q: QuantityInput): string {
  const id = quantityInputId(q.idSeed);
  // A fixed quantity (min = max) is hidden and read-only, as the platform renders it.
  const fixed = q.max !== null && q.min === q.max;
  const editable = fixed ? '' : `\t\t\t\t\tstep="1"\n\t\t\tplaceholder=""\n\t\t\tinputmode="numeric"\n\t\t\tautocomplete="off"\n`;
  return (
    `<div class="quantity">\n` +
    `\t\t<label class="screen-reader-text" for="${id}">${escAttr(q.productName)} quantity</label>\n` +
    `\t<input\n\t\ttype="${fixed ? 'hidden' : 'number'}"\n` +
    `\t\t${fixed ? 'readonly="readonly"' : ''}\t\tid="${id}"\n` +
    `\t\tclass="input-text qty text"\n` +
    `\t\tname="${escAttr(q.name)}"\n` +
    `\t\tvalue="${q.value}"\n` +
    `\t\taria-label="Product quantity"\n` +
    `\t\t\t\tmin="${q.min}"\n` +
    `\t\tmax="${q.max === null ? '' : q.max}"\n` +
    editable +
    `\t\t\t/>\n\t</div>\n`
  );
}
