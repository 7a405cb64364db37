import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Wisconsin sliding-scale standard deduction (Wis. Stat. 71.05(22)): the maximum for the filing status less the phase-out schedule on Wisconsin AGI, not below 0. */
export const wi_standard_deduction = defineUsVariable({
  id: 'wi_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/05/22',
  formula: (f) => {
    const p = f.p.gov.states.wi.tax.income.deductions;
    const status = f.get('filing_status');
    const maximum = f.lookup(p.maximum, status, FILING_STATUS);
    const agi = f.get('wi_agi');
    const single = p.phase_out_single.calc(agi);
    const joint = p.phase_out_joint.calc(agi);
    const separate = p.phase_out_separate.calc(agi);
    const head = p.phase_out_head_of_household.calc(agi);
    const { JOINT, SURVIVING_SPOUSE, SEPARATE, HEAD_OF_HOUSEHOLD } = FILING_STATUS.codes;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const s = status[i];
      const reduction =
        s === JOINT || s === SURVIVING_SPOUSE
          ? joint[i]!
          : s === SEPARATE
            ? separate[i]!
            : s === HEAD_OF_HOUSEHOLD
              ? head[i]!
              : single[i]!;
      out[i] = Math.max(0, maximum[i]! - reduction);
    }
    return out;
  },
});
