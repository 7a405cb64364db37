import { defineUsVariable } from '../../../../../us-variable.js';

/** Idaho non-refundable credits: the child tax credit while in effect (to 2025), at most the tax (the others have no input). */
export const id_non_refundable_credits = defineUsVariable({
  id: 'id_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Idaho non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ID'] },
  formula: (f) => {
    if (!f.p.gov.states.id.tax.income.credits.ctc_in_effect) return f.zeros();
    const ctc = f.get('id_ctc');
    const tax = f.get('id_income_tax_before_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.min(ctc[i]!, tax[i]!);
    return out;
  },
});
