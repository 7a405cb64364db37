import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';
import { wiRateTax } from './wi-schedules.js';

/**
 * Wisconsin income tax (negative where refundable credits exceed the tax): the lower of the regular
 * computation (tax after credits less refundable credits) and, where the retirement income exclusion
 * applies, the tax with the exclusion and without the section 71.07 credits (the standard deduction
 * recomputed on the lower AGI). As in PolicyEngine, the household totals use the regular computation.
 */
export const wi_income_tax = defineUsVariable({
  id: 'wi_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  formula: (f) => {
    const d = f.p.gov.states.wi.tax.income.deductions;
    const tax = f.get('wi_income_tax_before_refundable_credits');
    const credits = f.get('wi_refundable_credits');
    const exclusion = f.get('wi_retirement_income_exclusion');
    const agi = f.get('wi_agi');
    const exemptions = f.get('wi_exemptions');
    const status = f.get('filing_status');
    const reducedAgi = f.zeros();
    for (let i = 0; i < f.size; i += 1) reducedAgi[i] = agi[i]! - exclusion[i]!;
    const maximum = f.lookup(d.maximum, status, FILING_STATUS);
    const single = d.phase_out_single.calc(reducedAgi);
    const joint = d.phase_out_joint.calc(reducedAgi);
    const separate = d.phase_out_separate.calc(reducedAgi);
    const head = d.phase_out_head_of_household.calc(reducedAgi);
    const { JOINT, SURVIVING_SPOUSE, SEPARATE, HEAD_OF_HOUSEHOLD } = FILING_STATUS.codes;
    const taxable = f.zeros();
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
      const standard = Math.max(0, maximum[i]! - reduction);
      taxable[i] = Math.max(0, reducedAgi[i]! - standard - exemptions[i]!);
    }
    const excludedTax = wiRateTax(f, taxable);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const regular = tax[i]! - credits[i]!;
      out[i] = exclusion[i]! > 0 ? Math.min(regular, excludedTax[i]!) : regular;
    }
    return out;
  },
});
