import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Eligibility income for Pennsylvania's Tax Forgiveness (PA-40 Schedule SP): PA taxable income
 * before losses plus tax-exempt interest (other non-taxable receipts of the schedule are not inputs).
 */
export const pa_eligibility_income = defineUsVariable({
  id: 'pa_eligibility_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Pennsylvania Tax Forgiveness eligibility income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['PA'] },
  reference:
    'https://www.pa.gov/content/dam/copapwp-pagov/en/revenue/documents/formsandpublications/papersonalincometaxguide/documents/pitguide_taxforgiveness.pdf',
  formula: (f) => {
    const taxable = f.get('pa_total_taxable_income');
    const exempt = f.sum('tax_exempt_interest_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = taxable[i]! + exempt[i]!;
    return out;
  },
});
