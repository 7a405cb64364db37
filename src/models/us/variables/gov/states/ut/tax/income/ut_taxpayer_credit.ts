import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Utah taxpayer tax credit (Utah Code 59-10-1018; TC-40 lines 11–20): 6% of the federal standard
 * deduction — or, for a federal itemiser, the itemized deductions less the state and local
 * income or sales tax in them (the SALT deduction above real estate taxes) — plus the personal
 * exemption per dependent — twice for a dependent born in the year (age 0; 59-10-1018(1)(g), from
 * 2023, HB 54) — less 1.3% of state taxable income over the base amount; at least 0.
 */
export const ut_taxpayer_credit = defineUsVariable({
  id: 'ut_taxpayer_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Utah taxpayer tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['UT'] },
  reference: 'https://le.utah.gov/xcode/Title59/Chapter10/59-10-S1018.html',
  formula: (f) => {
    const p = f.p.gov.states.ut.tax.income.credits.taxpayer;
    const base = f.lookup(p.phase_out_threshold, f.get('filing_status'), FILING_STATUS);
    const itemizes = f.get('tax_unit_itemizes');
    const standard = f.get('standard_deduction');
    const itemized = f.get('itemized_taxable_income_deductions');
    const salt = f.get('salt_deduction');
    const realEstate = f.sum('real_estate_taxes');
    const dependents = f.get('tax_unit_count_dependents');
    const newborns = f.count({ mask: 'ut_newborn_dependent' });
    const income = f.get('ut_taxable_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const deduction = itemizes[i]
        ? itemized[i]! - Math.max(0, salt[i]! - realEstate[i]!)
        : standard[i]!;
      const initial = p.rate * (deduction + (dependents[i]! + newborns[i]!) * p.personal_exemption);
      const phaseOut = p.phase_out_rate * Math.max(0, income[i]! - base[i]!);
      out[i] = Math.max(0, initial - phaseOut);
    }
    return out;
  },
});
