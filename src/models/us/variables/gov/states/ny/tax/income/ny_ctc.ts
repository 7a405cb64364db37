import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Empire State child credit, refundable (Tax Law 606(c-1)). 2024: for the qualifying children under 17, 33% of the child credit under the federal rules of 2017 (1,000 dollars a child, reduced 50 dollars per 1,000 of AGI above 75,000 / 110,000, limited to the federal tax plus 15% of earnings above 3,000), at least 100 dollars a child when AGI is within the threshold. From 2025: 1,000 dollars a child under 4 and 330 (2026: 500) a child 4 to 16, reduced 16.50 dollars per 1,000 of New York AGI above the start. */
export const ny_ctc = defineUsVariable({
  id: 'ny_ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Empire State child credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/TAX/606',
  formula: (f) => {
    const c = f.p.gov.states.ny.tax.income.credits;
    const year = Number(f.period.start.slice(0, 4));
    const young = f.count({ mask: 'ny_ctc_young_child' });
    const older = f.count({ mask: 'ny_ctc_child' });
    const start = f.lookup(c.escc_phase_out_start, f.get('filing_status'), FILING_STATUS);
    const nyAgi = f.get('ny_agi');
    const agi = f.get('adjusted_gross_income');
    const tax = f.get('income_tax_before_credits');
    const earned = f.get('tax_unit_earned_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (year < 2025) {
        const children = young[i]! + older[i]!;
        if (children === 0) continue;
        const steps = Math.ceil(Math.max(0, agi[i]! - start[i]!) / 1_000);
        const maximum = Math.max(0, 1_000 * children - steps * c.escc_phase_out_rate);
        const allowed = Math.min(maximum, tax[i]! + 0.15 * Math.max(0, earned[i]! - 3_000));
        // the 100-dollar minimum is only for AGI up to the threshold
        const minimum = agi[i]! <= start[i]! ? 100 * children : 0;
        out[i] = Math.max(minimum, 0.33 * allowed);
      } else {
        const full = young[i]! * c.escc_young_amount + older[i]! * c.escc_child_amount;
        const steps = Math.ceil(Math.max(0, nyAgi[i]! - start[i]!) / 1_000);
        out[i] = Math.max(0, full - steps * c.escc_phase_out_rate);
      }
    }
    return out;
  },
});
