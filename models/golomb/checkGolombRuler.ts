/**
 * Checks a ruler (its marks, in order) without any solver: integers, starting at 0, strictly
 * increasing, and every pairwise distance different. Returns one message per problem
 * (`distance 3 appears twice (m1–m2, m3–m4)`); `[]` when it is a Golomb ruler.
 */
export function checkGolombRuler(marks: ArrayLike<number>): string[] {
  const out: string[] = [];
  if (marks.length > 0 && marks[0] !== 0) out.push(`the first mark is ${marks[0]}, not 0`);
  for (let i = 0; i < marks.length; i++) {
    if (!Number.isInteger(marks[i])) out.push(`mark m${i + 1} = ${marks[i]} is not an integer`);
    if (i > 0 && !(marks[i]! > marks[i - 1]!)) out.push(`mark m${i + 1} = ${marks[i]} is not above m${i}`);
  }
  const seen = new Map<number, string>();
  for (let i = 0; i < marks.length; i++) {
    for (let j = i + 1; j < marks.length; j++) {
      const d = marks[j]! - marks[i]!;
      const pair = `m${i + 1}–m${j + 1}`;
      const first = seen.get(d);
      if (first !== undefined) out.push(`distance ${d} appears twice (${first}, ${pair})`);
      else seen.set(d, pair);
    }
  }
  return out;
}
