import { defineUkVariable } from '../../../uk-variable.js';

/**
 * The yearly value of the working-parent entitlement of an eligible unit, for the hours its
 * children take up: for a child from the minimum age (9 months from September 2024) until 3, its
 * hours (15 a week, 30 from September 2025) less any targeted hours the child already has; for a
 * 3- or 4-year-old, the 15 hours a week on top of the universal ones; each at most the weekly
 * hours used over 38 weeks, at the child's funding rate. Unlike the universal and targeted hours,
 * these are counted only as taken up (`extended_childcare_hours_used`): a family must apply for
 * them every three months and uses them only with formal childcare.
 */
export const extended_childcare_entitlement = defineUkVariable({
  id: 'extended_childcare_entitlement',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Working-parent childcare entitlement',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2022/1205/contents',
  formula: (f) => {
    const eligible = f.get('extended_childcare_entitlement_eligible');
    const targeted = f.get('targeted_childcare_entitlement_eligible');
    const age = f.members('age');
    const rate = f.members('early_years_funding_rate');
    const used = f.members('extended_childcare_hours_used');
    const unit = f.memberIndex();
    const e = f.p.gov.dfe.early_years;
    const w = e.working_parents;
    const out = f.zeros();
    for (let j = 0; j < unit.length; j += 1) {
      const row = unit[j]!;
      if (!eligible[row] || age[j]! < w.min_age || age[j]! >= e.universal.max_age) continue;
      let hours: number;
      if (age[j]! >= e.universal.min_age) hours = w.additional_hours_three_and_four;
      else {
        const already =
          targeted[row] && Math.floor(age[j]!) === e.targeted.age ? e.targeted.hours : 0;
        hours = Math.max(0, w.hours_under_three - already);
      }
      out[row] = out[row]! + Math.min(hours, e.weeks * used[j]!) * rate[j]!;
    }
    return out;
  },
});
