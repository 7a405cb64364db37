import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland standard deduction (Form 502 line 17; Tax-General 10-217): 15% of Maryland AGI within the minimum and maximum for the filing status (one flat amount from 2025). */
export const md_standard_deduction = defineUsVariable({
  id: 'md_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-217',
  formula: (f) => {
    const p = f.p.gov.states.md.tax.income.deductions.standard;
    const agi = f.get('md_agi');
    const min = byFilingStatus(f, p.min);
    const max = byFilingStatus(f, p.max);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.min(max[i]!, Math.max(min[i]!, p.rate * Math.max(0, agi[i]!)));
    return out;
  },
});
