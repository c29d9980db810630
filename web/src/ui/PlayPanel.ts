import { MAX_TECHNIQUE_SIZE, type Step } from 'cspkit/models';
import type { PlainGrid, RatingReply } from '../worker/protocol.js';
import type { App, Loaded } from './App.js';
import { byId, messageOf, say } from './dom.js';
import { cellsNamed, PlayState } from './PlayState.js';
import type { SolverClient } from './SolverClient.js';

/** Time to wait for a second digit on grids above 9×9, ms. */
const DIGIT_WAIT_MS = 700;

type Rated = Extract<RatingReply, { status: 'rated' }>;

/**
 * Playing by hand: digits and pencil marks (keyboard or keypad), the library's conflict messages on
 * the cells, undo / redo, fill singles, hints, rating, and the rating's step list played forward
 * and back.
 */
export class PlayPanel {
  private state: PlayState | undefined;
  private readonly message = byId('play-message');
  private readonly pencil = byId<HTMLInputElement>('pencil');
  private rated: Rated | undefined;
  private stepAt = -1;
  private pending: { value: number; timer: ReturnType<typeof setTimeout> } | undefined;

  constructor(
    private readonly app: App,
    private readonly client: SolverClient,
  ) {
    this.app.board.onCellClick = (cell) => {
      this.leaveSteps();
      this.app.board.select(cell);
    };
    // Keys play on the selected cell, unless the player is typing in a form field.
    document.addEventListener('keydown', (e) => {
      const t = e.target;
      if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement)
        return;
      this.onKey(e);
    });
    byId('undo').addEventListener('click', () => this.act(() => this.state?.undo()));
    byId('redo').addEventListener('click', () => this.act(() => this.state?.redo()));
    byId('fill-singles').addEventListener('click', () => {
      const s = this.state;
      if (s === undefined) return;
      let text = '';
      this.act(() => {
        text = s.fillSingles();
      });
      say(this.message, text, s.isSolved() ? 'ok' : '');
    });
    byId('restart').addEventListener('click', () => {
      const loaded = this.app.loaded;
      if (loaded !== undefined) this.start(loaded);
    });
    byId('hint').addEventListener('click', () => this.hint());
    byId('rate').addEventListener('click', () => this.rate());
    byId('step-first').addEventListener('click', () => this.showStep(0));
    byId('step-prev').addEventListener('click', () => this.showStep(this.stepAt - 1));
    byId('step-next').addEventListener('click', () => this.showStep(this.stepAt + 1));
    byId('step-last').addEventListener('click', () => this.showStep(this.rated?.steps.length ?? 0));
    byId('step-close').addEventListener('click', () => this.leaveSteps());
  }

  /** Starts a game on a newly loaded puzzle (or says why it cannot be played). */
  start(loaded: Loaded): void {
    this.rated = undefined;
    this.stepAt = -1;
    byId('rating').hidden = true;
    this.state = undefined;
    this.buildKeypad(loaded);
    if (loaded.invalid !== undefined) {
      say(this.message, `cannot be played: ${loaded.invalid}`, 'error');
      this.showGivensOnly(loaded);
      return;
    }
    try {
      this.state = new PlayState(loaded.puzzle);
      say(this.message, 'click a cell, then type a digit (Backspace erases; Ctrl+Z / Ctrl+Y undo and redo)');
    } catch (e) {
      say(this.message, `cannot be played: ${messageOf(e)}`, 'error');
    }
    this.refresh();
  }

  /** The givens, one per cell. */
  givens(): number[] {
    return this.state === undefined ? [] : Array.from(this.state.givens);
  }

  /** Back from the step list (or a solver view) to the game. */
  leaveSteps(): void {
    if (this.stepAt < 0) return;
    this.stepAt = -1;
    byId('rating').hidden = this.rated === undefined;
    for (const li of byId('steps').children) li.classList.remove('current');
    this.refresh();
  }

  /** Redraws the board from the game: digits, marks, conflicts. */
  refresh(): void {
    const s = this.state;
    const loaded = this.app.loaded;
    if (s === undefined || loaded === undefined || !loaded.drawn) return;
    const board = this.app.board;
    board.setDigits(s.values(), (c) => (s.isGiven(c) ? 'given' : 'entry'));
    board.clearMarks();
    for (let c = 0; c < s.size * s.size; c++) {
      if (s.isGiven(c)) continue;
      const m = s.marksAt(c);
      if (m.length > 0 && s.values()[c] === 0) board.setMarks(c, m);
    }
    this.showConflicts();
    board.highlight('hint', []);
    board.highlight('hint-target', []);
    board.highlight('step', []);
    byId<HTMLButtonElement>('undo').disabled = !s.canUndo;
    byId<HTMLButtonElement>('redo').disabled = !s.canRedo;
  }

  private showGivensOnly(loaded: Loaded): void {
    if (!loaded.drawn) return;
    const p = loaded.puzzle;
    if (p.kind === 'classic') this.app.board.setDigits(p.cells, () => 'given');
    this.app.board.highlight('conflict', loaded.invalidCells);
    byId('conflicts').replaceChildren();
  }

  private showConflicts(): void {
    const s = this.state;
    if (s === undefined) return;
    const conflicts = s.conflicts();
    const titles = new Map<number, string[]>();
    for (const c of conflicts)
      for (const cell of c.cells) titles.set(cell, [...(titles.get(cell) ?? []), c.message]);
    this.app.board.highlight('conflict', titles.keys(), (cell) => titles.get(cell)!.join('\n'));
    const list = byId('conflicts');
    list.replaceChildren(
      ...conflicts.slice(0, 20).map((c) => {
        const li = document.createElement('li');
        li.textContent = c.message;
        return li;
      }),
    );
    if (conflicts.length === 0 && s.isSolved()) say(this.message, 'Solved! Every rule holds.', 'ok');
  }

  /** Runs a game action and redraws; a refusal from the library is shown, never thrown. */
  private act(action: () => void): void {
    this.leaveSteps();
    try {
      action();
    } catch (e) {
      say(this.message, messageOf(e), 'error');
    }
    this.refresh();
  }

  /** Enters a value (or a pencil mark) in the selected cell. */
  enter(value: number): void {
    const s = this.state;
    const cell = this.app.board.selected;
    if (s === undefined || cell < 0) return;
    if (s.isGiven(cell)) {
      say(this.message, `${nameOf(cell, s.size)} is a given`, 'error');
      return;
    }
    this.act(() => {
      if (this.pencil.checked && value > 0) s.toggleMark(cell, value);
      else s.place(cell, value);
    });
  }

  private onKey(e: KeyboardEvent): void {
    const s = this.state;
    if (s === undefined) return;
    const n = s.size;
    const cell = this.app.board.selected;
    const ctrl = e.ctrlKey || e.metaKey;
    if (ctrl && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      this.act(() => (e.shiftKey ? s.redo() : s.undo()));
      return;
    }
    if (ctrl && e.key.toLowerCase() === 'y') {
      e.preventDefault();
      this.act(() => s.redo());
      return;
    }
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const move = moves[e.key];
    if (move !== undefined) {
      e.preventDefault();
      const r = cell < 0 ? 0 : Math.floor(cell / n);
      const c = cell < 0 ? 0 : cell % n;
      this.app.board.select(((r + move[0] + n) % n) * n + ((c + move[1] + n) % n));
      return;
    }
    if (e.key === 'Backspace' || e.key === 'Delete') {
      e.preventDefault();
      this.enter(0);
      return;
    }
    if (/^[0-9]$/.test(e.key)) {
      e.preventDefault();
      this.typeDigit(Number(e.key), n);
    }
  }

  /** Digits typed one after another make a two-digit value on grids above 9×9. */
  private typeDigit(d: number, n: number): void {
    if (this.pending !== undefined) {
      clearTimeout(this.pending.timer);
      const v = this.pending.value * 10 + d;
      this.pending = undefined;
      if (v <= n) {
        this.enter(v);
        return;
      }
    }
    if (n > 9 && d * 10 <= n) {
      this.pending = {
        value: d,
        timer: setTimeout(() => {
          this.pending = undefined;
          this.enter(d);
        }, DIGIT_WAIT_MS),
      };
      return;
    }
    if (d <= n) this.enter(d);
  }

  private buildKeypad(loaded: Loaded): void {
    const pad = byId('keypad');
    pad.replaceChildren();
    const n =
      loaded.puzzle.kind === 'classic'
        ? loaded.puzzle.boxWidth * loaded.puzzle.boxHeight
        : loaded.puzzle.puzzle.size;
    if (n > 36) return;
    for (let v = 1; v <= n; v++) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = String(v);
      b.dataset.value = String(v);
      b.addEventListener('click', () => this.enter(v));
      pad.append(b);
    }
    const erase = document.createElement('button');
    erase.type = 'button';
    erase.textContent = 'Erase';
    erase.addEventListener('click', () => this.enter(0));
    pad.append(erase);
  }

  /** Why hints and ratings are not offered for the loaded puzzle, or `undefined` when they are. */
  private noTechniques(): string | undefined {
    const s = this.state;
    if (s === undefined) return 'load a valid puzzle first';
    if (s.puzzle.kind === 'variant')
      return "the library's human techniques know classic sudoku (rows, columns, boxes); this puzzle has variant rules";
    if (s.size > MAX_TECHNIQUE_SIZE)
      return `the library's human techniques handle grids up to ${MAX_TECHNIQUE_SIZE}×${MAX_TECHNIQUE_SIZE}`;
    return undefined;
  }

  /**
   * The grid to ask the worker for a hint or rating about (the current entries, or the givens), or
   * `undefined` after saying why the library's techniques do not apply.
   */
  private techniqueGrid(what: string, busy: string, from: 'values' | 'givens'): PlainGrid | undefined {
    this.leaveSteps();
    const why = this.noTechniques();
    const s = this.state;
    if (why !== undefined || s === undefined) {
      say(this.message, `no ${what}: ${why}`, 'error');
      return undefined;
    }
    say(this.message, busy);
    const g = s.geometry;
    return {
      boxWidth: g.boxWidth,
      boxHeight: g.boxHeight,
      cells: Array.from(from === 'values' ? s.values() : s.givens),
    };
  }

  private hint(): void {
    const grid = this.techniqueGrid('hint', 'looking for a hint…', 'values');
    if (grid === undefined) return;
    this.client.run({ kind: 'hint', grid }, (r) => {
      if (r.kind === 'error') say(this.message, r.message, 'error');
      if (r.kind !== 'hinted') return;
      say(this.message, r.message, r.step === null ? 'error' : '');
      if (r.step !== null) this.highlightStep(r.step, 'hint');
    });
  }

  private highlightStep(step: Step, kind: 'hint' | 'step'): void {
    const board = this.app.board;
    const targets = new Set([...step.placements, ...step.eliminations].map((p) => p.cell));
    const pattern = new Set([...step.cells, ...step.candidates.map((c) => c.cell)]);
    for (const c of cellsNamed(step.explanation, this.state?.size ?? 0)) if (!targets.has(c)) pattern.add(c);
    for (const c of targets) pattern.delete(c);
    board.highlight(kind, pattern);
    board.highlight('hint-target', targets);
  }

  private rate(): void {
    const grid = this.techniqueGrid('rating', 'rating…', 'givens');
    if (grid === undefined) return;
    this.client.run({ kind: 'rate', grid }, (r) => {
      if (r.kind === 'error') say(this.message, r.message, 'error');
      if (r.kind !== 'rated') return;
      if (r.rating.status !== 'rated') {
        say(this.message, `not rated: ${r.rating.reason}`, 'error');
        return;
      }
      this.showRating(r.rating);
    });
  }

  private showRating(rated: Rated): void {
    this.rated = rated;
    const hardest = rated.hardest === null ? 'none' : `${rated.hardest.name} (${rated.hardest.explanation})`;
    byId('rating-summary').textContent =
      `score ${rated.score}, grade ${rated.grade}, difficulty ${rated.difficulty.toFixed(1)}, ${rated.steps.length} steps; hardest step: ${hardest}`;
    say(this.message, 'rated: step through the solving path below', 'ok');
    const list = byId('steps');
    list.replaceChildren(
      ...rated.steps.map((st, i) => {
        const li = document.createElement('li');
        li.textContent = st.explanation;
        li.addEventListener('click', () => this.showStep(i + 1));
        return li;
      }),
    );
    byId('rating').hidden = false;
    this.showStep(0);
  }

  /** Shows the position after the first `k` steps of the rating's path (the k-th highlighted). */
  private showStep(k: number): void {
    const rated = this.rated;
    const s = this.state;
    if (rated === undefined || s === undefined) return;
    const total = rated.steps.length;
    this.stepAt = Math.max(0, Math.min(total, k));
    const values = Int32Array.from(s.givens);
    for (let i = 0; i < this.stepAt; i++)
      for (const p of rated.steps[i]!.placements) values[p.cell] = p.value;
    const board = this.app.board;
    board.setDigits(values, (c) => (s.isGiven(c) ? 'given' : 'solved'));
    board.clearMarks();
    board.highlight('conflict', []);
    const current = this.stepAt > 0 ? rated.steps[this.stepAt - 1] : undefined;
    if (current === undefined) {
      board.highlight('step', []);
      board.highlight('hint-target', []);
    } else this.highlightStep(current, 'step');
    byId('step-position').textContent = `${this.stepAt} / ${total}`;
    const items = byId('steps').children;
    for (let i = 0; i < items.length; i++) items[i]!.classList.toggle('current', i === this.stepAt - 1);
    items[this.stepAt - 1]?.scrollIntoView({ block: 'nearest' });
  }
}

function nameOf(cell: number, n: number): string {
  return `r${Math.floor(cell / n) + 1}c${(cell % n) + 1}`;
}
