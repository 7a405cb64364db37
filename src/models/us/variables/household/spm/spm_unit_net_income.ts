import { defineUsVariable } from '../../us-variable.js';
import { mapFloat } from '../../benefits/benefit-vectors.js';

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
    return mapFloat(market, (m, i) => m + benefits[i]! - taxes[i]! - expenses[i]!);
  },
});
