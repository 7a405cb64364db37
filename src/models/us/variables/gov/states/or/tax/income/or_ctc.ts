import { defineUsVariable } from '../../../../../us-variable.js';

/** Oregon Kids Credit, refundable (ORS 315.273): the amount per dependent under 6 (at most five), phased out linearly over Oregon AGI from $25,000 to $30,000. */
export const or_ctc = defineUsVariable({
  id: 'or_ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oregon Kids Credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: 'https://oregon.public.law/statutes/ors_315.273',
  formula: (f) => {
    const p = f.p.gov.states.or.tax.income.credits.ctc;
    const agi = f.get('or_agi');
    const dependent = f.members('is_tax_unit_dependent');
    const age = f.members('age');
    const young = new Float64Array(age.length);
    for (let i = 0; i < age.length; i += 1)
      young[i] = dependent[i] && age[i]! < p.age_limit ? 1 : 0;
    const children = f.aggregate(young, 'person', 'sum');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const reduction = Math.min(1, Math.max(0, agi[i]! - p.phase_out_start) / p.phase_out_width);
      out[i] = p.amount * Math.min(children[i]!, p.child_limit) * (1 - reduction);
    }
    return out;
  },
});
