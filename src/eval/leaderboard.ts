import { join } from 'node:path';
import { writeFileAtomic } from './atomic-file.js';
import type { ModelScores } from './scoring.js';

/** Where a leaderboard's scores came from (digests of the files read). */
export interface LeaderboardSources {
  readonly predictionsSha256: string;
  readonly referenceOutputsSha256: string;
  readonly scenarioManifestDigest: string;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The leaderboard as Markdown: an overall table, then one table per model by program. */
export function leaderboardMarkdown(
  scores: readonly ModelScores[],
  sources: LeaderboardSources,
): string {
  const lines = [
    '# Fiscus LLM benchmark leaderboard',
    '',
    `Scenario manifest \`${sources.scenarioManifestDigest.slice(0, 16)}\`, predictions \`${sources.predictionsSha256.slice(0, 16)}\`.`,
    '',
    '| rank | model | score | exact (±$1) | within 1% | within 5% | within 10% | answered | rejected | errors | cost (USD) |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  scores.forEach((s, i) => {
    const o = s.overall;
    lines.push(
      `| ${i + 1} | ${s.model} | ${o.meanScore.toFixed(3)} | ${pct(o.exact)} | ${pct(o.within1)} | ${pct(o.within5)} | ${pct(o.within10)} | ${o.answered}/${o.outputs} | ${o.rejected} | ${o.errors} | ${s.costUsd.toFixed(4)} |`,
    );
  });
  for (const s of scores) {
    lines.push(
      '',
      `## ${s.model}`,
      '',
      '| program | score | exact | within 10% | mean abs. error | rejected | errors |',
      '|---|---:|---:|---:|---:|---:|---:|',
    );
    for (const [program, p] of Object.entries(s.programs)) {
      const mae = p.meanAbsoluteError === null ? '—' : `$${p.meanAbsoluteError.toFixed(0)}`;
      lines.push(
        `| ${program} | ${p.meanScore.toFixed(3)} | ${pct(p.exact)} | ${pct(p.within10)} | ${mae} | ${p.rejected} | ${p.errors} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A horizontal bar chart (SVG) of each model's mean score and exact share. */
export function leaderboardSvg(scores: readonly ModelScores[]): string {
  const rowHeight = 36;
  const labelWidth = 220;
  const barWidth = 400;
  const height = 50 + rowHeight * scores.length;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${labelWidth + barWidth + 80}" height="${height}" font-family="sans-serif" font-size="13">`,
    `<text x="10" y="22" font-weight="bold">Mean score (dark) and exact share (light) by model</text>`,
  ];
  scores.forEach((s, i) => {
    const y = 40 + i * rowHeight;
    const score = Math.max(0, Math.min(1, s.overall.meanScore));
    const exact = Math.max(0, Math.min(1, s.overall.exact));
    parts.push(
      `<text x="10" y="${y + 16}">${escapeXml(s.model)}</text>`,
      `<rect x="${labelWidth}" y="${y}" width="${(score * barWidth).toFixed(1)}" height="12" fill="#1f5f99"/>`,
      `<rect x="${labelWidth}" y="${y + 14}" width="${(exact * barWidth).toFixed(1)}" height="10" fill="#8fb8de"/>`,
      `<text x="${labelWidth + barWidth + 8}" y="${y + 16}">${score.toFixed(3)}</text>`,
    );
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

/** Writes `leaderboard.md`, `leaderboard.json` and `leaderboard.svg` into a directory. */
export function writeLeaderboard(
  directory: string,
  scores: readonly ModelScores[],
  sources: LeaderboardSources,
): { markdown: string; json: string; svg: string } {
  const paths = {
    markdown: join(directory, 'leaderboard.md'),
    json: join(directory, 'leaderboard.json'),
    svg: join(directory, 'leaderboard.svg'),
  };
  writeFileAtomic(paths.markdown, leaderboardMarkdown(scores, sources));
  writeFileAtomic(
    paths.json,
    `${JSON.stringify({ leaderboardVersion: 1, sources, models: scores }, null, 2)}\n`,
  );
  writeFileAtomic(paths.svg, leaderboardSvg(scores));
  return paths;
}
