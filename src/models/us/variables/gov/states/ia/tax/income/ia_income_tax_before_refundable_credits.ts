import { defineUsVariable } from '../../../../../us-variable.js';

/** Iowa tax after the non-refundable credits (IA 1040 line 8): 0 under the low-income exemption. */
export const ia_income_tax_before_refundable_credits = defineUsVariable({
  id: 'ia_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Iowa income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: 'https://www.legis.iowa.gov/docs/code/422.5.pdf',
  formula: (f) => {
    const tax = f.get('ia_income_tax_before_credits');
    const credits = f.get('ia_non_refundable_credits');
    const exempt = f.get('ia_low_income_exempt');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = exempt[i] ? 0 : Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
