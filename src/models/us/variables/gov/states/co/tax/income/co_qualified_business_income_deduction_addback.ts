import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Colorado addition of the federal QBI deduction for federal AGI above the threshold (C.R.S. 39-22-104(3)(o)). */
export const co_qualified_business_income_deduction_addback = defineUsVariable({
  id: 'co_qualified_business_income_deduction_addback',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado QBI deduction addback',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference:
    'https://law.justia.com/codes/colorado/title-39/specific-taxes/income-tax/article-22/part-1/section-39-22-104/',
  formula: (f) => {
    const p = f.p.gov.states.co.tax.income.additions;
    const agi = f.get('adjusted_gross_income');
    const qbi = f.get('qualified_business_income_deduction');
    const threshold = f.lookup(p.qbi_addback_agi_threshold, f.get('filing_status'), FILING_STATUS);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) if (agi[i]! > threshold[i]!) out[i] = qbi[i]!;
    return out;
  },
});
