import type { BoardDrawing } from '../draw/renderBoard.js';

const SVG = 'http://www.w3.org/2000/svg';

/** How a digit is shown: a given, the player's entry, or the solver's (guessed or forced). */
export type DigitStyle = 'given' | 'entry' | 'solved' | 'guess' | 'forced';

/** Digit colours and weights on the fast-drawing canvas (as styles.css draws them in the SVG). */
const CANVAS_STYLE: Record<DigitStyle, { readonly color: string; readonly weight: number }> = {
  given: { color: '#111', weight: 600 },
  entry: { color: '#2456b8', weight: 400 },
  solved: { color: '#2c7a3f', weight: 400 },
  forced: { color: '#5d6b82', weight: 400 },
  guess: { color: '#d35400', weight: 700 },
};

/** Highlight kinds, drawn under the digits. */
export type HighlightKind = 'conflict' | 'hint' | 'hint-target' | 'step';

/**
 * The board on the page: the static drawing (grid and rules) plus one text per cell for its
 * digit, pencil marks on demand, highlights, and the selected cell. Cells carry `data-cell` (and
 * their name in a title) so tests and assistive tools can read the board.
 */
export class BoardView {
  readonly svg: SVGSVGElement;
  private drawing: BoardDrawing | undefined;
  private digits: SVGTextElement[] = [];
  private readonly marks = new Map<number, SVGGElement>();
  private readonly highlights = new Map<number, SVGRectElement>();
  private readonly groups: Record<'under' | 'hl' | 'lines' | 'over' | 'digits' | 'marks', SVGGElement>;
  private readonly cursor: SVGRectElement;
  /**
   * Digits drawn on a canvas over the board while a search is watched: redrawing many SVG texts
   * each frame costs the browser far more (measured: 50–150 ms frames on a 36×36 board).
   */
  private readonly canvas: HTMLCanvasElement;
  private fast = false;
  private paint: { ctx: CanvasRenderingContext2D; font: string; color: string } | undefined;
  private zoom = 1;
  /** The selected cell, or -1. */
  selected = -1;
  /** Called when a cell is clicked. */
  onCellClick: (cell: number) => void = () => {};

  constructor(host: HTMLElement) {
    this.svg = document.createElementNS(SVG, 'svg');
    this.svg.classList.add('board');
    this.svg.setAttribute('role', 'grid');
    const g = (cls: string): SVGGElement => {
      const e = document.createElementNS(SVG, 'g');
      e.setAttribute('class', cls);
      this.svg.append(e);
      return e;
    };
    this.groups = {
      under: g('under'),
      hl: g('hl'),
      lines: g('lines'),
      over: g('over'),
      digits: g('digits'),
      marks: g('marks'),
    };
    this.cursor = document.createElementNS(SVG, 'rect');
    this.cursor.setAttribute('class', 'cursor');
    this.cursor.style.display = 'none';
    this.svg.append(this.cursor);
    const stack = document.createElement('div');
    stack.className = 'board-stack';
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'board-canvas';
    this.canvas.hidden = true;
    stack.append(this.svg, this.canvas);
    host.append(stack);
    this.svg.addEventListener('click', (e) => {
      const cell = this.cellAt(e.clientX, e.clientY);
      if (cell >= 0) this.onCellClick(cell);
    });
  }

  /** Shows a new board (digits, marks and highlights cleared). */
  setDrawing(d: BoardDrawing): void {
    this.setFastDigits(false);
    this.drawing = d;
    const { layout } = d;
    this.svg.setAttribute('viewBox', `0 0 ${layout.extent} ${layout.extent}`);
    this.applyZoom();
    this.groups.under.innerHTML = d.under;
    this.groups.lines.innerHTML = d.lines;
    this.groups.over.innerHTML = d.over;
    this.groups.hl.replaceChildren();
    this.groups.marks.replaceChildren();
    this.marks.clear();
    this.highlights.clear();
    const frag = document.createDocumentFragment();
    const n = layout.size;
    this.digits = [];
    const fs = layout.cell * (n > 9 ? 0.5 : 0.62);
    for (let cell = 0; cell < n * n; cell++) {
      const [x, y] = layout.center(cell);
      const t = document.createElementNS(SVG, 'text');
      t.setAttribute('x', String(x));
      t.setAttribute('y', String(y + fs * 0.36));
      t.setAttribute('font-size', String(fs));
      t.setAttribute('data-cell', String(cell));
      t.setAttribute('data-name', `r${Math.floor(cell / n) + 1}c${(cell % n) + 1}`);
      frag.append(t);
      this.digits.push(t);
    }
    this.groups.digits.replaceChildren(frag);
    this.select(-1);
  }

  /** Zooms the board (1 = the drawn size); large grids scroll in their frame. */
  setZoom(zoom: number): void {
    this.zoom = zoom;
    this.applyZoom();
  }

  get zoomLevel(): number {
    return this.zoom;
  }

  /** Shows a cell's digit (`0` empties it) in a style. */
  setDigit(cell: number, value: number, style: DigitStyle): void {
    const t = this.digits[cell];
    if (t === undefined) return;
    const text = value === 0 ? '' : String(value);
    const cls = value === 0 ? '' : style;
    // Unchanged cells are not touched: every write costs the browser style and layout work.
    if (t.textContent !== text) t.textContent = text;
    if ((t.getAttribute('class') ?? '') !== cls) t.setAttribute('class', cls);
    if (this.fast) this.paintDigit(cell, value, style);
  }

  /** Every cell's digit at once; `styleOf` picks each one's style. */
  setDigits(values: ArrayLike<number>, styleOf: (cell: number) => DigitStyle): void {
    for (let c = 0; c < this.digits.length; c++) this.setDigit(c, values[c] ?? 0, styleOf(c));
  }

  /**
   * Turns fast drawing on or off: on, digits are painted on a canvas over the board (the SVG texts
   * are still kept up to date, hidden); off, the SVG texts show again.
   */
  setFastDigits(on: boolean): void {
    if (on === this.fast) return;
    this.fast = on;
    this.groups.digits.style.display = on ? 'none' : '';
    this.canvas.hidden = !on;
    if (!on) return;
    this.sizeCanvas();
    this.digits.forEach((t, cell) => {
      this.paintDigit(
        cell,
        Number(t.textContent || '0'),
        (t.getAttribute('class') as DigitStyle | null) ?? 'entry',
      );
    });
  }

  private sizeCanvas(): void {
    const d = this.drawing;
    if (d === undefined) return;
    const css = Math.round(d.layout.extent * this.zoom);
    const ratio = window.devicePixelRatio || 1;
    this.canvas.width = Math.round(css * ratio);
    this.canvas.height = Math.round(css * ratio);
    this.canvas.style.width = `${css}px`;
    this.canvas.style.height = `${css}px`;
    const ctx = this.canvas.getContext('2d');
    if (ctx === null) return;
    const scale = this.canvas.width / d.layout.extent;
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    // Font and colour are set only when they change: parsing a font string is slow.
    this.paint = { ctx, font: '', color: '' };
  }

  private paintDigit(cell: number, value: number, style: DigitStyle): void {
    const d = this.drawing;
    const p = this.paint;
    if (d === undefined || p === undefined) return;
    const { ctx } = p;
    const { layout } = d;
    const inset = 2;
    const x = layout.x(layout.col(cell));
    const y = layout.y(layout.row(cell));
    ctx.clearRect(x + inset, y + inset, layout.cell - 2 * inset, layout.cell - 2 * inset);
    if (value === 0) return;
    const s = CANVAS_STYLE[style] ?? CANVAS_STYLE.entry;
    const font = `${s.weight} ${layout.cell * (layout.size > 9 ? 0.5 : 0.62)}px system-ui, sans-serif`;
    if (p.font !== font) ctx.font = p.font = font;
    if (p.color !== s.color) ctx.fillStyle = p.color = s.color;
    const [cx, cy] = layout.center(cell);
    ctx.fillText(String(value), cx, cy);
  }

  /** The digits shown, one per cell (`0` empty). */
  shownDigits(): number[] {
    return this.digits.map((t) => Number(t.textContent || '0'));
  }

  /** Shows a cell's pencil marks (an empty list clears them). */
  setMarks(cell: number, values: readonly number[]): void {
    this.marks.get(cell)?.remove();
    this.marks.delete(cell);
    const d = this.drawing;
    if (d === undefined || values.length === 0) return;
    const { layout } = d;
    const n = layout.size;
    const k = Math.ceil(Math.sqrt(n));
    const step = layout.cell / k;
    const x0 = layout.x(layout.col(cell));
    const y0 = layout.y(layout.row(cell));
    const g = document.createElementNS(SVG, 'g');
    g.setAttribute('data-marks', String(cell));
    for (const v of values) {
      const t = document.createElementNS(SVG, 'text');
      t.setAttribute('x', String(x0 + ((v - 1) % k) * step + step / 2));
      t.setAttribute('y', String(y0 + Math.floor((v - 1) / k) * step + step * 0.78));
      t.setAttribute('font-size', String(step * 0.8));
      t.textContent = String(v);
      g.append(t);
    }
    this.groups.marks.append(g);
    this.marks.set(cell, g);
  }

  /** Clears every pencil mark. */
  clearMarks(): void {
    this.groups.marks.replaceChildren();
    this.marks.clear();
  }

  /** Highlights cells (replacing earlier highlights of the same kind); `title` explains them on hover. */
  highlight(kind: HighlightKind, cells: Iterable<number>, title?: (cell: number) => string): void {
    for (const [cell, r] of this.highlights) {
      if (r.dataset.kind === kind) {
        r.remove();
        this.highlights.delete(cell);
      }
    }
    const d = this.drawing;
    if (d === undefined) return;
    const { layout } = d;
    for (const cell of cells) {
      this.highlights.get(cell)?.remove();
      const r = document.createElementNS(SVG, 'rect');
      r.setAttribute('x', String(layout.x(layout.col(cell))));
      r.setAttribute('y', String(layout.y(layout.row(cell))));
      r.setAttribute('width', String(layout.cell));
      r.setAttribute('height', String(layout.cell));
      r.setAttribute('class', `hl-${kind}`);
      r.dataset.kind = kind;
      r.dataset.cell = String(cell);
      const text = title?.(cell);
      if (text !== undefined) {
        const t = document.createElementNS(SVG, 'title');
        t.textContent = text;
        r.append(t);
      }
      this.groups.hl.append(r);
      this.highlights.set(cell, r);
    }
  }

  /** Cells highlighted as `kind`, ascending. */
  highlighted(kind: HighlightKind): number[] {
    return [...this.highlights.values()]
      .filter((r) => r.dataset.kind === kind)
      .map((r) => Number(r.dataset.cell))
      .sort((a, b) => a - b);
  }

  /** Selects a cell (-1: none). */
  select(cell: number): void {
    this.selected = cell;
    const d = this.drawing;
    if (d === undefined || cell < 0) {
      this.cursor.style.display = 'none';
      return;
    }
    const { layout } = d;
    this.cursor.style.display = '';
    this.cursor.setAttribute('x', String(layout.x(layout.col(cell))));
    this.cursor.setAttribute('y', String(layout.y(layout.row(cell))));
    this.cursor.setAttribute('width', String(layout.cell));
    this.cursor.setAttribute('height', String(layout.cell));
  }

  private applyZoom(): void {
    const d = this.drawing;
    if (d === undefined) return;
    const px = Math.round(d.layout.extent * this.zoom);
    this.svg.setAttribute('width', String(px));
    this.svg.setAttribute('height', String(px));
    if (this.fast) this.setFastDigitsAgain();
  }

  /** Repaints the canvas at a new size. */
  private setFastDigitsAgain(): void {
    this.fast = false;
    this.setFastDigits(true);
  }

  private cellAt(clientX: number, clientY: number): number {
    const d = this.drawing;
    if (d === undefined) return -1;
    const box = this.svg.getBoundingClientRect();
    const scale = d.layout.extent / box.width;
    const x = (clientX - box.left) * scale - d.layout.margin;
    const y = (clientY - box.top) * scale - d.layout.margin;
    const c = Math.floor(x / d.layout.cell);
    const r = Math.floor(y / d.layout.cell);
    const n = d.layout.size;
    return r < 0 || c < 0 || r >= n || c >= n ? -1 : r * n + c;
  }
}
