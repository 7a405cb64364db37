import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * South Carolina addition of federal deductions it does not recognise (SC1040 line 1e): on the 2025
 * return, of Public Law 119-21 (2025), the standard deduction increase for a non-itemiser, the senior deduction and
 * the tips and overtime deductions; and the qualified business income deduction, as
 * PolicyEngine-US adds it back (measured on its cases; the SC code section was not checked).
 */
export const sc_federal_conformity_addback = defineUsVariable({
  id: 'sc_federal_conformity_addback',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina federal non-conformity addition',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: 'https://dor.sc.gov/income-tax-south-carolina-internal-revenue-code-conformity-update',
  formula: (f) => {
    const recognised = byFilingStatus(
      f,
      f.p.gov.states.sc.tax.income.additions.pre_obbba_standard_deduction,
    );
    const federal = byFilingStatus(f, f.p.gov.irs.deductions.standard.amount);
    const itemizes = f.get('tax_unit_itemizes');
    const senior = f.get('additional_senior_deduction');
    const tips = f.get('tip_income_deduction');
    const overtime = f.get('overtime_income_deduction');
    const qbi = f.get('qualified_business_income_deduction');
    const obbba = f.p.gov.states.sc.tax.income.additions.obbba_addback_in_effect;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const standard = itemizes[i] ? 0 : Math.max(0, federal[i]! - recognised[i]!);
      out[i] = qbi[i]! + (obbba ? standard + senior[i]! + tips[i]! + overtime[i]! : 0);
    }
    return out;
  },
});
