import { FILING_STATUS } from '../../../../../enums.js';
import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Maine personal exemptions (Form 1040ME line 18; 36 MRSA 5126-A): one for each filer (two on a joint return), phased out in proportion to Maine AGI above the start over the range. */
export const me_personal_exemptions = defineUsVariable({
  id: 'me_personal_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine personal exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://legislature.maine.gov/statutes/36/title36sec5126-A.html',
  formula: (f) => {
    const p = f.p.gov.states.me.tax.income.exemption;
    const start = byFilingStatus(f, p.phase_out_start);
    const width = byFilingStatus(f, p.phase_out_width);
    const status = f.get('filing_status');
    const agi = f.get('me_agi');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const count = status[i] === FILING_STATUS.codes.JOINT ? 2 : 1;
      const share = Math.min(1, Math.max(0, agi[i]! - start[i]!) / width[i]!);
      out[i] = count * p.amount * (1 - share);
    }
    return out;
  },
});
