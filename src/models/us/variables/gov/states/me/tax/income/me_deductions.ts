import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Maine deduction (Form 1040ME line 17; 36 MRSA 5124-C(2), 5125(6)): the larger of the standard and itemized deductions, phased out in proportion to Maine AGI above the start over the range. */
export const me_deductions = defineUsVariable({
  id: 'me_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine deduction after its phase-out',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://legislature.maine.gov/statutes/36/title36sec5124-C.html',
  formula: (f) => {
    const p = f.p.gov.states.me.tax.income.deductions;
    const start = byFilingStatus(f, p.phase_out_start);
    const width = byFilingStatus(f, p.phase_out_width);
    const agi = f.get('me_agi');
    const standard = f.get('me_standard_deduction');
    const itemized = f.get('me_itemized_deductions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const share = Math.min(1, Math.max(0, agi[i]! - start[i]!) / width[i]!);
      out[i] = Math.max(standard[i]!, itemized[i]!) * (1 - share);
    }
    return out;
  },
});
