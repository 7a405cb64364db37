import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Arkansas child care credit used (AR1000F line 32): the potential credit up to the tax left after
 * the personal credits and the additional tax credit for qualified individuals.
 */
export const ar_cdcc = defineUsVariable({
  id: 'ar_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arkansas child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AR'] },
  reference: 'https://codes.findlaw.com/ar/title-26-taxation/ar-code-sect-26-51-502/',
  formula: (f) => {
    const potential = f.get('ar_cdcc_potential');
    const tax = f.get('ar_income_tax_before_non_refundable_credits');
    const personal = f.get('ar_personal_credits');
    const additional = f.get('ar_additional_tax_credit');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.min(potential[i]!, Math.max(0, tax[i]! - personal[i]! - additional[i]!));
    return out;
  },
});
