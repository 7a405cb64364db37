import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Pennsylvania tax after Tax Forgiveness (PA-40 line 12 less line 21): 3.07% of taxable income
 * (no deductions are modelled: the 529 and medical-savings deductions have no inputs), less the
 * forgiven share.
 */
export const pa_income_tax_before_refundable_credits = defineUsVariable({
  id: 'pa_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Pennsylvania income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['PA'] },
  reference:
    'https://www.pa.gov/content/dam/copapwp-pagov/en/revenue/documents/formsandpublications/formsforindividuals/pit/documents/2024/2024_pa-40in.pdf#page=21',
  formula: (f) => {
    const rate = f.p.gov.states.pa.tax.income.rate;
    const income = f.get('pa_total_taxable_income');
    const forgiven = f.get('pa_tax_forgiveness_rate');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = income[i]! * rate * (1 - forgiven[i]!);
    return out;
  },
});
