import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Minnesota alternative minimum taxable income (Minn. Stat. 290.091 subd. 2(a); Schedule M1MT
 * line 20): federal AGI less, for a Minnesota itemizer, the medical and charitable deductions
 * (the itemized deductions the statute keeps; the others, mortgage interest among them, are not
 * deductible), and less the Minnesota subtractions. Federal AMT adjustments and preferences,
 * out-of-state bond interest, investment interest, casualty losses and the state refund are not
 * modelled.
 */
export const mn_amt_income = defineUsVariable({
  id: 'mn_amt_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota alternative minimum taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/290.091#stat.290.091.2',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const itemizing = f.get('mn_itemizing');
    const medical = f.get('medical_expense_deduction');
    const charitable = f.get('charitable_deduction');
    const subtractions = f.get('mn_subtractions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const kept = itemizing[i] ? medical[i]! + charitable[i]! : 0;
      out[i] = agi[i]! - kept - subtractions[i]!;
    }
    return out;
  },
});
