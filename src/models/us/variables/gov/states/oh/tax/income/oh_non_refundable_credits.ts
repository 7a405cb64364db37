import { defineUsVariable } from '../../../../../us-variable.js';
import { OH_CREDITS, ohAppliedCredits } from './oh-credit-order.js';

/** Ohio non-refundable credits, each as applied (in all, at most the tax). */
export const oh_non_refundable_credits = defineUsVariable({
  id: 'oh_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  formula: (f) => {
    const applied = ohAppliedCredits(f);
    const out = f.zeros();
    for (const credit of OH_CREDITS)
      for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + applied[credit][i]!;
    return out;
  },
});
