import { defineUsVariable } from '../../../../../us-variable.js';

/** Connecticut earned income tax credit (Schedule CT-EITC; CGS 12-704e): 40% of the federal credit, plus $250 from 2025 for a filer with at least one qualifying child; refundable. */
export const ct_eitc = defineUsVariable({
  id: 'ct_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut earned income tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },
  reference: 'https://www.cga.ct.gov/current/pub/chap_229.htm#sec_12-704e',
  formula: (f) => {
    const p = f.p.gov.states.ct.tax.income.credits.eitc;
    const federal = f.get('eitc');
    const children = f.get('eitc_child_count');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (federal[i]! > 0) out[i] = p.match * federal[i]! + (children[i]! > 0 ? p.child_bonus : 0);
    return out;
  },
});
