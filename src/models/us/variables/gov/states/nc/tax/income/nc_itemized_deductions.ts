import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * North Carolina itemized deductions (G.S. 105-153.5(a)(2)): qualified mortgage interest and real
 * estate taxes together up to $20,000, charitable contributions and medical expenses as allowed
 * federally.
 */
export const nc_itemized_deductions = defineUsVariable({
  id: 'nc_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Carolina itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NC'] },
  reference:
    'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.5.html',
  formula: (f) => {
    const cap = f.p.gov.states.nc.tax.income.deductions.mortgage_and_property_tax_cap;
    const mortgage = f.sum('home_mortgage_interest');
    const property = f.sum('real_estate_taxes');
    const charitable = f.get('charitable_deduction');
    const medical = f.get('medical_expense_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.min(cap, mortgage[i]! + property[i]!) + charitable[i]! + medical[i]!;
    return out;
  },
});
