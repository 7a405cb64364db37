import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Arkansas child care credit (A.C.A. 26-51-502; AR2441): the match share of the federal credit
 * as IRC section 21 stood on January 2, 2013 (static conformity): the federal relevant expenses
 * times a rate falling from the maximum by the step for each increment or part of federal AGI
 * above the start, to the minimum; not limited by the federal tax (`ar_cdcc` limits it by the
 * Arkansas tax).
 */
export const ar_cdcc_potential = defineUsVariable({
  id: 'ar_cdcc_potential',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arkansas child and dependent care credit before the tax limit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AR'] },
  reference: 'https://codes.findlaw.com/ar/title-26-taxation/ar-code-sect-26-51-502/',
  formula: (f) => {
    const p = f.p.gov.states.ar.tax.income.credits.cdcc;
    const expenses = f.get('cdcc_relevant_expenses');
    const agi = f.get('adjusted_gross_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const steps = Math.ceil(Math.max(0, agi[i]! - p.phase_out_start) / p.phase_out_increment);
      const rate = Math.max(p.min_rate, p.max_rate - steps * p.phase_out_step);
      out[i] = p.match * rate * expenses[i]!;
    }
    return out;
  },
});
