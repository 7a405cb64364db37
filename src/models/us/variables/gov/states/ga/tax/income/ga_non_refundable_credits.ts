import { defineUsVariable } from '../../../../../us-variable.js';
import { GA_CREDIT_ORDER } from './ga-credit-order.js';

/** Georgia non-refundable credits, all applied: at most the tax. */
export const ga_non_refundable_credits = defineUsVariable({
  id: 'ga_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  formula: (f) => {
    const tax = f.get('ga_income_tax_before_non_refundable_credits');
    const out = f.zeros();
    for (const id of GA_CREDIT_ORDER) {
      const credit = f.get(id);
      for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + credit[i]!;
    }
    for (let i = 0; i < f.size; i += 1) out[i] = Math.min(out[i]!, Math.max(0, tax[i]!));
    return out;
  },
});
