import { defineUsVariable } from '../../us-variable.js';

/** Expenses the SPM subtracts from resources: medical out-of-pocket costs, capped work and child care costs, child support paid. */
export const spm_unit_spm_expenses = defineUsVariable({
  id: 'spm_unit_spm_expenses',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'SPM unit expenses',
  unit: 'currency-USD',
  formula: (f) => {
    const medical = f.get('spm_unit_medical_out_of_pocket_expenses');
    const childcare = f.get('spm_unit_capped_work_childcare_expenses');
    const support = f.sum('child_support_expense');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = medical[i]! + childcare[i]! + support[i]!;
    return out;
  },
});
