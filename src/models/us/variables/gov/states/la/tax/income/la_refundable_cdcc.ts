import { defineUsVariable } from '../../../../../us-variable.js';

/** The refundable part of the Louisiana child care credit: all of it up to $25,000 of federal AGI (La. R.S. 47:297.4). */
export const la_refundable_cdcc = defineUsVariable({
  id: 'la_refundable_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Louisiana refundable child care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  reference: 'https://legis.la.gov/Legis/Law.aspx?d=101613',
  formula: (f) => {
    const limit = f.p.gov.states.la.tax.income.cdcc_limits.refundable_agi_limit;
    const agi = f.get('adjusted_gross_income');
    const credit = f.get('la_cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! <= limit ? credit[i]! : 0;
    return out;
  },
});
