import { describe, expect, it } from 'vitest';
import { ArtifactDescriptorSchema, rowIdsSha256 } from './artifact-descriptor.js';
import { sha256Hex } from './digest.js';
import { MacroOutputSchema } from './macro-output.js';
import { createOutputPlan } from './output-plan.js';
import { ReportExecutionError, ReportExecutionResultSchema } from './report-execution.js';
import { SimulationInputSchema } from './simulation-input.js';
import { validateWith } from './validation.js';

const hex = (c: string): string => c.repeat(64);
const plan = createOutputPlan({
  household: ['household_id', 'household_weight', 'household_net_income'],
});
const bundle = {
  country: 'us',
  modelVersion: '0.1.0',
  systemHash: 'abc',
  datasetDigest: hex('d'),
} as const;
const descriptor = {
  key: `simulations/baseline-${hex('e')}.parquet`,
  mediaType: 'application/vnd.apache.parquet',
  sha256: hex('e'),
  size: 1234,
  rowIdentity: [{ entity: 'household', rowCount: 10, idsSha256: hex('f') }],
  outputPlanSha256: plan.sha256,
  modelBundle: bundle,
} as const;
const provenance = {
  country: 'us',
  year: 2026,
  region: 'us',
  dataset: 'default',
  datasetDigest: hex('d'),
  modelVersion: '0.1.0',
  baselineSystemHash: 'abc',
  reformSystemHash: 'def',
  outputPlanSha256: plan.sha256,
} as const;
const pair = { baseline: 0.1, reform: 0.2 };
const macroOutput = {
  budget: {
    tax_revenue_impact: 1,
    state_tax_revenue_impact: 0,
    benefit_spending_impact: 2,
    budgetary_impact: -1,
    households: 10,
    baseline_net_income: 100,
  },
  inequality: { gini: pair, top_10_pct_share: pair, top_1_pct_share: pair },
  model_version: '0.1.0',
  data_version: 'synthetic-2026',
  provenance,
};

describe('contract schemas', () => {
  it('accepts a simulation input and rejects unknown fields and bad segment indices', () => {
    const input = {
      role: 'reform',
      country: 'us',
      year: 2026,
      region: 'group-03',
      dataset: 'default',
      policy: 'current-law',
      outputPlan: plan,
      segmentIndex: 2,
      deliveryMode: 'return',
      reportId: 'r1',
      correlationId: 'c1',
    };
    expect(SimulationInputSchema.safeParse(input).success).toBe(true);
    const bad = validateWith(SimulationInputSchema, {
      ...input,
      segmentIndex: -1,
      extra: true,
      role: 'shadow',
    });
    expect(bad.ok ? [] : bad.issues.map((i) => i.code).sort()).toEqual([
      'invalid_value',
      'unknown_field',
      'value_too_small',
    ]);
  });

  it('accepts artifact descriptors and rejects malformed digests', () => {
    expect(ArtifactDescriptorSchema.safeParse(descriptor).success).toBe(true);
    expect(
      ArtifactDescriptorSchema.safeParse({ ...descriptor, sha256: 'E'.repeat(64) }).success,
    ).toBe(false);
    expect(ArtifactDescriptorSchema.safeParse({ ...descriptor, size: 1.5 }).success).toBe(false);
  });

  it('accepts a partial MacroOutput and rejects non-finite numbers and unknown sections', () => {
    expect(MacroOutputSchema.safeParse(macroOutput).success).toBe(true);
    expect(
      MacroOutputSchema.safeParse({
        ...macroOutput,
        budget: { ...macroOutput.budget, households: Number.NaN },
      }).success,
    ).toBe(false);
    expect(MacroOutputSchema.safeParse({ ...macroOutput, wealth: {} }).success).toBe(false);
    const decile = { average: { '1': 0 }, relative: {} };
    expect(MacroOutputSchema.safeParse({ ...macroOutput, decile }).success).toBe(false);
  });

  it('accepts a report execution result', () => {
    const result = {
      reportId: 'r1',
      macroOutput,
      reportAggregateSha256: hex('a'),
      outputPlan: plan,
      artifacts: {
        baseline: descriptor,
        reform: { ...descriptor, key: `simulations/reform-${hex('e')}.parquet` },
      },
      provenance,
    };
    expect(ReportExecutionResultSchema.safeParse(result).success).toBe(true);
    expect(
      ReportExecutionResultSchema.safeParse({ ...result, artifacts: { baseline: descriptor } })
        .success,
    ).toBe(false);
  });

  it('carries a Failure in ReportExecutionError, with its code', () => {
    const error = new ReportExecutionError(
      {
        code: 'simulation_wait_timeout',
        summary: 'waited 600 s [correlation c1]',
        correlationId: 'c1',
        retryable: false,
      },
      'r1',
    );
    expect(error.code).toBe('simulation_wait_timeout');
    expect(error.failure.correlationId).toBe('c1');
    expect(error.reportId).toBe('r1');
    expect(error.name).toBe('ReportExecutionError');
  });
});

describe('rowIdsSha256', () => {
  it('hashes ids as little-endian int32 in row order', () => {
    expect(rowIdsSha256(Int32Array.from([1, -2]))).toBe(
      sha256Hex(new Uint8Array([1, 0, 0, 0, 0xfe, 0xff, 0xff, 0xff])),
    );
    expect(rowIdsSha256(Int32Array.from([1, 2]))).not.toBe(rowIdsSha256(Int32Array.from([2, 1])));
  });
});
