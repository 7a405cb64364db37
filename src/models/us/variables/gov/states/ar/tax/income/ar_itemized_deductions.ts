import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Arkansas itemized deductions (Form AR3; A.C.A. 26-51-423), chosen regardless of the federal
 * choice: real estate taxes (no income or sales taxes), home mortgage interest, the federal
 * charitable deduction, and medical expenses above the federal floor share of Arkansas AGI.
 */
export const ar_itemized_deductions = defineUsVariable({
  id: 'ar_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arkansas itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AR'] },
  reference: 'https://www.dfa.arkansas.gov/wp-content/uploads/2024_AR3_ItemizedDeduction.pdf',
  formula: (f) => {
    const floor = f.p.gov.irs.deductions.itemized.medical.floor;
    const realEstate = f.sum('real_estate_taxes');
    const interest = f.get('interest_deduction');
    const charity = f.get('charitable_deduction');
    const medical = f.get('itemized_medical_expenses');
    const agi = f.get('ar_agi');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const medicalDeduction = Math.max(0, medical[i]! - floor * Math.max(0, agi[i]!));
      out[i] = realEstate[i]! + interest[i]! + charity[i]! + medicalDeduction;
    }
    return out;
  },
});
