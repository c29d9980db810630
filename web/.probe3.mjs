import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await b.newPage({ viewport: { width: 1400, height: 1000 } });
await page.goto('http://127.0.0.1:4391/');
await page.waitForTimeout(1000);
await page.fill('#puzzle-text', readFileSync('web/e2e/fixtures/sudoku36-long.txt', 'utf8'));
await page.click('#load-text');
await page.fill('#pace', '100');
await page.dispatchEvent('#pace', 'input');
for (const hidden of [process.argv[2] === 'hide']) {
  await page.evaluate((hidden) => {
    if (hidden) document.getElementById('board-frame').style.display = 'none';
    window.lt = [];
    window.drawMs = 0;
    window.frames = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.lt.push(Math.round(e.duration));
    }).observe({ type: 'longtask' });
  }, hidden);
  await page.click('#watch');
  await page.waitForTimeout(1500);
  await page.evaluate(() => {
    const p = window.playground.solve.player;
    const d = p.draw;
    p.draw = (c) => {
      const t = performance.now();
      d(c);
      window.drawMs = Math.max(window.drawMs, performance.now() - t);
      window.frames++;
    };
  });
  await page.waitForTimeout(10000);
  console.log(
    'hidden',
    hidden,
    await page.evaluate(() =>
      JSON.stringify({ lt: window.lt, drawMs: window.drawMs, frames: window.frames }),
    ),
  );
}
await b.close();
