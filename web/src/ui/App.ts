import { DEFAULT_DIFFICULTY_SCALE, SUDOKU_SYMMETRIES, toFPuzzles, type VariantPuzzle } from 'cspkit/models';
import { MAX_DRAWN_SIZE, renderBoard } from '../draw/renderBoard.js';
import { type PlaygroundPuzzle, sizeOf } from '../puzzle/PlaygroundPuzzle.js';
import { puzzleText } from '../puzzle/puzzleText.js';
import { readPuzzleText } from '../puzzle/readPuzzleText.js';
import { SAMPLES } from '../samples.js';
import { fpuzzlesLink, sharedText, shareLink } from '../share/shareLink.js';
import { BoardView } from './BoardView.js';
import { byId, fillList, messageOf, say } from './dom.js';
import { PlayPanel } from './PlayPanel.js';
import { SolvePanel } from './SolvePanel.js';
import type { SolverClient } from './SolverClient.js';

/** The puzzle on the page. */
export interface Loaded {
  readonly puzzle: PlaygroundPuzzle;
  /** Why it cannot be solved or played (clashing givens, named by the library), if so. */
  readonly invalid?: string;
  /** Cells named by that reason. */
  readonly invalidCells: readonly number[];
  /** Whether the board is drawn (small enough). */
  readonly drawn: boolean;
}

/**
 * The playground: wires the puzzle input (paste, samples, generator, share links), the board, the
 * solve panel and the play panel. Everything slow runs in the solver workers.
 */
export class App {
  readonly board: BoardView;
  readonly solve: SolvePanel;
  readonly play: PlayPanel;
  private current: Loaded | undefined;
  private readonly status = byId('status');
  private readonly inputMessage = byId('input-message');
  private readonly boardMessage = byId('board-message');
  private genJob: { cancel(): void } | undefined;

  constructor(
    /** The solver workers' client. */
    readonly client: SolverClient,
  ) {
    this.board = new BoardView(byId('board-frame'));
    this.solve = new SolvePanel(this, client);
    this.play = new PlayPanel(this, client);
    client.onRestart = (which) =>
      this.setStatus(
        `the ${which} solver worker was terminated to stop a job; a fresh one starts on the next request`,
      );
    this.wireInput();
    this.wireZoom();
    // A shared link opened over this page (only the fragment changes) loads its puzzle too.
    window.addEventListener('hashchange', () => {
      const shared = sharedText(location.hash);
      if (shared === undefined) return;
      if ('error' in shared) say(this.inputMessage, shared.error, 'error');
      else this.loadText(shared.text, 'shared link');
    });
  }

  /**
   * Asks the main solver worker whether it is running a job; resolves with the answer and the
   * round trip in ms. An idle worker answers at once: a search still running would delay it.
   */
  pingWorker(): Promise<{ busy: boolean; ms: number }> {
    const t0 = performance.now();
    return new Promise((resolve) => {
      this.client.run({ kind: 'ping' }, (r) => {
        if (r.kind === 'pong') resolve({ busy: r.busy, ms: performance.now() - t0 });
      });
    });
  }

  /** The puzzle on the page. */
  get loaded(): Loaded | undefined {
    return this.current;
  }

  setStatus(text: string): void {
    this.status.textContent = text;
  }

  /** Loads the shared puzzle of the URL, or else the first sample. */
  start(): void {
    const shared = sharedText(location.hash);
    if (shared !== undefined && 'error' in shared) say(this.inputMessage, shared.error, 'error');
    if (shared !== undefined && 'text' in shared) this.loadText(shared.text, 'shared link');
    else this.loadText(SAMPLES[0]!.text, SAMPLES[0]!.name);
    // Start the main worker now, so the first solve does not wait for it to load.
    void this.pingWorker();
    this.setStatus('Ready: load a puzzle, solve it in a worker, watch the search, or play it yourself.');
  }

  /** Reads and loads a text; a problem is reported in the page (the library's message). */
  loadText(text: string, source: string): boolean {
    const r = readPuzzleText(text);
    if ('error' in r) {
      say(this.inputMessage, r.error, 'error');
      return false;
    }
    const invalid = r.conflicts.length > 0 ? r.conflicts.map((c) => c.message).join('; ') : undefined;
    const invalidCells = r.conflicts.flatMap((c) => [...c.cells]);
    this.load(r.puzzle, invalid, invalidCells);
    const n = sizeOf(r.puzzle);
    const note = r.note === undefined ? '' : ` (${r.note})`;
    if (invalid !== undefined) say(this.inputMessage, `invalid: ${invalid}`, 'error');
    else say(this.inputMessage, `loaded ${source}: ${n}×${n}, ${r.format}${note}`, 'ok');
    return true;
  }

  /** Shows a puzzle: draws its board (when not too large) and starts a game on it. */
  load(puzzle: PlaygroundPuzzle, invalid?: string, invalidCells: readonly number[] = []): void {
    this.solve.reset();
    const n = sizeOf(puzzle);
    const drawn = n <= MAX_DRAWN_SIZE;
    this.current =
      invalid === undefined ? { puzzle, invalidCells, drawn } : { puzzle, invalid, invalidCells, drawn };
    const title = puzzle.kind === 'variant' ? (puzzle.puzzle.title ?? 'variant puzzle') : 'classic sudoku';
    byId('board-title').textContent = `${n}×${n} ${title}`;
    byId<HTMLTextAreaElement>('solution-text').hidden = true;
    say(this.boardMessage, '');
    if (drawn) {
      try {
        const drawing = renderBoard(puzzle, Math.max(16, Math.min(56, Math.floor(600 / n))));
        this.board.setDrawing(drawing);
        this.board.svg.style.display = '';
        fillList(byId('rules'), drawing.rules);
      } catch (e) {
        say(this.boardMessage, `the board cannot be drawn: ${messageOf(e)}`, 'error');
      }
    } else {
      this.board.svg.style.display = 'none';
      fillList(byId('rules'), []);
      say(
        this.boardMessage,
        `a ${n}×${n} grid is too large to draw here (this page draws up to ${MAX_DRAWN_SIZE}×${MAX_DRAWN_SIZE}); ` +
          'it can still be solved, and the answer is shown as text',
        'error',
      );
    }
    this.play.start(this.current);
  }

  private wireInput(): void {
    const sample = byId<HTMLSelectElement>('sample');
    SAMPLES.forEach((s, i) => {
      sample.add(new Option(s.name, String(i)));
    });
    byId('load-sample').addEventListener('click', () => {
      const s = SAMPLES[Number(sample.value)];
      if (s !== undefined) this.loadText(s.text, s.name);
    });
    const text = byId<HTMLTextAreaElement>('puzzle-text');
    byId('load-text').addEventListener('click', () => this.loadText(text.value, 'the pasted text'));
    byId('show-text').addEventListener('click', () => {
      if (this.current !== undefined) text.value = puzzleText(this.current.puzzle);
    });

    const symmetry = byId<HTMLSelectElement>('gen-symmetry');
    for (const s of SUDOKU_SYMMETRIES) symmetry.add(new Option(s, s));
    const difficulty = byId<HTMLSelectElement>('gen-difficulty');
    difficulty.add(new Option('any', ''));
    for (const g of DEFAULT_DIFFICULTY_SCALE.grades) difficulty.add(new Option(g, g));
    byId('generate').addEventListener('click', () => this.generate());

    const out = byId<HTMLTextAreaElement>('share-output');
    byId('share-link').addEventListener('click', () => {
      if (this.current === undefined) return;
      const link = shareLink(location.href, this.current.puzzle);
      out.value = link;
      history.replaceState(null, '', link);
      void navigator.clipboard?.writeText(link).catch(() => undefined);
    });
    byId('export-fpuzzles').addEventListener('click', () => {
      if (this.current === undefined) return;
      try {
        const json = toFPuzzles(asVariant(this.current.puzzle));
        out.value = `${fpuzzlesLink(json)}\n\n${JSON.stringify(json)}`;
      } catch (e) {
        out.value = `cannot export: ${messageOf(e)}`;
      }
    });
  }

  private generate(): void {
    const [bw, bh] = byId<HTMLSelectElement>('gen-shape').value.split('x').map(Number) as [number, number];
    const seedText = byId<HTMLInputElement>('gen-seed').value.trim();
    const seed = seedText === '' ? undefined : Number(seedText);
    if (seed !== undefined && !Number.isSafeInteger(seed)) {
      say(this.inputMessage, `the seed must be a whole number; got '${seedText}'`, 'error');
      return;
    }
    const difficulty = byId<HTMLSelectElement>('gen-difficulty').value;
    this.genJob?.cancel();
    say(this.inputMessage, 'generating…');
    const started = performance.now();
    this.genJob = this.client.run(
      {
        kind: 'generate',
        boxWidth: bw,
        boxHeight: bh,
        symmetry: byId<HTMLSelectElement>('gen-symmetry').value,
        ...(difficulty === '' ? {} : { difficulty }),
        ...(seed === undefined ? {} : { seed }),
      },
      (r) => {
        if (r.kind === 'error') say(this.inputMessage, r.message, 'error');
        if (r.kind !== 'generated') return;
        this.genJob = undefined;
        this.load({ kind: 'classic', boxWidth: bw, boxHeight: bh, cells: r.cells });
        const ms = Math.round(performance.now() - started);
        const rating = r.rating === undefined ? '' : `, rated ${r.rating}`;
        say(
          this.inputMessage,
          `generated ${bw * bh}×${bw * bh} with seed ${r.seed}${rating} in ${ms} ms`,
          'ok',
        );
      },
    );
  }

  private wireZoom(): void {
    const zoomBy = (f: number): void =>
      this.board.setZoom(Math.min(4, Math.max(0.25, this.board.zoomLevel * f)));
    byId('zoom-in').addEventListener('click', () => zoomBy(1.25));
    byId('zoom-out').addEventListener('click', () => zoomBy(0.8));
  }
}

/** A puzzle in the variant format (a classic grid as one without rules), for f-puzzles export. */
function asVariant(p: PlaygroundPuzzle): VariantPuzzle {
  if (p.kind === 'variant') return p.puzzle;
  const n = p.boxWidth * p.boxHeight;
  const givens = Array.from({ length: n }, (_, r) => p.cells.slice(r * n, r * n + n));
  return { size: n, boxWidth: p.boxWidth, boxHeight: p.boxHeight, givens };
}
