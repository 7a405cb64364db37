/** The work of the artifact encoder's thread (createThreadArtifactEncoder): encodes each request's frames, moves them back with the bytes. */
import { parentPort } from 'node:worker_threads';
import { sha256Hex } from '../contract/index.js';
import { frameBuffers, type EncodeReply, type EncodeRequest } from './artifact-encoder.js';
import { encodeSimulationArtifact } from './simulation-artifact.js';

const port = parentPort;
if (port === null) throw new Error('artifact-encoder-work runs in a worker thread');
port.on('message', ({ id, frames }: EncodeRequest) => {
  let reply: EncodeReply;
  try {
    let bytes = encodeSimulationArtifact(frames);
    // Only a buffer of its own can be moved.
    if (bytes.byteOffset !== 0 || bytes.byteLength !== bytes.buffer.byteLength)
      bytes = bytes.slice();
    reply = { id, bytes, sha256: sha256Hex(bytes), frames };
    port.postMessage(reply, [bytes.buffer as ArrayBuffer, ...frameBuffers(frames)]);
  } catch (error) {
    reply = { id, failed: String(error), frames };
    port.postMessage(reply, frameBuffers(frames));
  }
});
