/** Options of `buildColouringModel`. */
export interface ColouringModelOptions {
  /**
   * Break the colour symmetry (default `false`): the first vertex of the largest clique found greedily gets
   * colour 1, the next colour 2, and so on. Any colouring can be renamed to meet this, so a graph stays
   * colourable, but solution counts shrink (by up to `k!`), so counts are only comparable with it off.
   */
  readonly breakSymmetry?: boolean;
}
