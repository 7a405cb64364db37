import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Pennsylvania Property Tax/Rent Rebate (PA-1000): for a claimant or spouse aged 65 or more, the
 * table amount for household income, at most the property tax paid plus 20% of rent. Widows and
 * widowers from 50 and people with a permanent disability also qualify, but neither status is an
 * input. Paid by the Department of Revenue apart from the income tax: it is not a tax credit.
 */
export const pa_property_tax_or_rent_rebate = defineUsVariable({
  id: 'pa_property_tax_or_rent_rebate',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Pennsylvania Property Tax/Rent Rebate',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['PA'] },
  reference: [
    'https://www.pa.gov/agencies/revenue/ptrr',
    'https://www.pa.gov/content/dam/copapwp-pagov/en/revenue/documents/formsandpublications/formsforindividuals/ptrr/documents/2025_pa-1000_inst.pdf',
  ],
  formula: (f) => {
    const p = f.p.gov.states.pa.tax.income.rebate;
    const income = f.get('pa_property_tax_or_rent_rebate_income');
    const aged = f.any('pa_rebate_aged_filer');
    const rent = f.sum('rent');
    const propertyTax = f.sum('real_estate_taxes');
    const table = p.amount.calc(income);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!aged[i]) continue;
      out[i] = Math.min(table[i]!, propertyTax[i]! + p.rent_share * rent[i]!);
    }
    return out;
  },
});
