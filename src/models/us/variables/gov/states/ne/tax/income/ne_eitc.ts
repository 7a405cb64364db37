import { defineUsVariable } from '../../../../../us-variable.js';

/** Nebraska earned income credit (Form 1040N line 38): 10% of the federal credit, refundable. */
export const ne_eitc = defineUsVariable({
  id: 'ne_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Nebraska earned income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },
  reference: 'https://nebraskalegislature.gov/laws/statutes.php?statute=77-2715.07',
  formula: (f) => {
    const match = f.p.gov.states.ne.tax.income.credits.eitc_match;
    const federal = f.get('eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = match * federal[i]!;
    return out;
  },
});
