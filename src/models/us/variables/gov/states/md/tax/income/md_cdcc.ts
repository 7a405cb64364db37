import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland child and dependent care credit (Form 502CR Part B; Tax-General 10-716), non-refundable: 32% of the federal credit, less 1% of it for each step (or part) of federal AGI above the phase-out start; none above the AGI limit. */
export const md_cdcc = defineUsVariable({
  id: 'md_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-716',
  formula: (f) => {
    const p = f.p.gov.states.md.tax.income.credits.cdcc;
    const federal = f.get('cdcc');
    const agi = f.get('adjusted_gross_income');
    const limit = byFilingStatus(f, p.agi_limit);
    const start = byFilingStatus(f, p.phase_out_start);
    const step = byFilingStatus(f, p.phase_out_step);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (agi[i]! > limit[i]!) continue;
      const steps = Math.ceil(Math.max(0, agi[i]! - start[i]!) / step[i]!);
      out[i] = p.match * federal[i]! * Math.max(0, 1 - steps * p.phase_out_share);
    }
    return out;
  },
});
