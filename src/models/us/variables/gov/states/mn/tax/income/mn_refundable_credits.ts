import { defineUsVariable } from '../../../../../us-variable.js';

/** Minnesota refundable credits modelled: the child and working family credits and the dependent care credit. */
export const mn_refundable_credits = defineUsVariable({
  id: 'mn_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  formula: (f) => {
    const out = f.zeros();
    for (const id of ['mn_child_and_working_families_credits', 'mn_cdcc'] as const) {
      const v = f.get(id);
      for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + v[i]!;
    }
    return out;
  },
});
