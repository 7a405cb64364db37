import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Alabama standard deduction (Form 40 line 12; Code of Alabama 40-18-15(b)): the filing status's
 * maximum, reduced by the per-step amount for each full step of Alabama AGI above the threshold,
 * but not below the minimum.
 */
export const al_standard_deduction = defineUsVariable({
  id: 'al_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Alabama standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AL'] },
  reference: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-15/',
  formula: (f) => {
    const p = f.p.gov.states.al.tax.income.deductions.standard;
    const maximum = byFilingStatus(f, p.maximum);
    const minimum = byFilingStatus(f, p.minimum);
    const threshold = byFilingStatus(f, p.reduction_threshold);
    const step = byFilingStatus(f, p.reduction_step);
    const reduction = byFilingStatus(f, p.reduction_amount);
    const agi = f.get('al_agi');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const steps = Math.floor(Math.max(0, agi[i]! - threshold[i]!) / step[i]!);
      out[i] = Math.max(minimum[i]!, maximum[i]! - steps * reduction[i]!);
    }
    return out;
  },
});
