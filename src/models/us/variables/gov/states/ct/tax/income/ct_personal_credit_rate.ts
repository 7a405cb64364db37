import { bracketAbove } from '../../../../../scale-over.js';
import { perFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Connecticut personal tax credit share (Tax Calculation Schedule line 8; Table E; CGS 12-703(a)): the decimal for Connecticut AGI, each row covering AGI more than its threshold up to the next inclusive. */
export const ct_personal_credit_rate = defineUsVariable({
  id: 'ct_personal_credit_rate',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut personal tax credit share',
  unit: '/1',
  definedFor: { variable: 'state_code', values: ['CT'] },
  reference: 'https://www.cga.ct.gov/current/pub/chap_229.htm#sec_12-703',
  formula: (f) => {
    const agi = f.get('ct_agi');
    return perFilingStatus(f, f.p.gov.states.ct.tax.income.credits.personal, (table) =>
      Array.from(agi, (amount) => bracketAbove(table, amount)),
    );
  },
});
