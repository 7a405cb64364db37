import { defineUsVariable } from '../../../../../us-variable.js';

/** The Oklahoma child care/child tax credit (Form 511 line 14; 68 O.S. 2357.26(B)) when it is taken as the child tax credit: 5% of the federal child tax credit allowed (the part used against tax and the additional credit), when that is larger than 20% of the federal child and dependent care credit and federal AGI is at most $100,000; times Oklahoma AGI over federal AGI when that is less (Form 511 instructions, line 14); non-refundable. */
export const ok_ctc = defineUsVariable({
  id: 'ok_ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma child tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: 'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
  formula: (f) => {
    const p = f.p.gov.states.ok.tax.income.credits.child;
    const agi = f.get('adjusted_gross_income');
    const okAgi = f.get('ok_agi');
    const ctc = f.get('ctc_value');
    const cdcc = f.get('cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (agi[i]! > p.agi_limit) continue;
      // A filer whose Oklahoma AGI is below federal AGI gets that share of the credit.
      const share = agi[i]! > 0 ? Math.min(1, Math.max(0, okAgi[i]!) / agi[i]!) : 1;
      const fromCtc = share * p.ctc_fraction * ctc[i]!;
      const fromCdcc = share * p.cdcc_fraction * cdcc[i]!;
      if (fromCtc > fromCdcc) out[i] = fromCtc;
    }
    return out;
  },
});
