import { defineUsVariable } from '../../../../../us-variable.js';
import { riDeductionShare } from './ri-phase-out.js';

/**
 * Rhode Island exemptions (RI-1040 line 6): the exemption amount for each member of the tax unit
 * (the federal return's exemptions), after the high-income phase-out.
 */
export const ri_exemptions = defineUsVariable({
  id: 'ri_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Rhode Island exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  reference: 'http://webserver.rilegislature.gov/Statutes/TITLE44/44-30/44-30-2.6.htm',
  formula: (f) => {
    const amount = f.p.gov.states.ri.tax.income.deductions.exemption;
    const size = f.get('tax_unit_size');
    const share = riDeductionShare(f);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = size[i]! * amount * share[i]!;
    return out;
  },
});
