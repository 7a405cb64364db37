import { defineUsVariable } from '../../../us-variable.js';

/** Earned income of a head or spouse (zero for dependents). */
export const filer_earned_income = defineUsVariable({
  id: 'filer_earned_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Filer earned income',
  unit: 'currency-USD',
  formula: (f) => {
    const filer = f.get('is_tax_unit_head_or_spouse');
    const earned = f.get('earned_income');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) if (filer[i]) out[i] = earned[i]!;
    return out;
  },
});
