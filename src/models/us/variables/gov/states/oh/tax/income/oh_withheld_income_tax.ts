import { defineUsVariable } from '../../../../../us-variable.js';
import { ohScheduleTax } from './oh-schedule.js';
import { bracketAbove } from '../../../../../scale-over.js';

/**
 * Ohio income tax withheld (estimate for the SALT deduction): the rate schedule on the filer's
 * part of federal AGI less one exemption (none above the exemption MAGI limit), as an employer withholds
 * (IT 4).
 */
export const oh_withheld_income_tax = defineUsVariable({
  id: 'oh_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Ohio income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: 'https://tax.ohio.gov/business/ohio-business-taxes/employer-withholding',
  formula: (f) => {
    const p = f.p.gov.states.oh.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const income = Math.max(0, agi[i]!);
      const exemption =
        income <= p.exemption.magi_limit ? bracketAbove(p.exemption.amount, income) : 0;
      out[i] = ohScheduleTax(p, Math.max(0, income - exemption));
    }
    return out;
  },
});
