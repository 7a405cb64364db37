import { defineUsVariable } from '../../../../us-variable.js';

/** Interest deduction: home mortgage interest (balances are not modelled, so all of it). */
export const interest_deduction = defineUsVariable({
  id: 'interest_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Interest deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/163#h_3',
  formula: (f) => f.sum('home_mortgage_interest'),
});
