import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * South Carolina income adjusted deduction (SC Code 12-6-1140(15), H.4216 of 2025, from 2026): the
 * filing-status amount less its share of federal AGI over the phase-out start across the width,
 * the reduction rounded down to $10; 0 before 2026.
 */
export const sc_sciad = defineUsVariable({
  id: 'sc_sciad',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina income adjusted deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: 'https://www.scstatehouse.gov/sess126_2025-2026/bills/4216.htm',
  formula: (f) => {
    const tax = f.p.gov.states.sc.tax.income;
    if (!tax.sciad_in_effect) return f.zeros();
    const p = tax.deductions;
    const amount = byFilingStatus(f, p.sciad_amount);
    const start = byFilingStatus(f, p.sciad_phase_out_start);
    const width = byFilingStatus(f, p.sciad_phase_out_width);
    const agi = f.get('adjusted_gross_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const share = Math.min(1, Math.max(0, agi[i]! - start[i]!) / width[i]!);
      const reduction = Math.floor((amount[i]! * share) / 10) * 10;
      out[i] = Math.max(0, amount[i]! - reduction);
    }
    return out;
  },
});
