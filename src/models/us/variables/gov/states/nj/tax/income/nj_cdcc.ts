import { defineUsVariable } from '../../../../../us-variable.js';

/** New Jersey child and dependent care credit (NJ-1040 line 64, N.J.S.A. 54A:4-18.1): a share of the federal credit by New Jersey taxable income; refundable. */
export const nj_cdcc = defineUsVariable({
  id: 'nj_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://law.justia.com/codes/new-jersey/title-54a/section-54a-4-18-1/',
  formula: (f) => {
    const rate = f.p.gov.states.nj.tax.income.credits.cdcc_rate.calc(f.get('nj_taxable_income'));
    const federal = f.get('cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = rate[i]! * federal[i]!;
    return out;
  },
});
