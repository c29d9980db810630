import { expect, test } from '@playwright/test';
import { createContainer, getBackend } from '../../adapters/index.js';
import {
  checkVariantSolution,
  decodeFPuzzlesText,
  formatLine,
  fromFPuzzles,
  parseLine,
  readPuzzles,
  SudokuGeometry,
  SudokuGrid,
  solveSudoku,
  solveVariant,
  type VariantPuzzle,
} from '../../models/index.js';
import variantSamples from '../samples/variants.json' with { type: 'json' };
import { boardDigits, clickCell, fixture, highlighted, open, paste, shot, solveMessage } from './helpers.js';

const native = getBackend(createContainer(), 'native');
const SAMPLE9 = readPuzzles(fixture('../../../samples/sample9.txt'))[0]!.grid!;
const KILLER_THERMO = (variantSamples as VariantPuzzle[]).find((p) => p.title === 'Killer + thermometers')!;

/** The library's own answer for a classic grid (the sample has one solution). */
async function answerOf(grid: SudokuGrid): Promise<number[]> {
  const r = await solveSudoku(grid, { backend: native });
  return Array.from(r.solutions[0]!.cells);
}

test('a sample solved in the worker fills every cell with the library answer; watching it shows the search', async ({
  page,
}) => {
  await open(page);
  await shot(page, '01-loaded');
  await page.click('#solve');
  await solveMessage(page, /^solved/);
  expect(await boardDigits(page)).toEqual(await answerOf(SAMPLE9));
  await shot(page, '02-solved');

  // Watch: forced cells (and guesses, on a harder puzzle) drawn at the chosen pace as the search made them …
  await page.click('#watch');
  await solveMessage(page, /^solved/);
  await expect.poll(() => page.locator('.digits .forced').count()).toBeGreaterThan(3);
  const [shown, recorded] = ((await page.textContent('#stat-steps')) ?? '')
    .split(' / ')
    .map((s) => Number(s.replace(/,/g, '')));
  expect(shown).toBeLessThan(recorded!);
  await shot(page, '02b-watching');
  // … and, at full pace, the same answer at the end.
  await page.fill('#pace', '100');
  await page.dispatchEvent('#pace', 'input');
  await expect.poll(() => boardDigits(page)).toEqual(await answerOf(SAMPLE9));
  await expect(page.locator('#stat-steps')).toHaveText(
    `${recorded!.toLocaleString('en')} / ${recorded!.toLocaleString('en')}`,
  );
});

test('a killer + thermometer puzzle pasted as JSON is drawn and solved', async ({ page }) => {
  await open(page);
  const { title: _title, ...puzzle } = KILLER_THERMO;
  await paste(page, JSON.stringify(puzzle, null, 2));
  await expect(page.locator('#input-message')).toContainText('JSON variant');
  await expect(page.locator('.deco-cage')).toHaveCount(
    puzzle.constraints!.filter((c) => c.type === 'killer').length,
  );
  await expect(page.locator('.deco-thermo-bulb')).toHaveCount(
    puzzle.constraints!.filter((c) => c.type === 'thermometer').length,
  );
  await page.click('#solve');
  await solveMessage(page, /^solved/);
  const digits = await boardDigits(page);
  const grid = new SudokuGrid(SudokuGeometry.forSize(9), Int32Array.from(digits));
  expect(checkVariantSolution(puzzle, grid)).toEqual([]);
  const expected = (await solveVariant(puzzle, { backend: native })).solutions[0]!;
  expect(formatLine(grid)).toBe(formatLine(expected));
  await shot(page, '03-killer-thermo-solved');

  // dlx cannot express cage sums: the library's own message names the constraints.
  await page.selectOption('#backend', 'dlx');
  await page.click('#solve');
  await solveMessage(page, /^backend 'dlx' cannot express: .*killer/);
});

test('cancel during a long 49×49 solve returns control within 200 ms and the worker stops', async ({
  page,
}) => {
  await open(page);
  await paste(page, fixture('sudoku49-long.txt'));
  await expect(page.locator('#input-message')).toContainText('49×49');
  await page.click('#solve');
  await solveMessage(page, /^solving/);
  // Let the search run and report progress first.
  await expect
    .poll(async () => Number((await page.textContent('#stat-nodes'))?.replace(/,/g, '')), { timeout: 10_000 })
    .toBeGreaterThan(100);
  await page.waitForTimeout(1000);
  const cancelMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const msg = document.getElementById('solve-message')!;
        const t0 = performance.now();
        const obs = new MutationObserver(() => {
          if (/^cancelled/.test(msg.textContent ?? '')) {
            obs.disconnect();
            resolve(performance.now() - t0);
          }
        });
        obs.observe(msg, { childList: true, characterData: true, subtree: true });
        document.getElementById('cancel')!.click();
      }),
  );
  expect(cancelMs).toBeLessThan(200);
  await expect(page.locator('#solve-message')).toContainText('unsubscribing');
  // The worker is idle: it answers at once, and the node counter no longer moves.
  const nodes = await page.textContent('#stat-nodes');
  const ping = await page.evaluate(() =>
    (
      window as unknown as { playground: { pingWorker(): Promise<{ busy: boolean; ms: number }> } }
    ).playground.pingWorker(),
  );
  expect(ping.busy).toBe(false);
  expect(ping.ms).toBeLessThan(100);
  await page.waitForTimeout(500);
  expect(await page.textContent('#stat-nodes')).toBe(nodes);
  await shot(page, '04-cancelled-49x49');
});

test('an invalid puzzle shows the named conflict; bad input gets the library message, never a blank page', async ({
  page,
}) => {
  await open(page);
  const clash = `55${'.'.repeat(79)}`;
  await paste(page, clash);
  await expect(page.locator('#input-message')).toHaveText('invalid: r1c1 and r1c2 both hold 5');
  expect((await highlighted(page, 'conflict')).sort()).toEqual([0, 1]);
  await page.click('#solve');
  await solveMessage(page, /^invalid: r1c1 and r1c2 both hold 5/);
  await shot(page, '05-invalid-conflict');

  await paste(page, '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3');
  await expect(page.locator('#input-message')).toContainText('line 1');
  await paste(page, '{"size": 9, "constraints": [{"type": "killer", "cells": ["r1c1", "r1c2"], "sum": 1}]}');
  await expect(page.locator('#input-message')).toContainText('constraint #0 (killer)');
  await paste(page, JSON.stringify({ size: 9, grid: [], clock: [{ lines: [['R1C1', 'R1C2']] }] }));
  await expect(page.locator('#input-message')).toContainText('unsupported constraint: clock');
  const big = `81 9 9\n${Array.from({ length: 81 }, () => Array(81).fill(0).join(' ')).join('\n')}`;
  await paste(page, big);
  await expect(page.locator('#board-message')).toContainText('81×81 grid is too large to draw');
  await expect(page.locator('h1')).toBeVisible();
});

test('a hint highlights the cells it names', async ({ page }) => {
  await open(page);
  await page.click('#hint');
  await expect(page.locator('#play-message')).not.toHaveText(/looking|click a cell/);
  const text = (await page.textContent('#play-message')) ?? '';
  const named = [...text.matchAll(/r(\d+)c(\d+)/g)].map((m) => (Number(m[1]) - 1) * 9 + Number(m[2]) - 1);
  expect(named.length).toBeGreaterThan(0);
  const lit = new Set([...(await highlighted(page, 'hint')), ...(await highlighted(page, 'hint-target'))]);
  for (const c of named) expect(lit.has(c)).toBe(true);
  await shot(page, '06-hint');
});

test('play a 6×6 to completion by keyboard, with conflicts, undo and redo on the way', async ({ page }) => {
  await open(page);
  await page.selectOption('#sample', { label: '6×6 classic #1' });
  await page.click('#load-sample');
  await expect(page.locator('#input-message')).toContainText('6×6');
  const puzzle = readPuzzles(fixture('../../../samples/sample6x6.txt'))[0]!.grid!;
  const answer = await answerOf(puzzle);
  const empties = answer.map((_, c) => c).filter((c) => puzzle.cells[c] === 0);

  // A wrong digit first: the library's conflict message is shown on the cells.
  const first = empties[0]!;
  const rowPeer = Array.from({ length: 6 }, (_, k) => Math.floor(first / 6) * 6 + k).find(
    (c) => puzzle.cells[c] !== 0,
  )!;
  await clickCell(page, first);
  await page.keyboard.press(String(puzzle.cells[rowPeer]));
  await expect(page.locator('#conflicts li').first()).toContainText('both hold');
  expect(await highlighted(page, 'conflict')).toContain(first);
  await shot(page, '07-play-conflict');
  await page.keyboard.press('Control+z');
  await expect(page.locator('#conflicts li')).toHaveCount(0);
  await page.keyboard.press('Control+y');
  await expect(page.locator('#conflicts li')).toHaveCount(1);
  await page.keyboard.press('Backspace');

  for (const c of empties) {
    await clickCell(page, c);
    await page.keyboard.press(String(answer[c]));
  }
  await expect(page.locator('#play-message')).toHaveText('Solved! Every rule holds.');
  expect(await boardDigits(page)).toEqual(answer);
  await shot(page, '08-play-solved');
});

test('rating plays the step list forward and back; fill singles', async ({ page }) => {
  await open(page);
  await page.click('#rate');
  await expect(page.locator('#rating-summary')).toContainText('grade');
  const total = await page.locator('#steps li').count();
  expect(total).toBeGreaterThan(0);
  await page.click('#step-next');
  await page.click('#step-next');
  await expect(page.locator('#step-position')).toHaveText(`2 / ${total}`);
  const filled2 = (await boardDigits(page)).filter((d) => d !== 0).length;
  await page.click('#step-prev');
  await expect(page.locator('#step-position')).toHaveText(`1 / ${total}`);
  expect((await boardDigits(page)).filter((d) => d !== 0).length).toBeLessThanOrEqual(filled2);
  await page.click('#step-last');
  expect(await boardDigits(page)).toEqual(await answerOf(SAMPLE9));
  await shot(page, '09-rating-steps');
  await page.click('#step-close');
  await page.click('#fill-singles');
  await expect(page.locator('#play-message')).toContainText('filled');
});

test('share link and f-puzzles export carry the puzzle; sat solves in its own worker', async ({ page }) => {
  await open(page);
  await page.selectOption('#sample', { label: 'Jigsaw killer + little killers' });
  await page.click('#load-sample');
  await page.click('#share-link');
  const link = await page.inputValue('#share-output');
  expect(link).toMatch(/#p=/);
  await page.click('#export-fpuzzles');
  const exported = (await page.inputValue('#share-output')).split('\n')[0]!;
  const fp = fromFPuzzles(JSON.parse(decodeFPuzzlesText(exported)));
  expect(fp.constraints?.length).toBeGreaterThan(0);
  await shot(page, '10-jigsaw-killer');

  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.locator('#input-message')).toContainText('loaded shared link: 9×9');
  await page.selectOption('#backend', 'sat');
  await page.click('#solve');
  await solveMessage(page, /^solved/);
  const grid = new SudokuGrid(SudokuGeometry.forSize(9), Int32Array.from(await boardDigits(page)));
  const jigsaw = (variantSamples as VariantPuzzle[]).find(
    (p) => p.title === 'Jigsaw killer + little killers',
  )!;
  expect(checkVariantSolution(jigsaw, grid)).toEqual([]);
  await shot(page, '11-sat-solved');
  expect(parseLine(formatLine(grid)).isComplete()).toBe(true);
});
