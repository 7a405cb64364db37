import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Idaho taxable income (Form 40 line 19): adjusted income less the larger of the federal standard
 * deduction and the Idaho itemized deductions, the federal qualified business income deduction
 * and the federal deduction for seniors (26 U.S.C. 199A, 151(d)(5)(C), which Idaho follows as part
 * of federal taxable income; Idaho Code 63-3022); at least 0.
 */
export const id_taxable_income = defineUsVariable({
  id: 'id_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Idaho taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ID'] },
  reference: 'https://legislature.idaho.gov/statutesrules/idstat/Title63/T63CH30/SECT63-3022/',
  formula: (f) => {
    const agi = f.get('id_agi');
    const standard = f.get('standard_deduction');
    const itemized = f.get('id_itemized_deductions');
    const senior = f.get('additional_senior_deduction');
    const qbi = f.get('qualified_business_income_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - Math.max(standard[i]!, itemized[i]!) - senior[i]! - qbi[i]!);
    return out;
  },
});
