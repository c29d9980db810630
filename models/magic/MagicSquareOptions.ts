/** Options of `buildMagicSquareModel`. */
export interface MagicSquareOptions {
  /**
   * Keep one square of each class of the 8 rotations and reflections (default `false`), by the Frénicle
   * standard form: the top-left corner is the smallest corner (`a₁₁ < a₁ₙ`, `a₁₁ < aₙ₁`, `a₁₁ < aₙₙ`) and
   * `a₁ₙ < aₙ₁`. With it, order 3 has 1 solution instead of 8, and order 4 has 880 instead of 7,040.
   */
  readonly symmetryBreaking?: boolean;
}
