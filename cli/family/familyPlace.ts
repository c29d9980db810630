/** Where a puzzle starts, as `placeMessage` names it (`line 7`). */
export function familyPlace(line: number): { readonly key: 'line'; readonly at: number } {
  return { key: 'line', at: line };
}
