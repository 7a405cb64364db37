import { sha256Hex } from '../contract/index.js';
import { boolColumn, enumColumn, floatColumn, intColumn, type Frame } from './frame.js';
import { encodeFrameParquet } from './frame-parquet.js';

/** Test fixture: a frame whose values depend only on `n` (used by the cross-process test). */
export function sampleFrameForChild(n: number): Frame {
  const ids = new Int32Array(n);
  const money = new Float64Array(n);
  const flag = new Uint8Array(n);
  const state = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    ids[i] = i;
    money[i] = Math.sqrt(i) * 1000.125;
    flag[i] = i & 1;
    state[i] = (i * 13) % 51;
  }
  const states = Array.from({ length: 51 }, (_, i) => `S${String(i).padStart(2, '0')}`);
  return {
    entity: 'household',
    rowCount: n,
    columns: [
      intColumn('household_id', ids),
      floatColumn('rent', money),
      boolColumn('flag', flag),
      enumColumn('state_code', state, states),
    ],
  };
}

if (process.argv[1] !== undefined && process.argv[1].endsWith('frame-parquet.test-fixture.ts')) {
  process.stdout.write(
    `${sha256Hex(encodeFrameParquet(sampleFrameForChild(Number(process.argv[2]))))}\n`,
  );
}
