import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland county income tax (Form 502 line 28; Tax-General 10-106): the county rate on Maryland taxable income. No county is an input, so Allegany County's rate applies. */
export const md_local_income_tax_before_credits = defineUsVariable({
  id: 'md_local_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland county income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-106',
  formula: (f) => {
    const rate = f.p.gov.states.md.tax.income.local.rate;
    const taxable = f.get('md_taxable_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = rate * taxable[i]!;
    return out;
  },
});
