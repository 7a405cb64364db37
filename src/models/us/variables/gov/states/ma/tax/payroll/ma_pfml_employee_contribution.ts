import { defineUsVariable } from '../../../../../us-variable.js';
import { wageContribution } from '../../../tax/payroll/wage-contribution.js';

/** An employee's Massachusetts paid family and medical leave contribution (the largest share an employer may deduct), on wages up to the Social Security wage base. */
export const ma_pfml_employee_contribution = defineUsVariable({
  id: 'ma_pfml_employee_contribution',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Massachusetts PFML employee contribution',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXXII/Chapter175M/Section6',
  formula: (f) => {
    const cap = f.p.gov.irs.payroll.social_security.cap;
    return wageContribution(f, f.p.gov.states.ma.tax.payroll.pfml.employee_rate, { wageBase: cap });
  },
});
