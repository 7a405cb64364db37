import { defineUsVariable } from '../../../../../us-variable.js';

/** Arizona adjusted gross income (Form 140 line 42): federal AGI less the subtractions and the exemptions, not below 0. */
export const az_agi = defineUsVariable({
  id: 'az_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arizona adjusted gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference: 'https://www.azleg.gov/ars/43/01001.htm',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const subtractions = f.get('az_subtractions');
    const exemptions = f.get('az_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - subtractions[i]! - exemptions[i]!);
    return out;
  },
});
