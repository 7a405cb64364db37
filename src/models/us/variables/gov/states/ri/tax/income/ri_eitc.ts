import { defineUsVariable } from '../../../../../us-variable.js';

/** Rhode Island earned income credit (RI-1040 line 15c): a share of the federal credit, fully refundable. */
export const ri_eitc = defineUsVariable({
  id: 'ri_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Rhode Island earned income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  reference: 'http://webserver.rilegislature.gov/Statutes/TITLE44/44-30/44-30-2.6.htm',
  formula: (f) => {
    const match = f.p.gov.states.ri.tax.income.credits.eitc_match;
    const federal = f.get('eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = match * federal[i]!;
    return out;
  },
});
