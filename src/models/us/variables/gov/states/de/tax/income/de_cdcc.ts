import { defineUsVariable } from '../../../../../us-variable.js';

/** Delaware child care credit used: the potential credit up to the tax left after personal credits. */
export const de_cdcc = defineUsVariable({
  id: 'de_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Delaware child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: 'https://delcode.delaware.gov/title30/c011/sc02/index.html',
  formula: (f) => {
    const potential = f.get('de_cdcc_potential');
    const tax = f.get('de_income_tax_before_non_refundable_credits');
    const personal = f.get('de_personal_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.min(potential[i]!, Math.max(0, tax[i]! - personal[i]!));
    return out;
  },
});
