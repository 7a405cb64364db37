import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Colorado child care expenses credit, refundable (C.R.S. 39-22-119, DR 0347 Part III): 50% of the
 * federal credit allowed for federal AGI up to $60,000; plus the low-income credit (Part IV).
 */
export const co_cdcc = defineUsVariable({
  id: 'co_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado child care expenses credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference:
    'https://law.justia.com/codes/colorado/title-39/specific-taxes/income-tax/article-22/part-1/section-39-22-119/',
  formula: (f) => {
    const p = f.p.gov.states.co.tax.income.credits.cdcc;
    const agi = f.get('adjusted_gross_income');
    const federal = f.get('cdcc');
    const match = p.match.calc(agi);
    const low = f.get('co_low_income_cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = federal[i]! * match[i]! + low[i]!;
    return out;
  },
});
