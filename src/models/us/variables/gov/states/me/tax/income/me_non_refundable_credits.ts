import { defineUsVariable } from '../../../../../us-variable.js';

/** Maine non-refundable credits with an input: the child care credit beyond its refundable part (Schedule A). */
export const me_non_refundable_credits = defineUsVariable({
  id: 'me_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://legislature.maine.gov/statutes/36/title36sec5218.html',
  formula: (f) => {
    const credit = f.get('me_child_care_credit');
    const refundable = f.get('me_refundable_child_care_credit');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = credit[i]! - refundable[i]!;
    return out;
  },
});
