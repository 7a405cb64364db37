import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia 2024 tax rebate as applied against the 2024 tax left after the earned income or low-income credit. */
export const va_rebate = defineUsVariable({
  id: 'va_rebate',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia tax rebate credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference: 'https://www.tax.virginia.gov/rebate',
  formula: (f) => {
    const p = f.p.gov.states.va.tax.income.credits;
    const tax = f.get('va_income_tax_after_spouse_adjustment');
    const eitc = f.get('va_non_refundable_eitc');
    const rebate = f.lookup(p.rebate, f.get('filing_status'), FILING_STATUS);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, Math.min(rebate[i]!, tax[i]! - eitc[i]!));
    return out;
  },
});
