import { defineUsVariable } from '../../../../../us-variable.js';
import { byFilingStatus } from '../../../../../tax-vectors.js';

/** DC itemized deductions (D-40 line 16, Calculation F; D.C. Code 47-1803.03): the federal itemized deductions before the federal overall limitation, with the state and local tax deduction (which holds the income tax) replaced by the real estate taxes, less 5% of DC AGI above the phase-out start; at least 0. */
export const dc_itemized_deductions = defineUsVariable({
  id: 'dc_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'DC itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1803.03',
  formula: (f) => {
    const p = f.p.gov.states.dc.tax.income.deductions;
    const federal = f.get('total_itemized_taxable_income_deductions');
    const salt = f.get('salt_deduction');
    const realEstate = f.sum('real_estate_taxes');
    const agi = f.get('dc_agi');
    const start = byFilingStatus(f, p.itemized_phase_out_start);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const reduction = p.itemized_phase_out_rate * Math.max(0, agi[i]! - start[i]!);
      out[i] = Math.max(0, federal[i]! - salt[i]! + realEstate[i]! - reduction);
    }
    return out;
  },
});
