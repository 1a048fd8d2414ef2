// Issue 47 (equation: an error's reason, a refused key's hint, the whole tape on a phone) and
// issue 48 (the pseudocode panel) on the equation pages.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { openVisualizer, pressOnSlider, STAGE, stageData, stepForward, waitForOutcome, waitForStage } from './support/visualizer';

const browser = useBrowser();
const PHONE = { width: 360, height: 740 };
/** Opens a mode with `expr` written as the page writes it (a space as %20: a '+' in a link reads as a plus, so `2 3` must not become `2+3`). */
const openEquation = (page: Page, mode: string, expr: string, runnable = true) =>
  openVisualizer(page, browser.baseUrl, `/equationevaluationvisualizer/${mode}?expr=${encodeURIComponent(expr)}`, {}, { waitForTotal: runnable });
const field = (page: Page) => page.getByTestId('expression-input');
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

/**
 * The worker refuses an invalid expression a moment after the page opened it: the page must
 * still show the error once after that. A refused run never gets a total, so the wait is time.
 */
const REFUSAL_MS = 800;

describe('equation errors with a reason (issue 47)', () => {
  const cases: [mode: string, expr: string, line: string, reason: string][] = [
    ['infix', '(1+2', 'Error: Invalid Expression', 'Missing closing bracket for the one at position 1'],
    ['infix', '2 3', 'Error: Invalid Expression', 'Two numbers in a row at position 3'],
    ['infix', '((()))', 'Error: Invalid Expression', 'Empty brackets () at position 3'],
    ['infix', '2^^3', 'Error: Invalid Expression', 'Operator ^ has no left operand at position 3'],
    ['infix', '3*-2', 'Error: Invalid Expression', 'Operator - has no left operand at position 3 (a negative number there needs brackets: (-2))'],
    ['infix2pointer', '1+2x', 'Error: Invalid Token', 'Unknown character x at position 4'],
    ['postfix', '3 + 4', 'Error: Invalid Expression', 'Operator + at position 3 has 1 operand before it, not 2'],
    ['postfix', '2 3', 'Error: Invalid Expression', '2 values are left at the end, not 1: an operator is missing'],
    ['prefix', '3 4 +', 'Error: Invalid Expression', 'Operator + at position 5 has 0 operands after it, not 2'],
  ];

  it('shows the spec line once, under the field, and the reason on the line under it', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    for (const [mode, expr, line, reason] of cases) {
      const at = `${mode} ${expr}`;
      await openEquation(page, mode, expr, false);
      await page.waitForTimeout(REFUSAL_MS);
      expect(await text(page, 'expression-error'), at).toBe(line);
      expect(await text(page, 'expression-reason'), at).toBe(reason);
      // Once on the whole page: the engine's line for the worker's refusal is not there.
      expect(await page.getByText(line, { exact: true }).count(), at).toBe(1);
      expect(await page.getByTestId('run-error').count(), at).toBe(0);
      // Under the field, on screen with it, the reason below the line.
      const [fieldBox, lineBox, reasonBox] = await Promise.all([
        field(page).boundingBox(),
        page.getByTestId('expression-error').boundingBox(),
        page.getByTestId('expression-reason').boundingBox(),
      ]);
      expect(fieldBox && lineBox && reasonBox, at).toBeTruthy();
      if (!fieldBox || !lineBox || !reasonBox) continue;
      expect(lineBox.y - (fieldBox.y + fieldBox.height), `${at} ${JSON.stringify({ fieldBox, lineBox })}`).toBeLessThan(40);
      expect(reasonBox.y, at).toBeGreaterThanOrEqual(lineBox.y + lineBox.height - 1);
      expect(reasonBox.x + reasonBox.width, at).toBeLessThanOrEqual(PHONE.width);
      // The field is invalid, described by both lines.
      const description = await field(page).evaluate(
        (input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
      );
      expect(description, at).toBe(`${line} ${reason}`);
      expect(await field(page).getAttribute('aria-invalid'), at).toBe('true');
    }
    await page.context().close();
  });

  it('updates the reason as the visitor types, and clears both lines once the expression runs', async () => {
    const page = await browser.newPage();
    await openEquation(page, 'infix', '', false);
    await expect.poll(() => text(page, 'expression-reason')).toBe('The expression is empty');
    await field(page).click();
    await page.keyboard.type('(1+2');
    await expect.poll(() => text(page, 'expression-reason')).toBe('Missing closing bracket for the one at position 1');
    await page.keyboard.type(')*');
    await expect.poll(() => text(page, 'expression-reason')).toBe('Operator * has no right operand at position 6');
    await page.keyboard.type('3');
    await expect.poll(() => page.getByTestId('expression-error').count()).toBe(0);
    expect(await page.getByTestId('expression-reason').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Play' }).isDisabled()).toBe(false);
    await page.context().close();
  });

  it('names a refused key and the characters the field takes, briefly', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await openEquation(page, 'infix', '', false);
    const hint = page.getByTestId('expression-hint');
    expect(await hint.getAttribute('role')).toBe('status');
    expect(await text(page, 'expression-hint')).toBe('');
    await field(page).click();
    await page.keyboard.type('abc');
    expect(await field(page).inputValue()).toBe('');
    await expect.poll(() => text(page, 'expression-hint')).toBe('Not allowed here: "c". Use digits, . + - * / ^ ( ) [ ] { } and spaces.');
    expect(await hint.isVisible()).toBe(true);
    const box = await hint.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, JSON.stringify(box)).toBe(true);
    // Brief: gone after a few seconds.
    await expect.poll(() => text(page, 'expression-hint'), { timeout: 10_000 }).toBe('');
    // A paste (or a phone's keyboard, whose letters come without a key) is named too.
    await page.keyboard.insertText('2x+y3');
    expect(await field(page).inputValue()).toBe('2+3');
    await expect.poll(() => text(page, 'expression-hint')).toBe('Not allowed here: "x" "y". Use digits, . + - * / ^ ( ) [ ] { } and spaces.');
    await page.context().close();
  });
});

/** The tape's cells as shown: their texts and boxes, the strip's box, and whether a cue hides any token. */
const tapeView = (page: Page) =>
  page.locator('[data-testid="row-tape"] .eqs-strip').evaluate((strip) => {
    const cells = [...strip.querySelectorAll<HTMLElement>('.eqs-cell:not([hidden])')];
    const cue = (side: string) => getComputedStyle(strip, side).content === '"…"';
    const box = (el: Element) => {
      const { left, right, top, bottom } = el.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    return {
      texts: cells.map((cell) => cell.textContent ?? ''),
      boxes: cells.map(box),
      strip: box(strip),
      cues: cue('::before') || cue('::after'),
      overflow: Math.max(strip.scrollWidth - strip.clientWidth, strip.scrollHeight - strip.clientHeight),
    };
  });

describe('the whole tape at 360 px (issue 47)', () => {
  const expressions: [mode: string, expr: string, tokens: string[]][] = [
    ['infix', '3+4*2/(1-5)^2^3', ['3', '+', '4', '*', '2', '/', '(', '1', '-', '5', ')', '^', '2', '^', '3']],
    ['infix2pointer', '-(1+2)*[4-{6/3}]^2', ['-', '(', '1', '+', '2', ')', '*', '[', '4', '-', '{', '6', '/', '3', '}', ']', '^', '2']],
  ];

  it('shows every token of the page examples in the viewport, wrapped onto a second line, before and at every step', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    for (const [mode, expr, tokens] of expressions) {
      await openEquation(page, mode, expr);
      const total = Number(await stageData(page, 'total'));
      for (let step = 0; step <= total; step++) {
        if (step > 0) {
          await pressOnSlider(page, 'Progress', 'ArrowRight');
          await waitForStage(page, 'cursor', String(step));
        }
        const view = await tapeView(page);
        const at = `${mode} step ${step} ${JSON.stringify(view)}`;
        expect(view.texts, at).toEqual(tokens);
        expect(view.cues, at).toBe(false);
        expect(view.overflow, at).toBeLessThanOrEqual(0);
        // Inside the strip (which clips) and across the screen's width; before the first step,
        // on the screen itself (a step focuses the progress bar, which scrolls the page down).
        for (const box of view.boxes) {
          expect(box.left >= view.strip.left - 0.5 && box.right <= view.strip.right + 0.5 && box.bottom <= view.strip.bottom + 0.5, at).toBe(true);
          expect(box.left >= 0 && box.right <= PHONE.width, at).toBe(true);
          if (step === 0) expect(box.top >= 0 && box.bottom <= PHONE.height, at).toBe(true);
        }
        if (step === 0) expect(new Set(view.boxes.map((box) => Math.round(box.top))).size, at).toBe(2);
      }
      expect(await waitForOutcome(page)).toMatch(/^Result: /);
      // The rows and the step text under the wrapped tape still fit the stage's reserved height.
      const fits = await page.evaluate(() => {
        const status = document.querySelector('.eqs-status') as HTMLElement;
        const host = (document.querySelector('.eqs-root') as HTMLElement).parentElement as HTMLElement;
        return status.getBoundingClientRect().bottom <= host.getBoundingClientRect().bottom;
      });
      expect(fits, mode).toBe(true);
    }
    expect(await page.locator(`${STAGE} *`).count()).toBeLessThanOrEqual(100);
    // A longer expression keeps a window of its tape, the token being read in it and a … where tokens are hidden.
    const long = '3+4*2/(1-5)^2^3+3+4*2/(1-5)^2^3';
    await openEquation(page, 'infix', long);
    for (let step = 1; step <= 2; step++) await stepForward(page);
    const windowed = await tapeView(page);
    expect(windowed.texts.length, JSON.stringify(windowed)).toBeLessThan(31);
    expect(windowed.texts.length, JSON.stringify(windowed)).toBeGreaterThan(15);
    expect(windowed.texts.slice(0, 3)).toEqual(['3', '+', '4']);
    expect(windowed.cues).toBe(true);
    expect(windowed.overflow).toBeLessThanOrEqual(0);
    // Wide, the tape is one line again.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => new Set((await tapeView(page)).boxes.map((box) => Math.round(box.top))).size).toBe(1);
    await page.context().close();
  });
});

/** The pseudocode panel's marked line (its index, -1 for none) and its variables as name=value. */
const panel = (page: Page) =>
  page.getByRole('region', { name: 'Pseudocode' }).evaluate((section) => {
    const lines = [...section.querySelectorAll('ol > li')];
    const variables = section.querySelector('[data-testid="variables"]');
    const pairs = [...(variables?.querySelectorAll('dt') ?? [])].map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`);
    return {
      line: lines.findIndex((li) => li.getAttribute('aria-current') === 'step'),
      marked: lines.filter((li) => li.hasAttribute('aria-current')).length,
      text: lines.map((li) => li.textContent),
      variables: pairs,
    };
  });

describe('the pseudocode panel (issue 48)', () => {
  it('shunting yard on 2+3*4: marks each step its line, with the token and the top, back one step, and the result at the end', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openEquation(page, 'infix', '2+3*4');
    const start = await panel(page);
    expect(start.text[0]).toBe('for each token, left to right');
    expect(start.line).toBe(-1);
    const seen: Awaited<ReturnType<typeof panel>>[] = [];
    for (let step = 0; step < 3; step++) {
      await stepForward(page);
      await expect.poll(async () => (await panel(page)).line).not.toBe(seen.at(-1)?.line ?? -1);
      seen.push(await panel(page));
    }
    // read 2, add it to the output queue, read +.
    expect(seen.map((s) => s.line)).toEqual([0, 2, 0]);
    expect(seen.map((s) => s.marked)).toEqual([1, 1, 1]);
    expect(seen[0]!.variables).toEqual(['token=2', 'top=empty']);
    expect(seen[2]!.variables).toEqual(['token=+', 'top=empty']);
    await page.getByRole('button', { name: 'Step back' }).click();
    await expect.poll(async () => (await panel(page)).line).toBe(seen[1]!.line);
    expect((await panel(page)).variables).toEqual(seen[1]!.variables);
    await pressOnSlider(page, 'Progress', 'End');
    expect(await waitForOutcome(page)).toBe('Result: 14');
    await expect.poll(async () => (await panel(page)).variables).toEqual(['result=14']);
    const end = await panel(page);
    expect(end.text[end.line]).toBe('result = the one value on the operand stack');
    await page.context().close();
  });

  it('every mode has its panel, its line moving as the run steps', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const [mode, expr, first] of [
      ['postfix', '3 4 +', 'for each token, left to right'],
      ['prefix', '- 9 4', 'for each token, right to left'],
      ['infix2pointer', '(1+2)*3', 'while a closing bracket is left'],
    ] as const) {
      await openEquation(page, mode, expr);
      expect((await panel(page)).text[0], mode).toBe(first);
      const lines: number[] = [];
      for (let step = 0; step < 3; step++) {
        await stepForward(page);
        await expect.poll(async () => (await panel(page)).line, { message: mode }).toBeGreaterThanOrEqual(0);
        lines.push((await panel(page)).line);
      }
      expect(new Set(lines).size, `${mode} ${lines}`).toBeGreaterThan(1);
    }
    await page.context().close();
  });

  it('at 360 px folds under a Pseudocode toggle, and axe passes with it open, an error with its reason and a hint shown', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await openEquation(page, 'infix', '2+3*4');
    const toggle = page.getByRole('button', { name: 'Pseudocode' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await stepForward(page);
    await expect.poll(async () => (await panel(page)).line).toBe(0);
    const list = page.getByRole('region', { name: 'Pseudocode' }).locator('ol');
    expect(await list.isVisible()).toBe(true);
    const box = await list.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, JSON.stringify(box)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    // An invalid expression, its reason and a refused key's hint: no violation either. The panel is
    // folded first: with no run its variables list holds the engine's 'None yet' paragraph inside
    // the <dl>, which axe refuses (definition-list; src/engine/layout/PseudocodePanel.tsx, reported).
    await toggle.click();
    await field(page).fill('(1+2');
    await expect.poll(() => text(page, 'expression-reason')).toBe('Missing closing bracket for the one at position 1');
    await field(page).press('a');
    await expect.poll(() => text(page, 'expression-hint')).toMatch(/^Not allowed here: "a"/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
