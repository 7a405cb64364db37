import { defineUkVariable, perRow } from '../../../uk-variable.js';

/**
 * Every adult of the unit is a working parent as the working-parent entitlement and Tax-Free
 * Childcare count one: earnings (employment and self-employment) of at least 16 hours a week at
 * the national living wage over the year, and adjusted net income up to £100,000. The exceptions
 * (a partner who is a carer or disabled, a new business, parental leave) and the lower minimum
 * wage of under-21s are not modelled.
 */
export const childcare_working_parents = defineUkVariable({
  id: 'childcare_working_parents',
  entity: 'benunit',
  valueType: 'bool',
  period: 'year',
  label: 'Working parents for childcare support',
  reference: 'https://www.legislation.gov.uk/uksi/2022/1205/contents',
  formula: (f) => {
    const adult = f.members('is_adult');
    const employment = f.members('employment_income');
    const profit = f.members('self_employment_income');
    const ani = f.members('adjusted_net_income');
    const unit = f.memberIndex();
    const w = f.p.gov.dfe.early_years.working_parents;
    const minimum = w.minimum_weekly_hours * f.p.gov.hmrc.minimum_wage.national_living_wage * 52;
    const adults = new Float64Array(f.size);
    const working = new Float64Array(f.size);
    for (let j = 0; j < unit.length; j += 1) {
      if (!adult[j]) continue;
      const row = unit[j]!;
      adults[row] = adults[row]! + 1;
      const earns = employment[j]! + profit[j]! >= minimum;
      if (earns && ani[j]! <= w.income_limit) working[row] = working[row]! + 1;
    }
    return perRow(f, (i) => (adults[i]! > 0 && working[i] === adults[i] ? 1 : 0));
  },
});
