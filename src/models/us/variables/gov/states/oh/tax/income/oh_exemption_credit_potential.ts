import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Ohio exemption credit (Schedule of Credits line 9) before the tax limit: \$20 per exemption when the income tax base is under \$30,000 (R.C. 5747.022).
 */
export const oh_exemption_credit_potential = defineUsVariable({
  id: 'oh_exemption_credit_potential',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio exemption credit (before the tax limit)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: 'https://codes.ohio.gov/ohio-revised-code/section-5747.022',
  formula: (f) => {
    const p = f.p.gov.states.oh.tax.income.credits;
    const income = f.get('oh_taxable_income');
    const count = f.get('oh_exemption_count');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (income[i]! < p.exemption_credit_income_limit)
        out[i] = count[i]! * p.exemption_credit_amount;
    return out;
  },
});
