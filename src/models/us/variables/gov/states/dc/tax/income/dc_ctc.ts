import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * DC child tax credit (D.C. Code 47-1806.17, from tax year 2026), refundable: the amount for
 * each dependant under 18, less the reduction for each step (or part of one) by which federal AGI
 * exceeds the phase-out start; at least 0.
 */
export const dc_ctc = defineUsVariable({
  id: 'dc_ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'DC child tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1806.17',
  formula: (f) => {
    const p = f.p.gov.states.dc.tax.income.credits.ctc;
    const out = f.zeros();
    if (p.amount === 0) return out;
    const age = f.members('age');
    const dependent = f.members('is_tax_unit_dependent');
    const children = f.aggregate(
      age.map((a, k) => (dependent[k] && a < p.age_limit ? 1 : 0)),
      'person',
      'sum',
    );
    const agi = f.get('adjusted_gross_income');
    const start = byFilingStatus(f, p.phase_out_start);
    for (let i = 0; i < f.size; i += 1) {
      const steps = Math.ceil(Math.max(0, agi[i]! - start[i]!) / p.phase_out_step);
      out[i] = Math.max(0, children[i]! * p.amount - steps * p.phase_out_reduction);
    }
    return out;
  },
});
