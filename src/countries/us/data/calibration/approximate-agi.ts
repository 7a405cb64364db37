import { IdIndex, datasetTable, type Dataset } from '../../../../data/index.js';
import { getColumn } from '../../../../data/index.js';
import { usUpratingFactor } from '../uprating/uprating-indices.js';

/**
 * Approximate income tax returns derived from a dataset's inputs without the model: one per tax
 * unit (the first `taxUnits` entries, in tax unit row order), then one per dependent with
 * earnings of their own (dependents file their own returns for withheld tax).
 */
export interface TaxUnitSummary {
  /** Number of tax units; entries past it are dependents' own returns. */
  readonly taxUnits: number;
  /** Household row of each return. */
  readonly householdRow: Int32Array;
  /** Approximate adjusted gross income. */
  readonly agi: Float64Array;
  /** Net capital gain in AGI (losses limited to $3,000). */
  readonly netCapitalGains: Float64Array;
  /** 1 when the return is taken to be filed. */
  readonly files: Uint8Array;
}

type Fifteen<T> = [T, T, T, T, T, T, T, T, T, T, T, T, T, T, T];

/** 2024 gross-income filing thresholds (Rev. Proc. 2023-34 standard deductions) and the 65+ additions. */
const FILING_THRESHOLD_2024 = {
  single: 14600,
  joint: 29200,
  headOfHousehold: 21900,
  agedSingle: 1950,
  agedJoint: 1550,
} as const;

/**
 * Approximates each return's AGI from inputs: wages, self-employment income less half of
 * self-employment tax, unemployment compensation, taxable pensions, taxable interest, dividends,
 * capital gains (net losses limited to $3,000) and the taxable part of Social Security (IRC §86
 * with the $25,000/$32,000 base and $34,000/$44,000 adjusted base amounts). Tips and overtime are
 * taken to be inside wages. Above-the-line deductions other than half SE tax are ignored.
 * Dependents' own earnings go on their own return. A unit files when gross income reaches the filing threshold (2024 amounts, carried to other
 * years with CPI-U), or it has wages, or self-employment income of $400 or more.
 */
export function summariseTaxUnits(dataset: Dataset): TaxUnitSummary {
  const person = datasetTable(dataset, 'person');
  const taxUnit = datasetTable(dataset, 'tax_unit');
  const household = datasetTable(dataset, 'household');
  const unitIndex = new IdIndex(getColumn(taxUnit, 'tax_unit_id').values, 'tax_unit');
  const householdIndex = new IdIndex(getColumn(household, 'household_id').values, 'household');
  const n = taxUnit.rowCount;
  const col = (name: string) => getColumn(person, name).values;
  const unitOf = col('tax_unit_id');
  const householdOf = col('household_id');
  const grossWages = col('employment_income');
  const deferred = col('pre_tax_contributions');
  // W-2 box 1 wages: elective deferrals are not in gross income.
  const wages = Float64Array.from(grossWages, (w, i) => w - deferred[i]!);
  const [
    ,
    se,
    ui,
    pension,
    interest,
    exempt,
    qdiv,
    ndiv,
    ltcg,
    stcg,
    ssr,
    ssd,
    age,
    spouse,
    dependent,
  ] = [
    'employment_income',
    'self_employment_income',
    'unemployment_compensation',
    'taxable_pension_income',
    'taxable_interest_income',
    'tax_exempt_interest_income',
    'qualified_dividend_income',
    'non_qualified_dividend_income',
    'long_term_capital_gains',
    'short_term_capital_gains',
    'social_security_retirement',
    'social_security_disability',
    'age',
    'is_tax_unit_spouse',
    'is_tax_unit_dependent',
  ].map(col) as unknown as Fifteen<ArrayLike<number>>;
  const other = new Float64Array(n);
  const gains = new Float64Array(n);
  const social = new Float64Array(n);
  const exemptInterest = new Float64Array(n);
  const seIncome = new Float64Array(n);
  const hasWages = new Uint8Array(n);
  const joint = new Uint8Array(n);
  const aged = new Uint8Array(n);
  const dependents = new Uint8Array(n);
  const householdRow = new Int32Array(n);
  const dependentReturns: { household: number; earnings: number }[] = [];
  const halfSeTax = (x: number): number => (x > 0 ? 0.5 * 0.153 * 0.9235 * x : 0);
  for (let i = 0; i < person.rowCount; i++) {
    const u = unitIndex.rowOf(unitOf[i]!);
    householdRow[u] = householdIndex.rowOf(householdOf[i]!);
    other[u]! += ui[i]! + pension[i]! + interest[i]! + qdiv[i]! + ndiv[i]!;
    const selfEmployment = se[i]!;
    if (dependent[i] === 1 && wages[i]! + selfEmployment > 0) {
      dependentReturns.push({
        household: householdRow[u]!,
        earnings: wages[i]! + selfEmployment - halfSeTax(selfEmployment),
      });
    } else {
      other[u]! += wages[i]! + selfEmployment - halfSeTax(selfEmployment);
      seIncome[u]! += selfEmployment;
      if (wages[i]! > 0) hasWages[u] = 1;
    }
    gains[u]! += ltcg[i]! + stcg[i]!;
    social[u]! += ssr[i]! + ssd[i]!;
    exemptInterest[u]! += exempt[i]!;
    if (spouse[i] === 1) joint[u] = 1;
    if (dependent[i] === 1) dependents[u] = 1;
    else if (age[i]! >= 65) aged[u]! += 1;
  }
  const scale = usUpratingFactor('cpi_u', 2024, dataset.year);
  const t = FILING_THRESHOLD_2024;
  const total = n + dependentReturns.length;
  const agi = new Float64Array(total);
  const netCapitalGains = new Float64Array(total);
  const files = new Uint8Array(total);
  const returnHousehold = new Int32Array(total);
  returnHousehold.set(householdRow);
  dependentReturns.forEach((d, k) => {
    agi[n + k] = d.earnings;
    files[n + k] = 1;
    returnHousehold[n + k] = d.household;
  });
  for (let u = 0; u < n; u++) {
    const net = Math.max(gains[u]!, -3000);
    netCapitalGains[u] = net;
    const base = other[u]! + net;
    const ss = social[u]!;
    const provisional = base + exemptInterest[u]! + 0.5 * ss;
    const [b1, b2] = joint[u] ? [32000, 44000] : [25000, 34000];
    const taxableSs =
      provisional <= b1
        ? 0
        : provisional <= b2
          ? Math.min(0.5 * ss, 0.5 * (provisional - b1))
          : Math.min(0.85 * ss, 0.85 * (provisional - b2) + Math.min(0.5 * ss, 0.5 * (b2 - b1)));
    agi[u] = base + taxableSs;
    const threshold =
      (joint[u]
        ? t.joint + t.agedJoint * aged[u]!
        : (dependents[u] ? t.headOfHousehold : t.single) + t.agedSingle * Math.min(1, aged[u]!)) *
      scale;
    const gross = other[u]! + Math.max(gains[u]!, 0) + taxableSs;
    files[u] = gross >= threshold || hasWages[u] === 1 || seIncome[u]! >= 400 ? 1 : 0;
  }
  return { taxUnits: n, householdRow: returnHousehold, agi, netCapitalGains, files };
}
