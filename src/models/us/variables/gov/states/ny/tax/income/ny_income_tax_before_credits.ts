import { FILING_STATUS } from '../../../../../enums.js';
import { nyTax } from './ny-schedule.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** New York State tax (IT-201 line 39): the rate schedule of the filing status with the supplemental tax above 107,650 dollars of New York AGI (Tax Law 601). */
export const ny_income_tax_before_credits = defineUsVariable({
  id: 'ny_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New York tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/TAX/601',
  formula: (f) => {
    const p = f.p.gov.states.ny.tax.income;
    const income = f.get('ny_taxable_income');
    const agi = f.get('ny_agi');
    const status = f.get('filing_status');
    const { JOINT, SURVIVING_SPOUSE, HEAD_OF_HOUSEHOLD } = FILING_STATUS.codes;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const s = status[i];
      const scale =
        s === JOINT || s === SURVIVING_SPOUSE
          ? p.rates.joint
          : s === HEAD_OF_HOUSEHOLD
            ? p.rates.head_of_household
            : p.rates.single;
      out[i] = nyTax(scale, p, income[i]!, agi[i]!);
    }
    return out;
  },
});
