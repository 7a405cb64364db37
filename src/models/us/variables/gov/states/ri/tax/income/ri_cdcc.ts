import { defineUsVariable } from '../../../../../us-variable.js';

/** Rhode Island child and dependent care credit (Schedule CR): a share of the federal credit; non-refundable. */
export const ri_cdcc = defineUsVariable({
  id: 'ri_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Rhode Island child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  reference: 'http://webserver.rilegislature.gov/Statutes/TITLE44/44-30/44-30-2.6.htm',
  formula: (f) => {
    const match = f.p.gov.states.ri.tax.income.credits.cdcc_match;
    const federal = f.get('cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = match * federal[i]!;
    return out;
  },
});
