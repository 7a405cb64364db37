import { povertyGuideline } from '../../../../benefit-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Oregon working family household and dependent care credit, refundable (ORS 315.264): the share
 * for the household income band (the larger of federal and Oregon AGI, in tenths of the poverty
 * guideline for the return's size) and the youngest qualifying child's age, times the care
 * expenses (at most $12,000 for each of at most two qualifying individuals and the lower earnings
 * of the filers). Disabled qualifying individuals aged 13 or more are not modelled.
 */
export const or_wfhdc = defineUsVariable({
  id: 'or_wfhdc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oregon working family household and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: 'https://oregon.public.law/statutes/ors_315.264',
  formula: (f) => {
    const p = f.p.gov.states.or.tax.income.credits.wfhdc;
    const federal = f.get('adjusted_gross_income');
    const state = f.get('or_agi');
    const size = f.get('tax_unit_size');
    const fpg = povertyGuideline(f, size);
    const expenses = f.get('tax_unit_childcare_expenses');
    const count = f.get('count_cdcc_eligible');
    const maxDependents = f.p.gov.irs.credits.cdcc.eligibility.max_dependents;
    const earnings = f.min('cdcc_filer_earnings');
    const dependent = f.members('is_tax_unit_dependent');
    const age = f.members('age');
    const childAge = new Float64Array(age.length);
    for (let i = 0; i < age.length; i += 1)
      childAge[i] = dependent[i] && age[i]! <= p.child_age_limit ? age[i]! : Infinity;
    const youngest = f.aggregate(childAge, 'person', 'min');
    const band = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const income = Math.max(federal[i]!, state[i]!);
      band[i] = income <= 0 ? 0 : Math.ceil((income / fpg[i]!) * 10 - 1e-9);
    }
    const under3 = p.under_3.calc(band);
    const middle = p.age_3_to_5.calc(band);
    const older = p.age_6_to_12.calc(band);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const income = Math.max(federal[i]!, state[i]!);
      if (size[i]! < p.min_size || income > p.fpg_limit * fpg[i]! || youngest[i] === Infinity)
        continue;
      const share =
        youngest[i]! < p.young_age
          ? under3[i]!
          : youngest[i]! < p.middle_age
            ? middle[i]!
            : older[i]!;
      const cap = p.expense_cap * Math.min(count[i]!, maxDependents);
      out[i] = share * Math.max(0, Math.min(expenses[i]!, cap, earnings[i]!));
    }
    return out;
  },
});
