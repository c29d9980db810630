/**
 * Settings of the native engine's learning search (`NativeOptions.learning` as an object). Every
 * field is optional; an absent one keeps the measured default (docs/learning.md says how each was
 * chosen). The tuning fields exist so a search change can be compared on a user's own models.
 */
export interface LearningOptions {
  /** Check every explanation and nogood against the model (slow; small models: tests). */
  readonly debug?: boolean;
  /**
   * Learnt clauses vivified at each restart (shortened by propagating their literals' negations);
   * a non-negative integer, default 0 (off).
   */
  readonly vivify?: number;
  /**
   * Reason-side bumping: after each conflict the variables in the reasons of the learnt nogood's
   * literals gain activity too, to this depth (0, 1 or 2); default 2.
   */
  readonly bumpReasons?: number;
  /**
   * Nogoods of more literals than this do not bump the variables of their reasons (a positive
   * integer); default: no limit (CaDiCaL 1.5 and later use 10).
   */
  readonly bumpReasonsLimit?: number;
  /**
   * Shrinking of learnt nogoods (all-UIP shrinking: a lower level's literals replaced by that
   * level's unique implication point when they all follow from it); default `true` (on).
   */
  readonly shrink?: boolean;
  /**
   * Whether the target phase (the state of each atom on the longest trail met at a conflict,
   * which decisions steer back to) outlives restarts; default `true`. `false`: each restart run
   * starts a new target.
   */
  readonly keepTarget?: boolean;
  /**
   * What the activities are kept on and what is decided: `'variable'` (the most active variable,
   * `[x = v]` with its target or saved value), `'atom'` (the most active (variable, value) atom with
   * its target or saved phase: `[x = v]` or `[x ≠ v]`, as CaDiCaL on the direct encoding) or
   * `'variableAtomValue'` (the variable as `'variable'`, its value the most active atom's).
   * Default: see docs/learning.md.
   */
  readonly branching?: 'variable' | 'atom';
  /**
   * Whether equal activities are decided smaller atom (or variable) first, as CaDiCaL's heap does;
   * `false`: in whatever order the heap's layout has them. Default `true`.
   */
  readonly tiesByIndex?: boolean;
  /**
   * Mode switching as CaDiCaL's: a positive integer, the conflicts of a first *focused* mode
   * (restarts whenever the recent nogoods' LBD average exceeds the long-run one by 10 %, no target
   * phase), then a *stable* one (Luby restarts, target phases) twice as long, and so on, each mode
   * twice as long as the one before (CaDiCaL: 1,000). 0: stable throughout (the default).
   */
  readonly modes?: number;
  /**
   * Régin's domain-consistent all-different in the learning search, its prunings and failures
   * explained by Hall sets (`ExplainingMatching`), after the cheap explained all-different of each
   * group. On also when `NativeOptions.allDifferent` is `'matching'`; `false` turns it off even
   * then. Default: on when the model's largest all-different group has 64 members or more and the
   * model leaves at least half of them open (it paid on 64×64 sudoku at 0.42 fill, lost on smaller
   * grids and on 144×144 at 0.70 fill; docs/learning.md).
   */
  readonly matching?: boolean;
  /**
   * The overlap rule between all-different groups in the learning search (pointing / claiming,
   * `ExplainingOverlap`): when a permutation group can place a value only among the members it
   * shares with another group, the other group's remaining members lose it, the reason naming
   * the first group's members outside the shared part that could hold the value after the root.
   * Posted only for models with a permutation group sharing two members or more with another
   * group. Default `false` (off): on sudoku grids of 36×36 to 225×225 it cut the conflicts little
   * or not at all while each conflict cost up to 2.5× more (docs/learning.md); on 9×9 it took 4×
   * fewer conflicts for 20–30 % more CPU.
   */
  readonly overlap?: boolean;
}
