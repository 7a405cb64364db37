import { defineUsVariable } from '../../../../../us-variable.js';

/** Working Pennsylvanians Tax Credit: a refundable 10% of the federal EITC, from 2025. */
export const pa_eitc = defineUsVariable({
  id: 'pa_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Working Pennsylvanians Tax Credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['PA'] },
  reference: 'https://www.palegis.us/legislation/bills/text/PDF/2025/0/HB0416/PN2576#page=50',
  formulas: {
    '2025-01-01': (f) => {
      const match = f.p.gov.states.pa.tax.income.credits.eitc_match;
      const eitc = f.get('eitc');
      const out = f.zeros();
      for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! * match;
      return out;
    },
  },
});
