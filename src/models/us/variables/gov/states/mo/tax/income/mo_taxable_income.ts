import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Missouri taxable income of the return (RSMo 143.111; MO-1040 line 27): Missouri AGI less the
 * federal standard deduction — or, for a federal itemiser, the Missouri itemized deductions — the
 * federal income tax deduction, the pension and Social Security exemption and, for a head of
 * household or surviving spouse, the additional exemption; at least 0. The personal and dependent
 * exemptions follow the federal ones, which are 0.
 */
export const mo_taxable_income = defineUsVariable({
  id: 'mo_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Missouri taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  reference: 'https://revisor.mo.gov/main/OneSection.aspx?section=143.111',
  formula: (f) => {
    const hoh = f.p.gov.states.mo.tax.income.deductions.head_of_household_exemption;
    const { HEAD_OF_HOUSEHOLD, SURVIVING_SPOUSE } = FILING_STATUS.codes;
    const status = f.get('filing_status');
    const agi = f.get('mo_agi');
    const itemizes = f.get('tax_unit_itemizes');
    const itemized = f.get('mo_itemized_deductions');
    const standard = f.get('standard_deduction');
    const federal = f.get('mo_federal_income_tax_deduction');
    const pension = f.get('mo_pension_and_ss_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const exemption = status[i] === HEAD_OF_HOUSEHOLD || status[i] === SURVIVING_SPOUSE ? hoh : 0;
      const deduction = itemizes[i] ? itemized[i]! : standard[i]!;
      out[i] = Math.max(0, agi[i]! - deduction - federal[i]! - pension[i]! - exemption);
    }
    return out;
  },
});
