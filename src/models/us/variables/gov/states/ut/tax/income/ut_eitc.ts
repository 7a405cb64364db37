import { defineUsVariable } from '../../../../../us-variable.js';

/** Utah earned income tax credit (Utah Code 59-10-1044), non-refundable: 20% of the federal credit, at most the tax left after the taxpayer and Social Security benefits credits. */
export const ut_eitc = defineUsVariable({
  id: 'ut_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Utah earned income tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['UT'] },
  reference: 'https://le.utah.gov/xcode/Title59/Chapter10/59-10-S1044.html',
  formula: (f) => {
    const match = f.p.gov.states.ut.tax.income.credits.eitc_match;
    const eitc = f.get('eitc');
    const before = f.get('ut_income_tax_before_credits');
    const taxpayer = f.get('ut_taxpayer_credit');
    const ss = f.get('ut_ss_benefits_credit');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.min(Math.max(0, before[i]! - taxpayer[i]! - ss[i]!), eitc[i]! * match);
    return out;
  },
});
