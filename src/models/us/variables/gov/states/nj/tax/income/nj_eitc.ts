import { defineUsVariable } from '../../../../../us-variable.js';

/** New Jersey earned income tax credit: 40% of the federal EITC (N.J.S.A. 54A:4-7); refundable. */
export const nj_eitc = defineUsVariable({
  id: 'nj_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey earned income tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://law.justia.com/codes/new-jersey/title-54a/section-54a-4-7/',
  formula: (f) => {
    const match = f.p.gov.states.nj.tax.income.credits.eitc_match;
    const eitc = f.get('eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = match * eitc[i]!;
    return out;
  },
});
