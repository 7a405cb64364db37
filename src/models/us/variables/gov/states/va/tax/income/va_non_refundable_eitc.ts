import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia non-refundable earned income credit (20% of the federal EITC) or credit for low-income individuals, the larger, as applied up to the tax; 0 where the refundable credit is taken. */
export const va_non_refundable_eitc = defineUsVariable({
  id: 'va_non_refundable_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia non-refundable earned income or low-income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-339.8/',
  formula: (f) => {
    const p = f.p.gov.states.va.tax.income.credits;
    const tax = f.get('va_income_tax_after_spouse_adjustment');
    const eitc = f.get('eitc');
    const lowIncome = f.get('va_low_income_tax_credit');
    const refundable = f.get('va_claims_refundable_eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (!refundable[i])
        out[i] = Math.min(tax[i]!, Math.max(p.eitc_non_refundable_rate * eitc[i]!, lowIncome[i]!));
    return out;
  },
});
