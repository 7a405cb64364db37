import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Alabama itemized deductions (Schedule A; Code of Alabama 40-18-15(a)): medical expenses above
 * 4% of Alabama AGI, real estate taxes, the employee's Social Security and Medicare taxes and the
 * whole self-employment tax (Alabama allows no deduction for state income tax), home mortgage
 * interest and the federal charitable deduction. Casualty losses and the miscellaneous deductions
 * have no input.
 */
export const al_itemized_deductions = defineUsVariable({
  id: 'al_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Alabama itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AL'] },
  reference: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-15/',
  formula: (f) => {
    const floor = f.p.gov.states.al.tax.income.deductions.medical_floor;
    const agi = f.get('al_agi');
    const medical = f.get('itemized_medical_expenses');
    const realEstate = f.sum('real_estate_taxes');
    const socialSecurity = f.sum('employee_social_security_tax');
    const medicare = f.sum('employee_medicare_tax');
    const additionalMedicare = f.get('additional_medicare_tax');
    const selfEmployment = f.sum('self_employment_tax');
    const interest = f.get('interest_deduction');
    const charity = f.get('charitable_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const medicalDeduction = Math.max(0, medical[i]! - floor * Math.max(0, agi[i]!));
      out[i] =
        medicalDeduction +
        realEstate[i]! +
        socialSecurity[i]! +
        medicare[i]! +
        additionalMedicare[i]! +
        selfEmployment[i]! +
        interest[i]! +
        charity[i]!;
    }
    return out;
  },
});
