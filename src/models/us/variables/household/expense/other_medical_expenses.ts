import { defineUsVariable } from '../../us-variable.js';

/** Out-of-pocket medical expenses other than health insurance premiums (input). */
export const other_medical_expenses = defineUsVariable({
  id: 'other_medical_expenses',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Out-of-pocket medical expenses other than health insurance premiums',
  unit: 'currency-USD',
});
