import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** Screenshots of each main state go here (git-ignored); CI runs write them too. */
const SHOTS = new URL('../test-results/', import.meta.url);

/** Saves a screenshot of the page under web/test-results/NAME.png. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, SHOTS).pathname, fullPage: true });
}

/** A file next to the tests. */
export function fixture(name: string): string {
  return readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
}

/** Opens the page and waits for the first sample. */
export async function open(page: Page): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.locator('#input-message')).toContainText('loaded');
  expect(errors).toEqual([]);
}

/** Pastes a text into the puzzle box and loads it. */
export async function paste(page: Page, text: string): Promise<void> {
  await page.fill('#puzzle-text', text);
  await page.click('#load-text');
}

/** The digits on the board, one per cell (0 empty). */
export async function boardDigits(page: Page): Promise<number[]> {
  return page.$$eval('.digits [data-cell]', (els) => els.map((e) => Number(e.textContent || '0')));
}

/** Clicks a cell of the board (its centre; empty cells have no text to click). */
export async function clickCell(page: Page, cell: number): Promise<void> {
  const at = await page.$eval(`.digits [data-cell="${cell}"]`, (t) => {
    const svg = (t as SVGTextElement).ownerSVGElement!;
    const box = svg.getBoundingClientRect();
    const scale = box.width / svg.viewBox.baseVal.width;
    const x = Number(t.getAttribute('x'));
    const size = Number(t.getAttribute('font-size'));
    const y = Number(t.getAttribute('y')) - size * 0.36;
    return { x: box.left + x * scale, y: box.top + y * scale };
  });
  await page.mouse.click(at.x, at.y);
}

/** Cells highlighted as a kind (`conflict`, `hint`, `hint-target`, `step`). */
export async function highlighted(page: Page, kind: string): Promise<number[]> {
  return page.$$eval(`rect.hl-${kind}`, (els) => els.map((e) => Number((e as SVGElement).dataset.cell)));
}

/** Waits until the solve panel's message matches. */
export async function solveMessage(page: Page, pattern: RegExp, timeout = 30_000): Promise<string> {
  await expect(page.locator('#solve-message')).toHaveText(pattern, { timeout });
  return (await page.textContent('#solve-message')) ?? '';
}
