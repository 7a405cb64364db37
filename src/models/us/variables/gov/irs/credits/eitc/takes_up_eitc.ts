import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Whether the tax unit claims the EITC when eligible (input; default true: the household
 * calculator gives every eligible unit the credit). Population datasets draw it from the IRS
 * participation estimate.
 */
export const takes_up_eitc = defineUsVariable({
  id: 'takes_up_eitc',
  entity: 'tax_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Claims the EITC if eligible',
  default: true,
});
