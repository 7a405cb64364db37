import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland non-refundable credits against the State tax: the earned income credit used, the child and dependent care credit and the senior tax credit, together at most the tax (the poverty-level credit is not modelled). */
export const md_non_refundable_credits = defineUsVariable({
  id: 'md_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-704',
  formula: (f) => {
    const tax = f.get('md_income_tax_before_credits');
    const eitc = f.get('md_non_refundable_eitc');
    const care = f.get('md_cdcc');
    const senior = f.get('md_senior_tax_credit');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.min(Math.max(0, tax[i]!), eitc[i]! + care[i]! + senior[i]!);
    return out;
  },
});
