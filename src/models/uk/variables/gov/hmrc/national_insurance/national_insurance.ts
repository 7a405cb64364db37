import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Employee National Insurance: Class 1 primary, Class 2 and Class 4. */
export const national_insurance = defineUkVariable({
  id: 'national_insurance',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'National Insurance',
  unit: 'currency-GBP',
  formula: (f) => {
    const c1 = f.get('ni_class_1_employee');
    const c2 = f.get('ni_class_2');
    const c4 = f.get('ni_class_4');
    return perRow(f, (i) => c1[i]! + c2[i]! + c4[i]!);
  },
});
