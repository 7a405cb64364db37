import { canonicalJson, type SimulationRole } from '../contract/index.js';
import { concatFrames, type Frame } from '../data/index.js';
import type { SimulationReceipt } from './compute-simulation.js';
import { entityIdColumn } from './dataset-population.js';
import { ExecutorCode, ExecutorError, type ExecutorIssue } from './executor-error.js';
import { sortFrameById } from './output-frames.js';
import {
  frameFromWire,
  SEGMENT_RESULT_FORMAT,
  type SegmentResult,
  type WireFrame,
  wireColumnIssue,
} from './segment-result.js';

/** What the merge expects of the segments of one simulation. */
export interface SegmentExpectation {
  readonly role: SimulationRole;
  readonly region: string;
  /** Number of segments; indices 0 … count-1 must each appear once. */
  readonly count: number;
  /** The states of segment `index`, as the worker's region table has them. */
  readonly statesOf: (index: number) => readonly string[];
}

/** The merged simulation: frames concatenated in segment order then sorted by id, and the one shared receipt. */
export interface MergedSegments {
  readonly frames: Record<string, Frame>;
  readonly receipt: SimulationReceipt;
}

function schemaOf(frame: WireFrame): string {
  return canonicalJson(frame.columns.map((c) => [c.name, c.kind, c.categories ?? null]));
}

/** Every problem of a set of segment results against what the merge expects (empty when they merge). */
export function segmentMergeIssues(
  results: readonly SegmentResult[],
  expected: SegmentExpectation,
): ExecutorIssue[] {
  const issues: ExecutorIssue[] = [];
  const issue = (path: string, message: string): void => {
    issues.push({ code: ExecutorCode.segmentMergeFailed, path, message });
  };
  const seen = new Map<number, number>();
  for (const r of results) seen.set(r.segmentIndex, (seen.get(r.segmentIndex) ?? 0) + 1);
  for (let i = 0; i < expected.count; i++) {
    const n = seen.get(i) ?? 0;
    if (n !== 1)
      issue(
        `segments[${i}]`,
        n === 0 ? `segment ${i} is missing` : `segment ${i} appears ${n} times`,
      );
  }
  for (const index of seen.keys())
    if (index < 0 || index >= expected.count || !Number.isInteger(index))
      issue(`segments[${index}]`, `segment index ${index} is outside 0…${expected.count - 1}`);
  const first = results[0];
  if (first === undefined) return issues;
  const receipt = canonicalJson(first.receipt);
  const entities = canonicalJson(first.frames.map((f) => f.entity));
  for (const r of results) {
    const at = `segments[${r.segmentIndex}]`;
    if (r.format !== SEGMENT_RESULT_FORMAT)
      issue(at, `format ${String(r.format)} is not ${SEGMENT_RESULT_FORMAT}`);
    if (r.role !== expected.role) issue(`${at}.role`, `role ${r.role}, expected ${expected.role}`);
    if (r.region !== expected.region)
      issue(`${at}.region`, `region ${r.region}, expected ${expected.region}`);
    if (
      r.segmentIndex >= 0 &&
      r.segmentIndex < expected.count &&
      canonicalJson(r.states) !== canonicalJson(expected.statesOf(r.segmentIndex))
    ) {
      issue(
        `${at}.states`,
        `states ${r.states.join(',')}, expected ${expected.statesOf(r.segmentIndex).join(',')}`,
      );
    }
    if (canonicalJson(r.receipt) !== receipt)
      issue(`${at}.receipt`, "provenance receipt differs from segment 0's");
    if (canonicalJson(r.frames.map((f) => f.entity)) !== entities)
      issue(`${at}.frames`, "entities differ from segment 0's");
    for (const frame of r.frames) {
      for (const column of frame.columns) {
        const wrong = wireColumnIssue(frame, column);
        if (wrong !== undefined) issue(`${at}.frames.${frame.entity}`, wrong);
      }
      const reference = first.frames.find((f) => f.entity === frame.entity);
      if (reference !== undefined && schemaOf(frame) !== schemaOf(reference))
        issue(
          `${at}.frames.${frame.entity}`,
          "columns, kinds or categories differ from segment 0's",
        );
    }
  }
  return issues;
}

/**
 * Merges the results of a segmented simulation (DESIGN.md §8): checks that every index is present
 * once, that role, region and states match, that schemas and types agree, that every receipt is
 * identical; then concatenates each entity in segment order, checks ids are not repeated across
 * segments, and sorts rows by id — so the merge equals the unsegmented run. Throws
 * {@link ExecutorError} `segment_merge_failed` listing every problem.
 */
export function mergeSegments(
  results: readonly SegmentResult[],
  expected: SegmentExpectation,
): MergedSegments {
  const issues = segmentMergeIssues(results, expected);
  if (issues.length > 0) {
    throw new ExecutorError(
      ExecutorCode.segmentMergeFailed,
      `segments do not merge: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
      { issues },
    );
  }
  const ordered = [...results].sort((a, b) => a.segmentIndex - b.segmentIndex);
  const frames: Record<string, Frame> = {};
  for (const wire of ordered[0]!.frames) {
    const merged = concatFrames(
      ordered.map((r) => frameFromWire(r.frames.find((f) => f.entity === wire.entity)!)),
    );
    const sorted = sortFrameById(merged);
    const ids = sorted.columns.find((c) => c.name === entityIdColumn(wire.entity))!.values;
    for (let i = 1; i < ids.length; i++) {
      if (ids[i] === ids[i - 1]) {
        throw new ExecutorError(
          ExecutorCode.segmentMergeFailed,
          `${wire.entity} id ${ids[i]} appears in more than one segment`,
          {
            issues: [
              {
                code: ExecutorCode.segmentMergeFailed,
                path: wire.entity,
                message: `duplicate id ${ids[i]}`,
              },
            ],
          },
        );
      }
    }
    frames[wire.entity] = sorted;
  }
  return { frames, receipt: ordered[0]!.receipt };
}
