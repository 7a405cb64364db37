import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Idaho deduction for dependent care expenses (Idaho Code 63-3022D): the child care expenses for
 * the federal credit's qualifying individuals, up to $6,000 for one and $12,000 for two or more,
 * and up to the lower earned income of the filers.
 */
export const id_child_care_deduction = defineUsVariable({
  id: 'id_child_care_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Idaho child care deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ID'] },
  reference: 'https://legislature.idaho.gov/statutesrules/idstat/Title63/T63CH30/SECT63-3022D/',
  formula: (f) => {
    const p = f.p.gov.states.id.tax.income.deductions;
    const expenses = f.get('tax_unit_childcare_expenses');
    const count = f.get('count_cdcc_eligible');
    const earnings = f.min('cdcc_filer_earnings');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const cap =
        count[i]! >= 2 ? p.child_care_cap_more : count[i]! === 1 ? p.child_care_cap_one : 0;
      out[i] = Math.max(0, Math.min(expenses[i]!, cap, earnings[i]!));
    }
    return out;
  },
});
