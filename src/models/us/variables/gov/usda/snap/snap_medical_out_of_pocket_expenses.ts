import { defineUsVariable } from '../../../us-variable.js';

/** Monthly medical costs of an elderly or disabled person that SNAP may deduct: premiums and other out-of-pocket costs. */
export const snap_medical_out_of_pocket_expenses = defineUsVariable({
  id: 'snap_medical_out_of_pocket_expenses',
  entity: 'person',
  valueType: 'float',
  period: 'month',
  label: 'SNAP allowable medical expenses',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/cfr/text/7/273.9#d_3',
  formula: (f) => {
    const premiums = f.get('medical_expense_health_insurance_premiums');
    const other = f.get('other_medical_expenses');
    const elderly = f.get('is_usda_elderly');
    const disabled = f.get('is_usda_disabled');
    // Medicare Savings Programs pay the Part B premium of their enrollees.
    const msp = f.get('is_msp_eligible');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = elderly[i] || disabled[i] ? (msp[i] ? 0 : premiums[i]!) + other[i]! : 0;
    return out;
  },
});
