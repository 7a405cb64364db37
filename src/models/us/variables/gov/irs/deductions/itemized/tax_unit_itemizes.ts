import { defineUsVariable, type UsFormulaContext } from '../../../../us-variable.js';

/**
 * Whether the tax unit itemizes: when its itemized deductions exceed the standard deduction
 * together with the deduction for non-itemizers' charitable gifts.
 *
 * The state and local tax deduction is at most min(cap, AGI, real-estate taxes + the largest
 * sales-tax table amount or the state income tax withheld), and the overall
 * limitation only lowers the total; when even that upper bound leaves every row below its standard deduction,
 * nobody itemizes and the sales-tax estimate (which reads every state's cash assistance) is not
 * computed. The result is the same either way.
 */
export const tax_unit_itemizes = defineUsVariable({
  id: 'tax_unit_itemizes',
  entity: 'tax_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Itemizes deductions',
  reference: 'https://www.law.cornell.edu/uscode/text/26/63#e',
  formula: (f) => {
    const standard = f.get('standard_deduction');
    const charitable = f.get('charitable_deduction_for_non_itemizers');
    const out = new Uint8Array(f.size);
    if (!mayItemize(f, standard, charitable)) return out;
    const itemized = f.get('itemized_taxable_income_deductions');
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] = itemized[i]! > standard[i]! + charitable[i]! ? 1 : 0;
    return out;
  },
});

/** False when no row's itemized deductions can exceed its standard deduction, whatever its SALT. */
function mayItemize(
  f: UsFormulaContext,
  standard: ArrayLike<number>,
  charitable: ArrayLike<number>,
): boolean {
  const medical = f.get('medical_expense_deduction');
  const interest = f.get('interest_deduction');
  const gifts = f.get('charitable_deduction');
  const cap = f.get('salt_cap');
  const agi = f.get('adjusted_gross_income');
  const realEstate = f.sum('real_estate_taxes');
  const salesTax = f.get('state_sales_tax_deduction_max');
  const withheld = f.get('state_withheld_income_tax');
  for (let i = 0, n = f.size; i < n; i += 1) {
    const salesOrIncome = Math.max(salesTax[i]!, withheld[i]!);
    const saltBound = Math.min(cap[i]!, Math.max(0, agi[i]!), realEstate[i]! + salesOrIncome);
    if (medical[i]! + interest[i]! + gifts[i]! + saltBound > standard[i]! + charitable[i]!)
      return true;
  }
  return false;
}
