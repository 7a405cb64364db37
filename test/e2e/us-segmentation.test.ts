import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex, type SimulationInput } from '../../src/contract/index.js';
import { COUNTRY_PACKS, createCountryRuntime, loadCountries } from '../../src/countries/index.js';
import {
  encodeSimulationArtifact,
  mergeSegments,
  runSimulation,
  runSimulationSegment,
  type WorkerRuntime,
} from '../../src/executor/index.js';
import { planOutputs } from '../../src/report/index.js';

const US = COUNTRY_PACKS.us;
const US_REGION_GROUPS = US.regions.segments;
const US_MACRO_PROFILE = US.macroProfile;

// The real US model on a small synthetic dataset: the 20 region-group segments merge to exactly
// the unsegmented simulation (same frames, same bytes, same digest).
let root: string;
let runtime: WorkerRuntime;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fiscus-us-seg-'));
  runtime = createCountryRuntime(await loadCountries({ us: US }), {
    storeRoot: root,
    households: 400,
    seed: 3,
  });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('US segmentation invariance', () => {
  it('merged segments equal the unsegmented run, byte for byte', { timeout: 300_000 }, async () => {
    const plan = planOutputs(US_MACRO_PROFILE, undefined, { includeRace: true });
    const input: SimulationInput = {
      role: 'reform',
      country: 'us',
      year: 2026,
      region: 'us',
      dataset: 'default',
      policy: {
        reform: { 'gov.irs.credits.ctc.amount.base[0].amount': { '2026-01-01.2100-12-31': 3_600 } },
      },
      outputPlan: plan,
      deliveryMode: 'return',
      reportId: 'us-seg',
      correlationId: 'us-seg',
    };
    const whole = await runSimulation(input, runtime);
    const segments = [];
    for (let i = 0; i < US_REGION_GROUPS.length; i++)
      segments.push(await runSimulationSegment({ ...input, segmentIndex: i }, runtime));
    const merged = mergeSegments(segments, {
      role: 'reform',
      region: 'us',
      count: 20,
      statesOf: (i) => US_REGION_GROUPS[i]!.states,
    });
    expect(sha256Hex(encodeSimulationArtifact(merged.frames))).toBe(whole.artifact.sha256);
    expect(merged.receipt).toEqual(whole.receipt);
  });
});
