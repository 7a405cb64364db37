import { defineUsVariable } from '../../../us-variable.js';

/** School meal countable income as a share of the poverty guideline. */
export const school_meal_fpg_ratio = defineUsVariable({
  id: 'school_meal_fpg_ratio',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'School meal income to poverty ratio',
  unit: '/1',
  quantity: 'stock',
  formula: (f) => {
    const income = f.get('school_meal_countable_income');
    const fpg = f.get('spm_unit_fpg');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = income[i]! / fpg[i]!;
    return out;
  },
});
