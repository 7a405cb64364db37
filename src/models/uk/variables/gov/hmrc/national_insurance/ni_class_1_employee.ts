import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Primary Class 1 contributions on employment income (none over state pension age). */
export const ni_class_1_employee = defineUkVariable({
  id: 'ni_class_1_employee',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Class 1 employee NI',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/1992/4/section/8',
  formula: (f) => {
    const pay = f.get('employment_income');
    const pensioner = f.get('is_SP_age');
    const ni = f.p.gov.hmrc.national_insurance.class_1;
    return perRow(f, (i) => {
      if (pensioner[i]) return 0;
      const e = pay[i]!;
      const main = Math.max(
        0,
        Math.min(e, ni.thresholds.upper_earnings_limit) - ni.thresholds.primary_threshold,
      );
      const extra = Math.max(0, e - ni.thresholds.upper_earnings_limit);
      return main * ni.rates.employee.main + extra * ni.rates.employee.additional;
    });
  },
});
