import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Primary Class 1 contributions at the main rate only (between the primary threshold and the upper earnings limit). */
export const ni_class_1_employee_primary = defineUkVariable({
  id: 'ni_class_1_employee_primary',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Class 1 employee NI at the main rate',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/1992/4/section/8',
  formula: (f) => {
    const pay = f.get('employment_income');
    const pensioner = f.get('is_SP_age');
    const ni = f.p.gov.hmrc.national_insurance.class_1;
    return perRow(f, (i) => {
      if (pensioner[i]) return 0;
      const t = ni.thresholds;
      const band = Math.max(0, Math.min(pay[i]!, t.upper_earnings_limit) - t.primary_threshold);
      return band * ni.rates.employee.main;
    });
  },
});
