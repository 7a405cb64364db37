import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Child Benefit less the High Income Child Benefit Charge. */
export const child_benefit_less_tax_charge = defineUkVariable({
  id: 'child_benefit_less_tax_charge',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Child Benefit less the charge',
  unit: 'currency-GBP',
  formula: (f) => {
    const cb = f.get('child_benefit');
    const charge = f.sum('CB_HITC');
    return perRow(f, (i) => cb[i]! - charge[i]!);
  },
});
