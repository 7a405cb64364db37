import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Secondary Class 1 contributions on employment income above the secondary threshold. */
export const ni_class_1_employer = defineUkVariable({
  id: 'ni_class_1_employer',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Class 1 employer NI',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/1992/4/section/9',
  formula: (f) => {
    const pay = f.get('employment_income');
    const ni = f.p.gov.hmrc.national_insurance.class_1;
    return perRow(
      f,
      (i) => Math.max(0, pay[i]! - ni.thresholds.secondary_threshold) * ni.rates.employer,
    );
  },
});
