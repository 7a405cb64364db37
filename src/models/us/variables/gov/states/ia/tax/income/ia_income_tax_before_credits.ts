import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Iowa tax before credits (IA 1040 line 5; Iowa Code 422.5A): the joint schedule for joint filers, the other schedule for everyone else, on Iowa taxable income. */
export const ia_income_tax_before_credits = defineUsVariable({
  id: 'ia_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Iowa income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: 'https://www.legis.iowa.gov/docs/code/422.5A.pdf',
  formula: (f) => {
    const rates = f.p.gov.states.ia.tax.income.rates;
    const income = f.get('ia_taxable_income');
    const status = f.get('filing_status');
    const joint = rates.joint.calc(income);
    const other = rates.other.calc(income);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = status[i] === FILING_STATUS.codes.JOINT ? joint[i]! : other[i]!;
    return out;
  },
});
