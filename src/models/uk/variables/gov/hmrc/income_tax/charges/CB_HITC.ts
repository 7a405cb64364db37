import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** On the partner with the higher adjusted net income above the threshold: 1% of the unit’s Child Benefit per 200 of income above it (taken continuously, as PolicyEngine-UK does; the law counts whole 200s), up to all of it (shared when partners tie). */
export const CB_HITC = defineUkVariable({
  id: 'CB_HITC',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'High Income Child Benefit Charge',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2003/1/section/681C',
  formula: (f) => {
    const ani = f.get('adjusted_net_income');
    const top = f.get('has_highest_adjusted_net_income');
    const ties = f.get('benunit_highest_income_adults');
    const cb = f.get('child_benefit');
    const p = f.p.gov.hmrc.income_tax.charges.cb_hitc;
    return perRow(f, (i) => {
      if (!top[i]) return 0;
      const excess = Math.max(0, ani[i]! - p.threshold);
      const share = Math.min(1, excess / p.phase_out_width);
      return (cb[i]! * share) / ties[i]!;
    });
  },
});
