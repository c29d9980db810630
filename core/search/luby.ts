/** The i-th term (1-based) of the Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 …, used for restart cutoffs. */
export function luby(i: number): number {
  let k = 1;
  while ((1 << k) - 1 < i) k++;
  while (i !== (1 << k) - 1) {
    i -= (1 << (k - 1)) - 1;
    k = 1;
    while ((1 << k) - 1 < i) k++;
  }
  return 1 << (k - 1);
}
