import { defineUsVariable } from '../../../../../us-variable.js';

/** New Jersey child tax credit (NJ-1040 line 65, N.J.S.A. 54A:4-17.1): for each dependent under 6, the amount for New Jersey taxable income; refundable. */
export const nj_ctc = defineUsVariable({
  id: 'nj_ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey child tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://law.justia.com/codes/new-jersey/title-54a/section-54a-4-17-1/',
  formula: (f) => {
    const p = f.p.gov.states.nj.tax.income.credits;
    const dependent = f.members('is_tax_unit_dependent');
    const age = f.members('age');
    const young = new Float64Array(dependent.length);
    for (let i = 0; i < dependent.length; i += 1)
      young[i] = dependent[i] && age[i]! < p.ctc_age_limit ? 1 : 0;
    const count = f.aggregate(young, 'person', 'sum');
    const amount = p.ctc_amount.calc(f.get('nj_taxable_income'));
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = count[i]! * amount[i]!;
    return out;
  },
});
