import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland State tax after the non-refundable credits (Form 502 line 27); the county tax is apart. */
export const md_income_tax_before_refundable_credits = defineUsVariable({
  id: 'md_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-105',
  formula: (f) => {
    const tax = f.get('md_income_tax_before_credits');
    const credits = f.get('md_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
