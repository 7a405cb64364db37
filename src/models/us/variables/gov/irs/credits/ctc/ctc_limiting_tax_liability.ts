import { defineUsVariable } from '../../../../us-variable.js';

/** Tax liability that limits the non-refundable child tax credit: tax before credits less earlier credits. */
export const ctc_limiting_tax_liability = defineUsVariable({
  id: 'ctc_limiting_tax_liability',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Tax liability limiting the child tax credit',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/26#a',
    'https://www.irs.gov/instructions/i1040s8',
  ],
  formula: (f) => {
    const tax = f.get('income_tax_before_credits');
    const cdcc = f.get('cdcc');
    const elderly = f.get('elderly_disabled_credit');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = tax[i]! - cdcc[i]! - elderly[i]!;
    return out;
  },
});
