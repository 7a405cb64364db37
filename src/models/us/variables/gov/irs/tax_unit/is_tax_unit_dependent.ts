import { defineUsVariable } from '../../../us-variable.js';

/** Dependent in the tax unit. Without an input: every member who is neither head nor spouse. */
export const is_tax_unit_dependent = defineUsVariable({
  id: 'is_tax_unit_dependent',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Dependent in tax unit',
  reference: 'https://www.law.cornell.edu/uscode/text/26/152',
  formula: (f) => {
    const head = f.get('is_tax_unit_head');
    const spouse = f.get('is_tax_unit_spouse');
    const out = new Uint8Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = !head[i] && !spouse[i] ? 1 : 0;
    return out;
  },
});
