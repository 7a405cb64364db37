import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland child tax credit (Form 502 line 44; Tax-General 10-751), refundable: the amount for each dependant under 6 (under 17 if disabled) for federal AGI within the limit, less from 2025 the reduction for each 1,000 dollars (or part) of Maryland AGI above the phase-out start. */
export const md_ctc = defineUsVariable({
  id: 'md_ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland child tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-751',
  formula: (f) => {
    const p = f.p.gov.states.md.tax.income.credits.ctc;
    const age = f.members('age');
    const dependent = f.members('is_tax_unit_dependent');
    const disabled = f.members('is_disabled');
    const children = f.aggregate(
      age.map((a, k) =>
        dependent[k] && a < (disabled[k] ? p.disabled_age_limit : p.age_limit) ? 1 : 0,
      ),
      'person',
      'sum',
    );
    const agi = f.get('adjusted_gross_income');
    const mdAgi = f.get('md_agi');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (children[i]! === 0 || agi[i]! > p.agi_limit) continue;
      const steps = Math.ceil(Math.max(0, mdAgi[i]! - p.phase_out_start) / 1_000);
      out[i] = Math.max(0, children[i]! * p.amount - steps * p.phase_out_reduction);
    }
    return out;
  },
});
