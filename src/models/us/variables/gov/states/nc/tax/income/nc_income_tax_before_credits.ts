import { defineUsVariable } from '../../../../../us-variable.js';

/** North Carolina income tax (G.S. 105-153.7): the flat rate on positive taxable income. */
export const nc_income_tax_before_credits = defineUsVariable({
  id: 'nc_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Carolina income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NC'] },
  reference:
    'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.7.html',
  formula: (f) => {
    const rate = f.p.gov.states.nc.tax.income.rate;
    const income = f.get('nc_taxable_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, income[i]!) * rate;
    return out;
  },
});
