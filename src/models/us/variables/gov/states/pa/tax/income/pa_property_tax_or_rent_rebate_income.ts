import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Household income for the rebate (PA-1000 lines 1–11): federal AGI before above-the-line
 * deductions, with half of Social Security in place of its taxable part, plus tax-exempt interest.
 */
export const pa_property_tax_or_rent_rebate_income = defineUsVariable({
  id: 'pa_property_tax_or_rent_rebate_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Pennsylvania Property Tax/Rent Rebate income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['PA'] },
  reference:
    'https://www.pa.gov/content/dam/copapwp-pagov/en/revenue/documents/formsandpublications/formsforindividuals/ptrr/documents/2025_pa-1000_inst.pdf#page=7',
  formula: (f) => {
    const share = f.p.gov.states.pa.tax.income.rebate.benefit_share;
    const agi = f.get('adjusted_gross_income');
    const ald = f.get('above_the_line_deductions');
    const taxable = f.get('tax_unit_taxable_social_security');
    const benefits = f.sum('social_security', { mask: 'is_tax_unit_head_or_spouse' });
    const exempt = f.sum('tax_exempt_interest_income', { mask: 'is_tax_unit_head_or_spouse' });
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! + ald[i]! - taxable[i]! + share * benefits[i]! + exempt[i]!);
    return out;
  },
});
