import type { SolverStatistics } from 'cspkit/core';
import { formatGridFormat, SudokuGeometry, SudokuGrid } from 'cspkit/models';
import type { WorkerReply } from '../worker/protocol.js';
import type { App } from './App.js';
import { byId, say } from './dom.js';
import { paceOf } from './paceOf.js';
import type { Job, SolverClient } from './SolverClient.js';
import { WatchPlayer } from './WatchPlayer.js';

type Mode = 'solve' | 'count' | 'watch';

/**
 * Solve, count to 2, or watch the search (the worker records its guesses, forced cells and
 * backtracks; the page plays them at the chosen pace), with live counters, and Cancel.
 */
export class SolvePanel {
  private job: Job | undefined;
  private player: WatchPlayer | undefined;
  private readonly message = byId('solve-message');
  private readonly cancelButton = byId<HTMLButtonElement>('cancel');
  private readonly pace = byId<HTMLInputElement>('pace');
  private solution: Int32Array | undefined;
  private solutions = 0;

  constructor(
    private readonly app: App,
    private readonly client: SolverClient,
  ) {
    byId('solve').addEventListener('click', () => this.run('solve'));
    byId('count').addEventListener('click', () => this.run('count'));
    byId('watch').addEventListener('click', () => this.run('watch'));
    this.cancelButton.addEventListener('click', () => this.cancel());
    const showPace = (): void => {
      const p = paceOf(Number(this.pace.value));
      byId('pace-label').textContent = Number.isFinite(p) ? `${p} steps/s` : 'as fast as it draws';
      if (this.player !== undefined) this.player.pace = p;
    };
    this.pace.addEventListener('input', showPace);
    showPace();
  }

  /** Whether a job is running. */
  get busy(): boolean {
    return this.job !== undefined;
  }

  /** Stops any job and clears the counters (a new puzzle was loaded). */
  reset(): void {
    if (this.job !== undefined) this.cancel();
    this.endWatch();
    for (const id of [
      'nodes',
      'failures',
      'propagations',
      'solutions',
      'time',
      'depth',
      'steps',
      'overhead',
    ]) {
      byId(`stat-${id}`).textContent = '–';
    }
    say(this.message, '');
  }

  /** Cancels the running job: the worker unsubscribes from the search (or is terminated if it cannot). */
  cancel(): void {
    if (this.job === undefined) return;
    say(this.message, 'cancelling…');
    this.job.cancel();
  }

  private run(mode: Mode): void {
    const loaded = this.app.loaded;
    if (loaded === undefined) return;
    if (loaded.invalid !== undefined) {
      say(this.message, `invalid: ${loaded.invalid}`, 'error');
      this.app.board.highlight('conflict', loaded.invalidCells);
      return;
    }
    if (this.job !== undefined) this.cancel();
    this.endWatch();
    this.app.play.leaveSteps();
    const backend = byId<HTMLSelectElement>('backend').value;
    const p = loaded.puzzle;
    const givens = p.kind === 'classic' ? p.cells : this.app.play.givens();
    this.solution = undefined;
    this.solutions = 0;
    if (mode === 'watch' && loaded.drawn) {
      const player = new WatchPlayer(givens, paceOf(Number(this.pace.value)));
      this.app.board.setDigits(givens, (c) => (givens[c] !== 0 ? 'given' : 'entry'));
      this.app.board.highlight('conflict', []);
      const b = player.board;
      player.draw = (changed) => {
        for (const c of changed)
          this.app.board.setDigit(
            c,
            b.values[c]!,
            givens[c] !== 0 ? 'given' : b.guessed[c] ? 'guess' : 'forced',
          );
        byId('stat-steps').textContent =
          `${player.progress.applied.toLocaleString('en')} / ${player.progress.received.toLocaleString('en')}`;
        byId('stat-depth').textContent = String(b.depth);
      };
      this.player = player;
      this.app.board.setFastDigits(true);
    }
    const sat = backend === 'sat' && !this.client.satLoaded ? ' (loading MiniSat)' : '';
    say(this.message, `${mode === 'count' ? 'counting' : 'solving'} with ${backend}${sat}…`);
    this.cancelButton.disabled = false;
    const t0 = performance.now();
    const job = this.client.run(
      {
        kind: 'solve',
        puzzle: p,
        backend,
        solutionLimit: mode === 'count' ? 2 : 1,
        watch: this.player !== undefined,
      },
      (r) => this.onReply(job, r, mode, t0, givens),
    );
    this.job = job;
  }

  private onReply(job: Job, r: WorkerReply, mode: Mode, t0: number, givens: readonly number[]): void {
    if (this.job !== job) return;
    switch (r.kind) {
      case 'progress':
        this.showStats(r.stats);
        return;
      case 'trace':
        this.player?.push(r.entries);
        return;
      case 'solution':
        this.solutions++;
        if (this.solutions === 1) {
          // What the worker adds: the answer is in the page this long after the click, less the library's own time.
          const overhead = performance.now() - t0 - r.stats.wallMs;
          byId('stat-overhead').textContent = overhead.toFixed(1);
        }
        this.solution ??= r.cells;
        this.showStats(r.stats);
        if (this.player === undefined && this.solutions === 1) this.showSolution(r.cells, givens);
        return;
      case 'finished': {
        this.done();
        this.showStats(r.stats);
        const roundTrip = performance.now() - t0;
        if (this.solutions === 0) byId('stat-overhead').textContent = (roundTrip - r.stats.wallMs).toFixed(1);
        const solutions = this.solutions;
        const reason = r.reason === undefined ? '' : `: ${r.reason}`;
        let text: string;
        if (r.status === 'cancelled')
          text = `cancelled after ${r.stats.nodes.toLocaleString('en')} nodes${reason}`;
        else if (mode === 'count')
          text =
            r.status === 'sat' || r.status === 'unsat'
              ? solutions === 0
                ? 'no solution'
                : solutions === 1
                  ? '1 solution: the puzzle is unique'
                  : '2+ solutions: the puzzle is not unique (counting stopped at 2)'
              : `${r.status} after ${solutions} solution(s)${reason}`;
        else
          text =
            r.status === 'sat'
              ? 'solved'
              : r.status === 'unsat'
                ? 'no solution (unsat)'
                : `${r.status}${reason}`;
        const time = `${r.stats.wallMs.toFixed(1)} ms in the library, ${roundTrip.toFixed(1)} ms round trip`;
        say(
          this.message,
          `${text} (${time})`,
          r.status === 'cancelled' || r.status === 'sat' || r.status === 'unsat' ? 'ok' : 'error',
        );
        const player = this.player;
        if (player !== undefined) {
          player.onDrained = () => {
            this.app.board.setFastDigits(false);
            if (this.solution !== undefined) this.showSolution(this.solution, givens);
          };
          if (r.status === 'cancelled') this.endWatch();
          else player.finish();
        }
        return;
      }
      case 'error':
        this.done();
        this.endWatch();
        say(this.message, r.message, r.message.startsWith('cancelled') ? 'ok' : 'error');
        return;
      default:
        return;
    }
  }

  /** Stops playing a watched search, and shows the digits as SVG again. */
  private endWatch(): void {
    this.player?.stop();
    this.player = undefined;
    this.app.board.setFastDigits(false);
  }

  private done(): void {
    this.job = undefined;
    this.cancelButton.disabled = true;
  }

  private showStats(s: SolverStatistics): void {
    byId('stat-nodes').textContent = s.nodes.toLocaleString('en');
    byId('stat-failures').textContent = s.failures.toLocaleString('en');
    byId('stat-propagations').textContent = s.propagations.toLocaleString('en');
    byId('stat-solutions').textContent = String(s.solutions);
    byId('stat-time').textContent = s.wallMs.toFixed(1);
    if (this.player === undefined) byId('stat-depth').textContent = String(s.maxDepth);
  }

  private showSolution(cells: Int32Array, givens: readonly number[]): void {
    const loaded = this.app.loaded;
    if (loaded === undefined) return;
    if (loaded.drawn) {
      this.app.board.highlight('conflict', []);
      this.app.board.setDigits(cells, (c) => (givens[c] !== 0 ? 'given' : 'solved'));
      return;
    }
    const p = loaded.puzzle;
    const out = byId<HTMLTextAreaElement>('solution-text');
    const shape =
      p.kind === 'classic'
        ? SudokuGeometry.fromBox(p.boxWidth, p.boxHeight)
        : SudokuGeometry.forSize(p.puzzle.size);
    out.value = formatGridFormat(new SudokuGrid(shape, cells));
    out.hidden = false;
  }
}
