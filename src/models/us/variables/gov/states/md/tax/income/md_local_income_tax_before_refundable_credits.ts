import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland county income tax after the county earned income credit (Form 502 line 33; the county poverty-level credit is not modelled). */
export const md_local_income_tax_before_refundable_credits = defineUsVariable({
  id: 'md_local_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland county income tax after credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-106',
  formula: (f) => {
    const tax = f.get('md_local_income_tax_before_credits');
    const credit = f.get('md_local_eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credit[i]!);
    return out;
  },
});
