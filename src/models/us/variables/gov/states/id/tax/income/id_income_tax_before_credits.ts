import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Idaho tax (Idaho Code 63-3024(a)): the rate on taxable income over the zero bracket (twice the single amount on a joint or head-of-household return). */
export const id_income_tax_before_credits = defineUsVariable({
  id: 'id_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Idaho income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ID'] },
  reference: 'https://legislature.idaho.gov/statutesrules/idstat/Title63/T63CH30/SECT63-3024/',
  formula: (f) => {
    const p = f.p.gov.states.id.tax.income;
    const status = f.get('filing_status');
    const { JOINT, SURVIVING_SPOUSE, HEAD_OF_HOUSEHOLD } = FILING_STATUS.codes;
    const income = f.get('id_taxable_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const s = status[i];
      const doubled = s === JOINT || s === SURVIVING_SPOUSE || s === HEAD_OF_HOUSEHOLD;
      out[i] = p.rate * Math.max(0, income[i]! - p.zero_bracket * (doubled ? 2 : 1));
    }
    return out;
  },
});
