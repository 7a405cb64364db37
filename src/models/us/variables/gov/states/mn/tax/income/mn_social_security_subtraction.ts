import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Minnesota Social Security subtraction (Minn. Stat. 290.0132 subd. 26, M1M line 12): the larger of
 * (a) the federally taxed benefits less 10% for each started step of AGI above the start and (b)
 * the simplified subtraction - the maximum less 20% of the income (gross income without taxed
 * benefits, plus half the benefits, less adjustments) above the income amount, at most the taxed
 * benefits.
 */
export const mn_social_security_subtraction = defineUsVariable({
  id: 'mn_social_security_subtraction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota Social Security subtraction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/290.0132',
  formula: (f) => {
    const p = f.p.gov.states.mn.tax.income.subtractions;
    const status = f.get('filing_status');
    const start = f.lookup(p.social_security_start, status, FILING_STATUS);
    const step = f.lookup(p.social_security_step, status, FILING_STATUS);
    const alternative = f.lookup(p.alternative_amount, status, FILING_STATUS);
    const incomeAmount = f.lookup(p.alternative_income, status, FILING_STATUS);
    const agi = f.get('adjusted_gross_income');
    const taxed = f.get('tax_unit_taxable_social_security');
    const benefits = f.get('tax_unit_social_security');
    const gross = f.sum('irs_gross_income');
    const adjustments = f.get('above_the_line_deductions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const steps = Math.ceil(Math.max(0, agi[i]! - start[i]!) / step[i]!);
      const full = taxed[i]! * Math.max(0, 1 - steps * p.social_security_step_rate);
      const income = Math.max(
        0,
        gross[i]! - taxed[i]! + benefits[i]! * p.benefit_share - adjustments[i]!,
      );
      const simplified = Math.max(
        0,
        alternative[i]! - p.alternative_income_rate * Math.max(0, income - incomeAmount[i]!),
      );
      out[i] = Math.max(full, Math.min(taxed[i]!, simplified));
    }
    return out;
  },
});
