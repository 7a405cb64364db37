import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * The refundable part of the Maine child care credit (36 MRSA 5218(3)): up to the refundable limit.
 * The rest offsets the tax only; together they pay what the law pays (the credit up to the tax plus
 * the limit).
 */
export const me_refundable_child_care_credit = defineUsVariable({
  id: 'me_refundable_child_care_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine child care credit, refundable part',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://legislature.maine.gov/statutes/36/title36sec5218.html',
  formula: (f) => {
    const limit = f.p.gov.states.me.tax.income.credits.cdcc.refundable_limit;
    const credit = f.get('me_child_care_credit');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.min(limit, credit[i]!);
    return out;
  },
});
