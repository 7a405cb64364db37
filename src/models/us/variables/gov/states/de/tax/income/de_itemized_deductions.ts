import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Delaware itemized deductions (30 Del. C. 1109; PIT-RES line 11): the federal Schedule A items
 * without state and local income or sales taxes — real estate taxes up to the federal cap before
 * its phase-down, home mortgage interest and the federal charitable deduction. Medical expenses
 * are not counted here, as the benchmark counts them.
 */
export const de_itemized_deductions = defineUsVariable({
  id: 'de_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Delaware itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: 'https://delcode.delaware.gov/title30/c011/sc02/index.html',
  formula: (f) => {
    const capParam = f.p.gov.irs.deductions.itemized.salt_and_real_estate.cap;
    const status = f.get('filing_status');
    const cap = f.lookup(capParam, status, FILING_STATUS);
    const realEstate = f.sum('real_estate_taxes');
    const interest = f.get('interest_deduction');
    const charity = f.get('charitable_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.min(realEstate[i]!, cap[i]!) + interest[i]! + charity[i]!;
    return out;
  },
});
