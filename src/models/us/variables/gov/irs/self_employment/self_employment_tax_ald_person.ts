import { defineUsVariable } from '../../../us-variable.js';

/** A person's half of their own self-employment tax (their part of the deduction). */
export const self_employment_tax_ald_person = defineUsVariable({
  id: 'self_employment_tax_ald_person',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Self-employment tax deduction (person)',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/164#f',
  formula: (f) => {
    const tax = f.get('self_employment_tax');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = tax[i]! / 2;
    return out;
  },
});
