import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boolColumn,
  enumColumn,
  floatColumn,
  FrameShapeError,
  intColumn,
  type Frame,
} from '../data/index.js';
import { createThreadArtifactEncoder, IN_THREAD_ARTIFACT_ENCODER } from './artifact-encoder.js';
import { encodeSimulationArtifact } from './simulation-artifact.js';

/** A simulation's frames: households and people of `sizes` (people per household), values from `seed`. */
function framesOf(sizes: readonly number[], values: readonly number[]): Record<string, Frame> {
  const people = sizes.reduce((a, b) => a + b, 0);
  const at = (i: number): number => values[i % Math.max(1, values.length)] ?? 0;
  const household: Frame = {
    entity: 'household',
    rowCount: sizes.length,
    columns: [
      intColumn(
        'household_id',
        Int32Array.from(sizes, (_, i) => i),
      ),
      floatColumn(
        'household_net_income',
        Float64Array.from(sizes, (_, i) => at(i)),
      ),
      enumColumn(
        'state_code',
        Int32Array.from(sizes, (_, i) => i % 3),
        ['CA', 'NY', 'TX'],
      ),
    ],
  };
  const person: Frame = {
    entity: 'person',
    rowCount: people,
    columns: [
      intColumn(
        'person_id',
        Int32Array.from({ length: people }, (_, i) => i),
      ),
      floatColumn(
        'age',
        Float64Array.from({ length: people }, (_, i) => at(i + 1)),
      ),
      boolColumn(
        'is_male',
        Uint8Array.from({ length: people }, (_, i) => i % 2),
      ),
    ],
  };
  return { household, person };
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

describe('the artifact encoder on a thread of its own', () => {
  it('gives the bytes and digest the calling thread gives, for requests in flight together', async () => {
    const encoder = createThreadArtifactEncoder({ minRows: 0 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 40 }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { minLength: 1 }),
        async (batches, values) => {
          const all = batches.map((sizes) => framesOf(sizes, values));
          const expected = all.map((frames) => encodeSimulationArtifact(frames));
          const copies = batches.map((sizes) => framesOf(sizes, values));
          const got = await Promise.all(all.map((frames) => encoder.encode(frames)));
          got.forEach((encoded, i) => {
            expect(Buffer.from(encoded.bytes).equals(Buffer.from(expected[i]!))).toBe(true);
            expect(encoded.sha256).toBe(sha256(expected[i]!));
            // The frames went to the thread and came back whole; the given ones are emptied.
            expect(encoded.frames).toEqual(copies[i]);
            expect(all[i]!['person']!.columns[0]!.values.length).toBe(0);
          });
        },
      ),
      { numRuns: 15 },
    );
    // Every request was the thread's: none fell back to this thread.
    expect(encoder.answeredByThread).toBeGreaterThanOrEqual(15);
  });

  it('encodes frames below its row threshold in place', async () => {
    const encoder = createThreadArtifactEncoder({ minRows: 10 });
    const frames = framesOf([1, 2, 3], [1.5]);
    const encoded = await encoder.encode(frames);
    expect(encoded.frames).toBe(frames);
    expect(encoded.sha256).toBe(sha256(encodeSimulationArtifact(frames)));
    expect(encoder.answeredByThread).toBe(0);
  });

  it('fails as the calling thread does: the same typed error for a frame it cannot write', async () => {
    const bad = framesOf([1, 2], [Number.NaN]);
    await expect(IN_THREAD_ARTIFACT_ENCODER.encode(bad)).rejects.toBeInstanceOf(FrameShapeError);
    const encoder = createThreadArtifactEncoder({ minRows: 0 });
    const error = await encoder.encode(bad).catch((e: unknown) => e);
    expect(encoder.answeredByThread).toBe(0);
    // Its frames came back for the retry in place, which raised the error.
    expect(bad['household']!.columns[1]!.values.length).toBe(0);
    expect(error).toBeInstanceOf(FrameShapeError);
    expect((error as FrameShapeError).message).toMatch(
      /household_net_income: non-finite value NaN/,
    );
  });
});
