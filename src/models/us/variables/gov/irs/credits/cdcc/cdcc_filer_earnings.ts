import { defineUsVariable } from '../../../../us-variable.js';

/** Earned income of a head or spouse, for the CDCC earned-income limit (Infinity for others). */
export const cdcc_filer_earnings = defineUsVariable({
  id: 'cdcc_filer_earnings',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Filer earnings for the CDCC limit',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/21#d_1',
  formula: (f) => {
    const filer = f.get('is_tax_unit_head_or_spouse');
    const earned = f.get('earned_income');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] = filer[i] ? Math.max(0, earned[i]!) : Infinity;
    return out;
  },
});
