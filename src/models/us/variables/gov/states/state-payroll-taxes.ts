/**
 * The register of the modelled state employee payroll contributions: the one list
 * `state_employee_payroll_contributions` sums from. Each state's programs are person variables in
 * `gov/states/<st>/tax/payroll/` (one per program, parameters at the same path); adding a state is
 * its variables and one line here. Pennsylvania's UC contribution is counted through its income tax
 * entry (`employee_payroll_tax` role) instead.
 */
import { checkStatePayrollTaxes, type StatePayrollTax } from './tax/payroll/state-payroll-tax.js';

/** Every modelled state's employee payroll contributions (checked: known states, each once). */
export const STATE_PAYROLL_TAXES: readonly StatePayrollTax[] = checkStatePayrollTaxes([
  { state: 'CA', contributions: ['ca_sdi_employee_contribution'] },
  { state: 'CO', contributions: ['co_famli_employee_contribution'] },
  { state: 'CT', contributions: ['ct_pfml_employee_contribution'] },
  { state: 'DE', contributions: ['de_paid_leave_employee_contribution'] },
  { state: 'MA', contributions: ['ma_pfml_employee_contribution'] },
  { state: 'ME', contributions: ['me_pfml_employee_contribution'] },
  { state: 'MN', contributions: ['mn_paid_leave_employee_contribution'] },
  {
    state: 'NJ',
    contributions: [
      'nj_tdi_employee_contribution',
      'nj_fli_employee_contribution',
      'nj_ui_employee_contribution',
    ],
  },
  { state: 'NY', contributions: ['ny_sdi_employee_contribution', 'ny_pfl_employee_contribution'] },
  {
    state: 'OR',
    contributions: ['or_paid_leave_employee_contribution', 'or_statewide_transit_tax'],
  },
  { state: 'RI', contributions: ['ri_tdi_employee_contribution'] },
  { state: 'VT', contributions: ['vt_child_care_employee_contribution'] },
]);
