import { defineUsVariable } from '../../../../../us-variable.js';

/** Property taxes a New Jersey return counts (N.J.S.A. 54A:3A-16): real estate taxes on the home and 18% of rent. */
export const nj_property_tax_paid = defineUsVariable({
  id: 'nj_property_tax_paid',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey property taxes paid',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://law.justia.com/codes/new-jersey/title-54a/section-54a-3a-16/',
  formula: (f) => {
    const share = f.p.gov.states.nj.tax.income.deductions.rent_share;
    const realEstate = f.sum('real_estate_taxes');
    const rent = f.sum('rent');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, realEstate[i]!) + share * Math.max(0, rent[i]!);
    return out;
  },
});
