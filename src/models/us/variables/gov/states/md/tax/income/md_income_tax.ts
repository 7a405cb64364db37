import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland State income tax: the tax before refundable credits less the refundable credits (the county tax is apart, as in PolicyEngine-US's md_income_tax). */
export const md_income_tax = defineUsVariable({
  id: 'md_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-105',
  formula: (f) => {
    const tax = f.get('md_income_tax_before_refundable_credits');
    const credits = f.get('md_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
