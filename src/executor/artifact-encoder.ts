import { Worker } from 'node:worker_threads';
import { sha256Hex } from '../contract/index.js';
import type { Frame } from '../data/index.js';
import { ExecutorCode, ExecutorError } from './executor-error.js';
import { encodeSimulationArtifact } from './simulation-artifact.js';

/** A simulation artifact's bytes and their SHA-256, and the frames they were made from. */
export interface EncodedArtifact {
  readonly bytes: Uint8Array;
  readonly sha256: string;
  /**
   * The frames to use from here on: the same values. An encoder may move the given frames'
   * buffers to another thread and back, which leaves the given arrays empty.
   */
  readonly frames: Readonly<Record<string, Frame>>;
}

/** Turns a simulation's frames into its artifact: exactly {@link encodeSimulationArtifact}'s bytes. */
export interface ArtifactEncoder {
  encode(frames: Readonly<Record<string, Frame>>): Promise<EncodedArtifact>;
}

/** Encodes on the calling thread. */
export const IN_THREAD_ARTIFACT_ENCODER: ArtifactEncoder = {
  async encode(frames) {
    const bytes = encodeSimulationArtifact(frames);
    return { bytes, sha256: sha256Hex(bytes), frames };
  },
};

/** An encoder on a thread of its own, which says how many requests that thread answered. */
export interface ThreadArtifactEncoder extends ArtifactEncoder {
  readonly answeredByThread: number;
}

/** A request to the encoding thread. */
export interface EncodeRequest {
  readonly id: number;
  readonly frames: Readonly<Record<string, Frame>>;
}
/** The encoding thread's answer, with the frames moved back: the bytes (moved) and their digest, or why it could not. */
export type EncodeReply =
  | {
      readonly id: number;
      readonly bytes: Uint8Array;
      readonly sha256: string;
      readonly frames: Readonly<Record<string, Frame>>;
    }
  | {
      readonly id: number;
      readonly failed: string;
      readonly frames: Readonly<Record<string, Frame>>;
    };

/** The distinct buffers of the frames' columns: what moves with them. */
export function frameBuffers(frames: Readonly<Record<string, Frame>>): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const frame of Object.values(frames))
    for (const column of frame.columns) buffers.add(column.values.buffer as ArrayBuffer);
  return [...buffers];
}

/** How long the encoding thread stays up with nothing to do. */
const IDLE_MS = 10_000;

/**
 * Frames with fewer rows than this (in their largest entity) are encoded in place: under a second
 * of work, less than starting the thread costs (its modules and WebAssembly load again). About
 * 165,000 US households.
 */
export const THREAD_ENCODING_MIN_ROWS = 400_000;

const THREAD_MODULE = new URL('./artifact-encoder-thread.mjs', import.meta.url);

/**
 * Encodes on a thread of its own. The thread that merges segments also hands the dispatcher's
 * threads their next calls: encoding there (seconds for a large population) left every thread
 * that finished a segment meanwhile waiting for its next call. The frames' buffers are moved to
 * the encoding thread and back with the bytes (no copy: the caller must not read the given
 * frames until the returned ones are back).
 *
 * Frames of fewer than `minRows` rows (default {@link THREAD_ENCODING_MIN_ROWS}) are encoded in
 * place. The thread starts at the first request it takes and stops after {@link IDLE_MS} with
 * none; it never keeps the process alive while idle. Where the encoding
 * threw there, the frames come back and are encoded on the calling thread, so the caller gets the
 * same typed error as {@link IN_THREAD_ARTIFACT_ENCODER}; where the thread cannot take the
 * request, they are encoded in place. A thread that dies while it holds the frames takes them
 * with it: that is an {@link ExecutorError} `simulation_execution_failed`, never a silent result.
 */
export function createThreadArtifactEncoder(
  options: { readonly minRows?: number } = {},
): ThreadArtifactEncoder {
  const minRows = options.minRows ?? THREAD_ENCODING_MIN_ROWS;
  let worker: Worker | undefined;
  let answered = 0;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<number, (reply: EncodeReply | undefined) => void>();

  const rest = (): void => {
    const resting = worker;
    resting?.unref();
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (worker !== resting || pending.size > 0) return;
      worker = undefined;
      void resting?.terminate();
    }, IDLE_MS);
    idle.unref();
  };
  const thread = (): Worker => {
    if (worker !== undefined) return worker;
    const started = new Worker(THREAD_MODULE);
    started.on('message', (reply: EncodeReply) => {
      const answer = pending.get(reply.id);
      pending.delete(reply.id);
      answer?.(reply);
      if (pending.size === 0) rest();
    });
    // A thread that fails or exits answers nothing more: its requests are encoded in place.
    const lost = (): void => {
      if (worker === started) worker = undefined;
      for (const answer of pending.values()) answer(undefined);
      pending.clear();
    };
    started.on('error', lost);
    started.on('exit', lost);
    worker = started;
    rest();
    return started;
  };

  return {
    get answeredByThread() {
      return answered;
    },
    async encode(frames) {
      const rows = Math.max(0, ...Object.values(frames).map((frame) => frame.rowCount));
      if (rows < minRows) return IN_THREAD_ARTIFACT_ENCODER.encode(frames);
      clearTimeout(idle);
      const id = nextId++;
      let moved = false;
      const reply = await new Promise<EncodeReply | undefined>((resolve) => {
        pending.set(id, resolve);
        try {
          const target = thread();
          target.ref();
          // Nothing moves when posting throws.
          target.postMessage({ id, frames } satisfies EncodeRequest, frameBuffers(frames));
          moved = true;
        } catch {
          pending.delete(id);
          resolve(undefined);
        }
      });
      if (reply === undefined) {
        if (moved)
          throw new ExecutorError(
            ExecutorCode.simulationExecutionFailed,
            "the artifact encoder's thread stopped while it held the simulation's frames",
          );
        return IN_THREAD_ARTIFACT_ENCODER.encode(frames);
      }
      if ('failed' in reply) return IN_THREAD_ARTIFACT_ENCODER.encode(reply.frames);
      answered += 1;
      return { bytes: reply.bytes, sha256: reply.sha256, frames: reply.frames };
    },
  };
}
