import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Oklahoma itemized deductions (Schedule 511-D; 68 O.S. 2358(A)(5)(c)): the federal itemized
 * deductions without the state income taxes in the state and local tax deduction (what is kept is
 * the real estate taxes, within the federal cap on the deduction), and with everything but medical expenses
 * and charitable contributions limited to $17,000.
 */
export const ok_itemized_deductions = defineUsVariable({
  id: 'ok_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: 'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
  formula: (f) => {
    const limit = f.p.gov.states.ok.tax.income.deductions.itemized_limit;
    const federal = f.get('itemized_taxable_income_deductions');
    const salt = f.get('salt_deduction');
    const cap = f.get('salt_cap');
    const realEstate = f.sum('real_estate_taxes');
    const medical = f.get('medical_expense_deduction');
    const charity = f.get('charitable_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const kept = Math.min(cap[i]!, realEstate[i]!);
      const limited = federal[i]! - salt[i]! + kept - medical[i]! - charity[i]!;
      out[i] = Math.max(0, Math.min(limit, limited) + medical[i]! + charity[i]!);
    }
    return out;
  },
});
