import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Maine dependent exemption tax credit (36 MRSA 5219-SS; Schedule A line 1), refundable: the
 * amount for each dependent, twice for one under the young-child age from 2025, less the reduction
 * for each step (or part) of Maine AGI above the phase-out start.
 */
export const me_dependent_exemption_credit = defineUsVariable({
  id: 'me_dependent_exemption_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine dependent exemption tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://legislature.maine.gov/statutes/36/title36sec5219-SS.html',
  formula: (f) => {
    const p = f.p.gov.states.me.tax.income.credits.dependent;
    const dependent = f.members('is_tax_unit_dependent');
    const age = f.members('age');
    const unit = f.memberIndex();
    const shares = f.zeros();
    for (let j = 0; j < unit.length; j += 1)
      if (dependent[j])
        shares[unit[j]!] = shares[unit[j]!]! + (age[j]! < p.young_child_age ? 2 : 1);
    const start = byFilingStatus(f, p.phase_out_start);
    const agi = f.get('me_agi');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const steps = Math.ceil(Math.max(0, agi[i]! - start[i]!) / p.phase_out_step);
      out[i] = Math.max(0, shares[i]! * p.amount - steps * p.phase_out_rate);
    }
    return out;
  },
});
