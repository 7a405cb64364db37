import { defineUkVariable } from '../../../uk-variable.js';

/** Class 2 contributions: compulsory Class 2 ended on 6 April 2024 (National Insurance Contributions (Reduction in Rates) Act 2024); voluntary contributions are not modelled. */
export const ni_class_2 = defineUkVariable({
  id: 'ni_class_2',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Class 2 NI',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2024/3/contents',
  formula: (f) => {
    return f.zeros();
  },
});
