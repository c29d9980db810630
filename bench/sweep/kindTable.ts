import type { SweepSummaryRow } from './summarise.js';

const seconds = (ms: number): string => (Number.isNaN(ms) ? '—' : (ms / 1000).toFixed(ms < 10_000 ? 2 : 1));

/** One backend's cell: `answered/total`, then median / max wall s and max CPU s of the answered runs. */
function cell(r: SweepSummaryRow | undefined): string {
  if (r === undefined) return '';
  const bad = r.bad > 0 ? ` **${r.bad} wrong/error**` : '';
  if (r.answered === 0) return `0/${r.total}${bad}`;
  return `${r.answered}/${r.total}: ${seconds(r.medianMs)} / ${seconds(r.maxMs)} (CPU ≤ ${seconds(r.maxCpuMs)})${bad}`;
}

const worst = (xs: readonly number[]): number => {
  const ok = xs.filter((x) => !Number.isNaN(x));
  return ok.length === 0 ? Number.NaN : Math.max(...ok);
};

/**
 * The sweep's summary as one markdown row per kind (family and fill), one column per backend
 * (`answered/total: median / max wall s (CPU ≤ max CPU s)`), with the kind's largest solve overrun
 * past the limit, exit lag and peak RSS over all its backends. `sides` gives each kind's grid side.
 */
export function kindTable(rows: readonly SweepSummaryRow[], sides: ReadonlyMap<string, number>): string {
  const backends = [...new Set(rows.map((r) => r.backend))];
  const limits = new Map(rows.map((r) => [r.backend, r.timeoutMs]));
  const kinds = [...new Set(rows.map((r) => r.kind))].sort(
    (a, b) => (sides.get(a) ?? 0) - (sides.get(b) ?? 0) || a.localeCompare(b),
  );
  const head = [
    'kind',
    'N',
    ...backends.map((b) => `${b} (${(limits.get(b) ?? 0) / 1000} s)`),
    'max overrun ms',
    'max exit lag ms',
    'max RSS MB',
  ];
  const out = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const kind of kinds) {
    const of = rows.filter((r) => r.kind === kind);
    const overrun = worst(of.map((r) => r.maxOverrunMs));
    const lag = worst(of.map((r) => r.maxExitLagMs));
    const rss = worst(of.map((r) => r.maxRssMb));
    out.push(
      `| ${[
        kind,
        String(sides.get(kind) ?? ''),
        ...backends.map((b) => cell(of.find((r) => r.backend === b))),
        Number.isNaN(overrun) ? '—' : overrun.toFixed(0),
        Number.isNaN(lag) ? '—' : lag.toFixed(0),
        Number.isNaN(rss) ? '—' : rss.toFixed(0),
      ].join(' | ')} |`,
    );
  }
  return out.join('\n');
}
