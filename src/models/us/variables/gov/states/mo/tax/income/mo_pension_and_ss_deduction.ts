import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Missouri pension and Social Security exemption (RSMo 143.124; Form MO-A Part 3): from 2024 all
 * Social Security benefits in federal AGI (SB 190 of 2023 removed the income limits), plus each
 * person's private pension up to the cap, less the return's Missouri AGI after taxable Social
 * Security over the filing-status threshold. The public pension exemption (Section A) has no
 * input.
 */
export const mo_pension_and_ss_deduction = defineUsVariable({
  id: 'mo_pension_and_ss_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Missouri pension and Social Security exemption',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  reference: 'https://revisor.mo.gov/main/OneSection.aspx?section=143.124',
  formula: (f) => {
    const p = f.p.gov.states.mo.tax.income.deductions;
    const threshold = f.lookup(p.private_pension_threshold, f.get('filing_status'), FILING_STATUS);
    const agi = f.get('mo_agi');
    const ss = f.get('tax_unit_taxable_social_security');
    const pension = f.members('taxable_pension_income');
    const unit = f.memberIndex();
    const out = f.zeros();
    for (let j = 0; j < unit.length; j += 1) {
      const i = unit[j]!;
      const excess = Math.max(0, agi[i]! - ss[i]! - threshold[i]!);
      out[i] = out[i]! + Math.max(0, Math.min(pension[j]!, p.private_pension_max) - excess);
    }
    for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + ss[i]!;
    return out;
  },
});
