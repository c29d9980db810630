/** Column alignment of {@link formatTable}: left for names, right for numbers. */
export type Align = 'left' | 'right';

/**
 * Lays rows out as an aligned plain-text table (header, a dashed rule, then rows), one string
 * per line, columns separated by two spaces. Missing cells print empty.
 */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[] = [],
): string[] {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const layout = (cells: readonly string[]): string =>
    widths
      .map((w, c) => {
        const cell = cells[c] ?? '';
        return align[c] === 'right' ? cell.padStart(w) : cell.padEnd(w);
      })
      .join('  ')
      .trimEnd();
  return [layout(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(layout)];
}
