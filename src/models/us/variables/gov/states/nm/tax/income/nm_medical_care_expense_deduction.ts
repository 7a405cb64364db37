import { perFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** New Mexico medical care expense deduction (PIT-ADJ; NMSA 7-2-35, repealed from 2025): the share of the unreimbursed medical care expenses for the federal AGI and filing status. */
export const nm_medical_care_expense_deduction = defineUsVariable({
  id: 'nm_medical_care_expense_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Mexico medical care expense deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: 'https://nmonesource.com/nmos/nmsa/en/item/4340/index.do',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const rate = perFilingStatus(f, f.p.gov.states.nm.tax.income.deductions.medical_care, (table) =>
      table.calc(agi),
    );
    const expenses = f.get('itemized_medical_expenses');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = rate[i]! * expenses[i]!;
    return out;
  },
});
