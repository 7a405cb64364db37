import { defineUsVariable } from '../../us-variable.js';

/** SPM resources: market income plus benefits, less taxes and SPM expenses. */
export const spm_unit_net_income = defineUsVariable({
  id: 'spm_unit_net_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'SPM unit net income',
  unit: 'currency-USD',
  reference: 'https://www.census.gov/library/publications/2024/demo/p60-283.html',
  formula: (f) => {
    const market = f.get('spm_unit_market_income');
    const benefits = f.get('spm_unit_benefits');
    const taxes = f.get('spm_unit_taxes');
    const expenses = f.get('spm_unit_spm_expenses');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = market[i]! + benefits[i]! - taxes[i]! - expenses[i]!;
    return out;
  },
});
