import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Taxable amounts received as wages, or payments in lieu of wages, for a period of absence from
 * work on account of permanent and total disability (input; IRC §22(c)(2)(B)(iii)). Social Security
 * disability benefits are not such payments.
 */
export const disability_payments = defineUsVariable({
  id: 'disability_payments',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Taxable disability payments in lieu of wages (also entered as wages or pension)',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/22#c_2_B',
});
