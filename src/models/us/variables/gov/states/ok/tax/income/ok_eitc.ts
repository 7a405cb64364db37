import { defineUsVariable } from '../../../../../us-variable.js';

/** Oklahoma earned income credit (Form 511 line 33; 68 O.S. 2357.43): 5% of the federal credit under 2020 law, refundable. */
export const ok_eitc = defineUsVariable({
  id: 'ok_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma earned income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: 'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
  formula: (f) => {
    const match = f.p.gov.states.ok.tax.income.credits.eitc.match;
    const federal = f.get('ok_federal_eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = match * federal[i]!;
    return out;
  },
});
