import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SimulationInput } from '../contract/index.js';
import type { Call, Dispatcher } from '../dispatch/index.js';
import { COUNTRY_PACKS } from '../countries/index.js';
import { planOutputs } from '../report/index.js';

const US_MACRO_PROFILE = COUNTRY_PACKS.us.macroProfile;
import { createMiniRuntime } from '../../test/executor/fixtures/mini-runtime.js';
import { MINI_SEGMENTS } from '../../test/executor/fixtures/mini-us-model.js';
import { ExecutorError } from './executor-error.js';
import { observeCalls } from './observe-calls.js';
import { runSimulationSegment, type WorkerRuntime } from './run-simulation.js';
import { fanOutSegments } from './segment-fanout.js';
import { startInProcessCall } from './simulation-launcher.js';

let root: string;
let runtime: WorkerRuntime;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fiscus-fanout-'));
  runtime = createMiniRuntime({ storeRoot: root, households: 120 });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const input: SimulationInput = {
  role: 'reform',
  country: 'us',
  year: 2026,
  region: 'us',
  dataset: 'mini',
  policy: 'current-law',
  outputPlan: planOutputs(US_MACRO_PROFILE),
  deliveryMode: 'return',
  reportId: 'r',
  correlationId: 'c',
};

/** An in-process dispatcher running the real segment task; `failAt` throws, `hang` never finishes until cancelled. */
function inProcessDispatcher(options: { failAt?: number; hang?: boolean }) {
  const cancels = new Map<string, number>();
  const dispatcher: Dispatcher = {
    async spawn<P, R>(_task: string, payload: P): Promise<Call<R>> {
      const segment = payload as unknown as { input: SimulationInput };
      const call = startInProcessCall<R>('c', async (signal) => {
        if (segment.input.segmentIndex === options.failAt)
          throw new Error(`boom in ${segment.input.segmentIndex}`);
        if (options.hang === true)
          await new Promise((_, reject) =>
            signal.addEventListener('abort', () => reject(new Error('stopped'))),
          );
        return (await runSimulationSegment(segment.input, { ...runtime, signal })) as R;
      });
      const cancel = call.cancel.bind(call);
      return {
        ...call,
        poll: () => call.poll(),
        result: (t) => call.result(t),
        cancel: async (reason) => {
          cancels.set(call.id, (cancels.get(call.id) ?? 0) + 1);
          await cancel(reason);
        },
      };
    },
    async close() {},
  };
  return { dispatcher, cancels };
}

describe('fanOutSegments', () => {
  it('returns every segment in index order', async () => {
    const { dispatcher } = inProcessDispatcher({});
    const { results, timings } = await fanOutSegments(input, {
      dispatcher,
      segmentCount: MINI_SEGMENTS.length,
      payloadOf: (i) => ({ input: i }),
      intervalsMs: [5],
    });
    expect(results.map((r) => r.segmentIndex)).toEqual([0, 1, 2, 3]);
    expect(timings.length).toBe(4);
  });

  it('a segment that throws: segment_execution_failed with its index, every other call cancelled once, reported once', async () => {
    const { dispatcher, cancels } = inProcessDispatcher({ failAt: 1, hang: true });
    const reported: number[] = [];
    const error = await fanOutSegments(input, {
      dispatcher,
      segmentCount: 4,
      payloadOf: (i) => ({ input: i }),
      intervalsMs: [5],
      onSegmentFailure: (f) => reported.push(f.segmentIndex!),
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ExecutorError);
    expect((error as ExecutorError).code).toBe('segment_execution_failed');
    expect((error as ExecutorError).segmentIndex).toBe(1);
    expect((error as ExecutorError).message).toMatch(/boom in 1/);
    expect(reported).toEqual([1]);
    expect([...cancels.values()]).toEqual([1, 1, 1, 1]);
  });

  it('an abort while waiting cancels every started call once and ends simulation_cancelled', async () => {
    const { dispatcher, cancels } = inProcessDispatcher({ hang: true });
    const controller = new AbortController();
    const pending = fanOutSegments(input, {
      dispatcher,
      segmentCount: 4,
      payloadOf: (i) => ({ input: i }),
      intervalsMs: [5],
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('coordinator failed')), 20);
    const error = (await pending.then(
      () => undefined,
      (e: unknown) => e,
    )) as ExecutorError;
    expect(error.code).toBe('simulation_cancelled');
    expect([...cancels.values()]).toEqual([1, 1, 1, 1]);
  });
});

describe('observeCalls', () => {
  it('never sleeps past the deadline', async () => {
    vi.useFakeTimers();
    try {
      const call = startInProcessCall('c', () => new Promise<never>(() => undefined));
      let outcome: Awaited<ReturnType<typeof observeCalls>> | undefined;
      void observeCalls([call], { deadline: Date.now() + 1_000, intervalsMs: [8_000] }).then(
        (o) => (outcome = o),
      );
      await vi.advanceTimersByTimeAsync(1_000);
      expect(outcome?.kind).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });
});
