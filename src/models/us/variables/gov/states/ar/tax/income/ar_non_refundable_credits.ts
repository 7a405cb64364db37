import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Arkansas non-refundable credits used (AR1000F lines 30-37): personal credits, the additional
 * tax credit for qualified individuals and the child care credit, up to the tax.
 */
export const ar_non_refundable_credits = defineUsVariable({
  id: 'ar_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arkansas non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AR'] },
  formula: (f) => {
    const tax = f.get('ar_income_tax_before_non_refundable_credits');
    const personal = f.get('ar_personal_credits');
    const additional = f.get('ar_additional_tax_credit');
    const cdcc = f.get('ar_cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.min(tax[i]!, personal[i]! + additional[i]! + cdcc[i]!);
    return out;
  },
});
