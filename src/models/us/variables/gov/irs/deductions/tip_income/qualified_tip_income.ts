import { defineUsVariable } from '../../../../us-variable.js';

/** Tips received in an occupation that customarily received tips (one with a Treasury code). */
export const qualified_tip_income = defineUsVariable({
  id: 'qualified_tip_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Qualified tips',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/224#d',
  formula: (f) => {
    const tips = f.get('tip_income');
    const code = f.get('treasury_tipped_occupation_code');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) if (code[i]! > 0) out[i] = Math.max(0, tips[i]!);
    return out;
  },
});
