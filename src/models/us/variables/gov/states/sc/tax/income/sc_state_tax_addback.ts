import { FILING_STATUS } from '../../../../../enums.js';
import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * South Carolina addition of the state and local income or sales taxes in federal itemized
 * deductions (SC Code 12-6-1130(2); SC1040 line 1a worksheet): for a federal itemiser, the least of
 * those taxes, the SALT cap less real estate taxes, and the itemized deductions above the standard
 * deduction (the whole itemized amount on a separate return).
 */
export const sc_state_tax_addback = defineUsVariable({
  id: 'sc_state_tax_addback',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina state tax addback',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: 'https://www.scstatehouse.gov/code/t12c006.php',
  formula: (f) => {
    const cap = byFilingStatus(f, f.p.gov.irs.deductions.itemized.salt_and_real_estate.cap);
    const status = f.get('filing_status');
    const itemizes = f.get('tax_unit_itemizes');
    const itemized = f.get('itemized_taxable_income_deductions');
    const standard = f.get('standard_deduction');
    const salt = f.get('state_and_local_sales_or_income_tax');
    const property = f.sum('real_estate_taxes');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!itemizes[i]) continue;
      const sd = status[i] === FILING_STATUS.codes.SEPARATE ? 0 : standard[i]!;
      const above = Math.max(0, itemized[i]! - sd);
      out[i] = Math.min(salt[i]!, Math.max(0, cap[i]! - property[i]!), above);
    }
    return out;
  },
});
