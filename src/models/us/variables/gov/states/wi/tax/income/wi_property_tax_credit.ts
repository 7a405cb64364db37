import { defineUsVariable } from '../../../../../us-variable.js';

/** Wisconsin school property tax credit (Wis. Stat. 71.07(9)): 12% of property taxes paid, or of 20% of rent, up to $300. */
export const wi_property_tax_credit = defineUsVariable({
  id: 'wi_property_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin school property tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/07/9',
  formula: (f) => {
    const p = f.p.gov.states.wi.tax.income.credits;
    const property = f.sum('real_estate_taxes');
    const rent = f.sum('rent');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const taxes = Math.max(0, property[i]!) + p.rent_share * Math.max(0, rent[i]!);
      out[i] = Math.min(p.property_tax_max, p.property_tax_rate * taxes);
    }
    return out;
  },
});
