import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** New York's expense limit by number of qualifying persons (from 2018: 7,500 / 8,500 / 9,000 for 3 / 4 / 5 or more). */
const NY_EXPENSE_LIMITS = [0, 3_000, 6_000, 7_500, 8_500, 9_000] as const;

/** The New York share of the federal credit by New York AGI (Tax Law 606(c)(1)). */
function nyCdccShare(agi: number): number {
  if (agi <= 25_000) return 1.1;
  if (agi <= 40_000) return 1.1 - (0.1 * (agi - 25_000)) / 15_000;
  if (agi <= 50_000) return 1 - (0.8 * (agi - 40_000)) / 10_000;
  // 50,000 to 65,000: taken as rising linearly to the 60% of 65,000–150,000 (not checked)
  if (agi < 65_000) return 0.2 + (0.4 * (agi - 50_000)) / 15_000;
  if (agi < 150_000) return 0.6;
  return 0.2;
}

/**
 * New York child and dependent care credit, refundable (IT-216; Tax Law 606(c)): the federal credit
 * recomputed with New York's expense limits (the federal percentage on expenses up to 3,000 /
 * 6,000 / 7,500 / 8,500 / 9,000 for 1 to 5 or more qualifying persons, and the lower earnings),
 * times New York's share by New York AGI — 110% to 25,000, down to 100% at 40,000 and 20% at
 * 50,000; 60% from 65,000 to under 150,000 (the 2018 increase); 20% from 150,000. The
 * 50,000–65,000 stretch is taken as linear between 20% and 60% (not checked against IT-216).
 */
export const ny_cdcc = defineUsVariable({
  id: 'ny_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New York child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/TAX/606',
  formula: (f) => {
    const agi = f.get('ny_agi');
    const rate = f.get('cdcc_rate');
    const expenses = f.get('tax_unit_childcare_expenses');
    const count = f.get('count_cdcc_eligible');
    const earnings = f.min('cdcc_filer_earnings');
    const status = f.get('filing_status');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (status[i] === FILING_STATUS.codes.SEPARATE) continue;
      const limit = NY_EXPENSE_LIMITS[Math.min(5, Math.max(0, count[i]!))]!;
      const allowed = Math.max(0, Math.min(expenses[i]!, limit, earnings[i]!));
      out[i] = allowed * rate[i]! * nyCdccShare(agi[i]!);
    }
    return out;
  },
});
