import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Child care expenses of the tax unit: its share of its SPM unit's expenses, in proportion to
 * the SPM unit's children (under 18) it holds, so the shares of the SPM unit's tax units add up
 * to the SPM unit's expenses and a tax unit without children gets none (the credit is for
 * expenses the taxpayer pays for a qualifying individual, 26 U.S.C. 21(b)(2)). In an SPM unit
 * without children (care of an adult incapable of self-care) the share is by members.
 */
export const tax_unit_childcare_expenses = defineUsVariable({
  id: 'tax_unit_childcare_expenses',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Tax unit child care expenses',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/21#b_2',
  formula: (f) => {
    // `get` reads the whole SPM unit's amount on each of its tax units: apportion it.
    const spmExpenses = f.get('childcare_expenses');
    const spmChildren = f.get('spm_unit_count_children');
    const spmSize = f.get('spm_unit_size');
    const children = f.count({ mask: 'is_spm_child' });
    const size = f.count();
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] =
        spmChildren[i]! > 0
          ? (spmExpenses[i]! * children[i]!) / spmChildren[i]!
          : (spmExpenses[i]! * size[i]!) / spmSize[i]!;
    return out;
  },
});
