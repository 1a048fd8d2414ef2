import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import {
  openVisualizer,
  playFastest,
  pressOnSlider,
  replayFastest,
  STAGE,
  stageData,
  statusesAfterKey,
  stepForward,
  urlState,
  waitForOutcome,
  waitForStage,
  waitForStatus,
} from './support/visualizer';

const browser = useBrowser();
const route = (mode: string) => `/equationevaluationvisualizer/${mode}`;
/** A runnable expression's run is counted at start; a refused one never gets a total. */
const openEquation = (page: Page, mode: string, state: Record<string, string | number> = {}, runnable = true) =>
  openVisualizer(page, browser.baseUrl, route(mode), state, { waitForTotal: runnable });
/** Every text on the page saying 'Result:' (issue 11: only the outcome line may). */
const resultTexts = (page: Page) => page.getByText('Result:').allTextContents();
const field = (page: Page) => page.getByTestId('expression-input');
const playButton = (page: Page) => page.getByTestId('play-pause');
const runError = (page: Page) => page.getByTestId('run-error');
/** The error line under the field: the one place the page says it (issue 47: the worker's refusal adds no run-error line). */
const fieldError = (page: Page) => page.getByTestId('expression-error');

/** The field's error state and the text that describes it (its helper line), as assistive tech gets them. */
const fieldState = (page: Page) =>
  field(page).evaluate((input) => ({
    invalid: input.getAttribute('aria-invalid'),
    description: document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
  }));
/** The two-pointer working list as shown: each cell's text, with its pointer mark and its state. */
const workingList = (page: Page) =>
  page
    .locator('[data-testid="row-work"] .eqs-cell:not([hidden])')
    .evaluateAll((cells) =>
      (cells as HTMLElement[])
        .map(({ textContent, dataset: { pointer, state } }) => `${textContent}${pointer ? `<${pointer}>` : ''}${state ? `:${state}` : ''}`)
        .join(' '),
    );
const stepTo = async (page: Page, step: number) => {
  while (Number(await stageData(page, 'cursor')) < step) {
    const next = Number(await stageData(page, 'cursor')) + 1;
    await pressOnSlider(page, 'Progress', 'ArrowRight');
    await waitForStage(page, 'cursor', String(next));
  }
};

/**
 * A row as a visitor sees it: the texts of its cells, those not wholly inside the strip's box,
 * whether each '…' cue shows, and how far the content runs past the strip (cues included).
 */
const rowView = (page: Page, row: string) =>
  page.locator(`[data-testid="row-${row}"] .eqs-strip`).evaluate((strip) => {
    const box = strip.getBoundingClientRect();
    const cells = [...strip.querySelectorAll<HTMLElement>('.eqs-cell:not([hidden])')];
    const cue = (side: string) => getComputedStyle(strip, side).content === '"…"';
    return {
      texts: cells.map((cell) => cell.textContent ?? ''),
      current: cells.findIndex((cell) => cell.dataset.state === 'current'),
      cut: cells
        .filter((cell) => cell.getBoundingClientRect().left < box.left - 0.5 || cell.getBoundingClientRect().right > box.right + 0.5)
        .map((cell) => cell.textContent),
      before: cue('::before'),
      after: cue('::after'),
      overflow: strip.scrollWidth - strip.clientWidth,
    };
  });
type RowView = Awaited<ReturnType<typeof rowView>>;
/**
 * Checks that a row showing `all` items from `start` on shows whole cells only, a run of `all`
 * without gaps, and the cue on each side, and only those sides, where items are hidden.
 */
const expectFitted = (view: RowView, all: string[], start: number, label: string) => {
  const context = `${label} ${JSON.stringify(view)}`;
  expect(view.cut, context).toEqual([]);
  expect(view.overflow, context).toBeLessThanOrEqual(0);
  expect(view.texts, context).toEqual(all.slice(start, start + view.texts.length));
  expect(view.before, context).toBe(start > 0);
  expect(view.after, context).toBe(start + view.texts.length < all.length);
};

describe('equation visualizer', () => {
  it('the field blocks keys outside the alphabet, shows the error line and blocks Play until the input is fixed', async () => {
    const page = await browser.newPage();
    await openEquation(page, 'infix', { expr: '' }, false);
    await field(page).click();
    await page.keyboard.type('2,a(x3');
    expect(await field(page).inputValue()).toBe('2(3');
    await expect.poll(() => fieldError(page).textContent()).toBe('Error: Invalid Expression');
    expect(await runError(page).count()).toBe(0);
    expect(await playButton(page).isVisible()).toBe(true);
    expect(await playButton(page).isDisabled()).toBe(true);
    // Pasted text (an input event with no key presses) is held to the same alphabet; a character
    // removed between two digits leaves a space, so 1,5 does not become 15.
    await page.keyboard.press('End');
    await page.keyboard.insertText(')*{1,5}x');
    expect(await field(page).inputValue()).toBe('2(3)*{1 5}');
    // Typographic operators pasted from a textbook become the ASCII ones instead of vanishing.
    await page.keyboard.insertText('−1÷2×3');
    expect(await field(page).inputValue()).toBe('2(3)*{1 5}-1/2*3');
    await field(page).fill('');
    await page.keyboard.type('[2+3]*-(4)');
    await expect.poll(() => fieldError(page).textContent()).toBe('Error: Invalid Expression');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('4');
    expect(await field(page).inputValue()).toBe('[2+3]*4');
    await expect.poll(() => fieldError(page).count()).toBe(0);
    expect(await playButton(page).isDisabled()).toBe(false);
    expect((await urlState(page)).get('expr')).toBe('[2+3]*4');
    await playFastest(page);
    expect(await waitForOutcome(page)).toBe('Result: 20');
    await page.context().close();
  });

  it("reads a '+' typed into a link as a plus, and a form encoder's '+' as a space where only that makes the notation's expression; writes spaces as %20 and a plus as %2B", async () => {
    const page = await browser.newPage();
    const rawQuery = () => page.evaluate(() => window.location.hash.slice(window.location.hash.indexOf('?') + 1));
    const cases: [mode: string, query: string, shown: string, line: string, written: string][] = [
      ['infix', 'expr=2+3*4', '2+3*4', 'Result: 14', 'expr=2%2B3*4'],
      ['postfix', 'expr=2+3+*', '2 3 *', 'Result: 6', 'expr=2%203%20*'],
      ['postfix', 'expr=5+1+2+%2B+4+*+%2B+3+-', '5 1 2 + 4 * + 3 -', 'Result: 14', 'expr=5%201%202%20%2B%204%20*%20%2B%203%20-'],
    ];
    for (const [mode, query, shown, line, written] of cases) {
      await openEquation(page, `${mode}?${query}`);
      expect(await field(page).inputValue(), query).toBe(shown);
      await playFastest(page);
      expect(await waitForOutcome(page), query).toBe(line);
      await expect.poll(rawQuery, { message: query }).toContain(written);
    }
    await page.context().close();
  });

  it('runs an expression from an expr= link to its Result in every mode, nothing says Result: before the end, and Tokens read ends at the token count', async () => {
    const page = await browser.newPage();
    const cases: [string, string, string, number][] = [
      ['postfix', '5 1 2 + 4 * + 3 -', 'Result: 14', 9],
      ['prefix', '^ 2 ^ 3 2', 'Result: 512', 5],
      ['infix', '-2^2+{[1.5*2]}/4', 'Result: 4.75', 13],
      ['infix2pointer', '-(1+2)*[4-{6/3}]^2', 'Result: -12', 18],
    ];
    for (const [mode, expr, line, tokenCount] of cases) {
      await openEquation(page, mode, { expr });
      expect(await field(page).inputValue()).toBe(expr);
      await page.getByRole('button', { name: 'Step forward' }).click();
      await page.getByRole('button', { name: 'Step forward' }).click();
      await waitForStage(page, 'cursor', '2');
      expect(await resultTexts(page), mode).toEqual([]);
      await playFastest(page);
      expect(await waitForOutcome(page), mode).toBe(line);
      expect(await resultTexts(page), mode).toEqual([line]);
      expect(await page.getByTestId('partial').textContent(), mode).toMatch(/^Partial: /);
      expect(Number(await stageData(page, 'tokens-read')), mode).toBe(tokenCount);
      await expect.poll(() => page.getByTestId('counter-tokensRead').textContent()).toBe(`Tokens read: ${tokenCount}`);
      // The two-pointer method has no stack: no Pushes or Pops counters, and a note says why.
      const stackless = mode === 'infix2pointer';
      expect(await page.getByTestId('counter-pushes').count(), mode).toBe(stackless ? 0 : 1);
      expect(await page.getByTestId('counter-pops').count(), mode).toBe(stackless ? 0 : 1);
      if (stackless) expect(await page.getByTestId('counter-note').textContent()).toContain('uses no stack');
    }
    await page.context().close();
  });

  it('a link carrying characters outside the alphabet gets the error line, and a non-finite value Cannot Evaluate', async () => {
    const page = await browser.newPage();
    await openEquation(page, 'infix', { expr: '2+a€,<script>' }, false);
    await expect.poll(() => fieldError(page).textContent()).toBe('Error: Invalid Token');
    expect(await page.getByTestId('expression-reason').textContent()).toBe('Unknown character a at position 3');
    expect(await playButton(page).isDisabled()).toBe(true);
    expect(await field(page).inputValue()).toBe('2+a€,<script>');
    // Space, the page's Play key, obeys the disabled Play: no run starts.
    expect(await statusesAfterKey(page, ' ')).toEqual([]);
    expect(await stageData(page, 'status')).toBe('idle');
    await openEquation(page, 'infix2pointer', { expr: '2*(10^400-1)' });
    await playFastest(page);
    expect(await waitForOutcome(page)).toBe('Cannot Evaluate :2*(10^400-1)');
    await page.context().close();
  });

  it('at the end only the outcome line says Result: or Cannot Evaluate, the narration names the last step, and no partial NaN is shown', async () => {
    const page = await browser.newPage();
    const narration = page.getByTestId('narration');
    const cases: [string, string][] = [
      ['postfix', '1 2 +'],
      ['prefix', '+ 1 2'],
      ['infix', '1+2'],
      ['infix2pointer', '1+2'],
    ];
    for (const [mode, expr] of cases) {
      await openEquation(page, mode, { expr });
      await playFastest(page);
      expect(await waitForOutcome(page), mode).toBe('Result: 3');
      await expect.poll(() => narration.textContent(), { message: mode }).toBe('Done: the last step was 1 + 2 = 3');
      expect(await resultTexts(page), mode).toEqual(['Result: 3']);
    }
    await openEquation(page, 'infix', { expr: '3*2+0/0' });
    await playFastest(page);
    expect(await waitForOutcome(page)).toBe('Cannot Evaluate :3*2+0/0');
    await expect.poll(() => narration.textContent()).toBe('Done: 0 / 0 = NaN, not a finite number');
    expect(await page.getByText('Cannot Evaluate :').allTextContents()).toEqual(['Cannot Evaluate :3*2+0/0']);
    // NaN is no partial value of the expression, and 6 is no longer the last value computed.
    expect(await page.getByTestId('partial').textContent()).toBe('');
    expect(await page.getByTestId('partial').isVisible()).toBe(false);
    await page.context().close();
  });

  it('an invalid expression blocks the progress bar as it does Play: End runs nothing and no step count is promised', async () => {
    const page = await browser.newPage();
    await openEquation(page, 'postfix', { expr: '1 2' }, false);
    await expect.poll(() => fieldError(page).textContent()).toBe('Error: Invalid Expression');
    const progress = page.getByRole('slider', { name: 'Progress' });
    expect(await progress.isDisabled()).toBe(true);
    expect(await page.getByText('Nothing to run', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(/^Step \d+ of/).count()).toBe(0);
    await progress.focus();
    expect(await statusesAfterKey(page, 'End')).toEqual([]);
    expect(await stageData(page, 'status')).toBe('idle');
    // Fixed, the expression has a run again, with its count.
    await field(page).fill('1 2 +');
    await expect.poll(() => progress.isDisabled()).toBe(false);
    await expect.poll(() => page.getByText(/^Step 0 of \d+$/).count()).toBe(1);
    await pressOnSlider(page, 'Progress', 'End');
    expect(await waitForOutcome(page)).toBe('Result: 3');
    await page.context().close();
  });

  it('shows an infix input as postfix and prefix, each a link that opens that mode with it', async () => {
    const page = await browser.newPage();
    await openEquation(page, 'infix', { expr: '(1+2)*3^2' });
    await expect.poll(() => page.getByTestId('postfix-form').textContent()).toBe('1 2 + 3 2 ^ *');
    expect(await page.getByTestId('prefix-form').textContent()).toBe('* + 1 2 ^ 3 2');
    // No negated bracket here, so no sentence about how one is written.
    expect(await page.getByTestId('conversion-note').count()).toBe(0);
    await page.getByTestId('prefix-form').click();
    await page.waitForSelector(`${STAGE} [data-ready]`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Prefix Evaluation');
    expect(await field(page).inputValue()).toBe('* + 1 2 ^ 3 2');
    await playFastest(page);
    expect(await waitForOutcome(page)).toBe('Result: 27');
    await page.context().close();
  });

  it('narrates every step by hand: the last move to the output queue with the phase change, and a number read in two-pointer', async () => {
    const page = await browser.newPage();
    const narration = page.getByTestId('narration');
    await openEquation(page, 'infix', { expr: '1+2*3' });
    for (let step = 1; step <= 11; step++) await stepForward(page);
    await expect.poll(() => narration.textContent()).toBe('move * to the output queue');
    expect(await page.getByTestId('counter-pops').textContent()).toBe('Pops: 1');
    await stepForward(page);
    await expect.poll(() => narration.textContent()).toBe('move + to the output queue; the output queue is complete: evaluate it');
    expect(await page.getByTestId('counter-pops').textContent()).toBe('Pops: 2');
    expect(await page.locator('[data-testid="row-output"] .eqs-cell:not([hidden])').allTextContents()).toEqual(['1', '2', '3', '*', '+']);
    // A negated bracket gets the sentence on how postfix and prefix write it.
    await openEquation(page, 'infix', { expr: '-(1+2)' });
    await expect.poll(() => page.getByTestId('conversion-note').textContent()).toContain('-(x) is written -1 x *');
    await openEquation(page, 'infix2pointer', { expr: '(1-5)+007' });
    const said: string[] = [];
    for (let step = 1; step <= 12 && !said.includes('read 007 as 7'); step++) {
      await stepForward(page);
      said.push((await narration.textContent()) ?? '');
    }
    expect(said).toContain('read the number 5');
    expect(said).toContain('read 007 as 7');
    expect(said.filter((line) => /read (\d+) as \1$/.test(line))).toEqual([]);
    await page.context().close();
  });

  it('the tape and stack show the window around the token being read, step by step, after a jump back and after a replay', async () => {
    const page = await browser.newPage();
    const tokens = ['1', ...Array.from({ length: 39 }, (_, i) => `${i + 2} +`)].join(' ').split(' ');
    await openEquation(page, 'postfix', { expr: tokens.join(' ') });
    // The tape shows the tokens that fit whole, centred on the one being read (clamped at the ends);
    // the stack its top and as many values under it as fit, at most 10; a … where items are hidden.
    const expectWindows = async (label: string) => {
      const current = Number(await stageData(page, 'current'));
      const tape = await rowView(page, 'tape');
      expectFitted(tape, tokens, current - tape.current, `${label} tape`);
      if (tape.before && tape.after)
        expect(Math.abs(tape.current - (tape.texts.length - 1 - tape.current)), `${label} centred ${JSON.stringify(tape)}`).toBeLessThanOrEqual(2);
      const stack = (await stageData(page, 'stack')).split(' ').filter(Boolean);
      const shownStack = await rowView(page, 'stack');
      expect(shownStack.texts.length, label).toBeLessThanOrEqual(10);
      expectFitted(shownStack, stack, stack.length - shownStack.texts.length, `${label} stack`);
    };
    for (let step = 1; step <= 40; step++) {
      await pressOnSlider(page, 'Progress', 'ArrowRight');
      await waitForStage(page, 'cursor', String(step));
      await expectWindows(`step ${step}`);
    }
    await pressOnSlider(page, 'Progress', 'End');
    expect(await waitForOutcome(page)).toBe('Result: 820');
    await expectWindows('end');
    await pressOnSlider(page, 'Progress', 'Home');
    await waitForStage(page, 'cursor', '0');
    for (let step = 1; step <= 3; step++) {
      await pressOnSlider(page, 'Progress', 'ArrowRight');
      await waitForStage(page, 'cursor', String(step));
      await expectWindows(`back at step ${step}`);
    }
    // The expression cannot be edited while the run plays, and can again once paused.
    await page.getByRole('button', { name: 'Play' }).click();
    await waitForStatus(page, 'running');
    expect(await field(page).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Pause' }).click();
    await waitForStatus(page, 'paused');
    expect(await field(page).isEditable()).toBe(true);
    await pressOnSlider(page, 'Progress', 'End');
    await waitForOutcome(page);
    // Play after the end reloads the same expression into the same stage.
    await replayFastest(page);
    expect(await waitForOutcome(page)).toBe('Result: 820');
    // The stage's data attributes follow the run a moment later (the UI is held over a reload).
    await expect.poll(async () => (await rowView(page, 'tape')).after).toBe(false);
    await waitForStage(page, 'cursor', await stageData(page, 'total'));
    await expectWindows('replayed');
    expect(await page.locator(`${STAGE} *`).count()).toBeLessThanOrEqual(100);
    await page.context().close();
  });

  it('says what is wrong at the field itself, on a phone, and keeps the caret where the visitor types', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await openEquation(page, 'infix', { expr: '' }, false);
    await field(page).click();
    await page.keyboard.type('1+2*');
    await expect
      .poll(() => fieldState(page))
      .toEqual({ invalid: 'true', description: 'Error: Invalid Expression Operator * has no right operand at position 4' });
    // Said once, at the field (issue 47): the worker's refusal of the same expression adds no line of the engine's.
    expect(await runError(page).count()).toBe(0);
    const fieldBox = await field(page).boundingBox();
    const helperBox = await page.locator(`[id="${await field(page).getAttribute('aria-describedby')}"]`).boundingBox();
    expect(
      fieldBox && helperBox && helperBox.y - (fieldBox.y + fieldBox.height) < 40 && helperBox.y + helperBox.height <= 740,
      JSON.stringify({ fieldBox, helperBox }),
    ).toBe(true);
    // The stage shows the tokens typed: each is valid, only their order is not.
    await expect.poll(() => page.locator('[data-testid="row-tape"] .eqs-cell:not([hidden])').allTextContents()).toEqual(['1', '+', '2', '*']);
    await page.keyboard.type('3');
    await expect.poll(() => fieldState(page)).toMatchObject({ invalid: 'false' });
    expect((await fieldState(page)).description).not.toContain('Error');
    expect(await playButton(page).isDisabled()).toBe(false);
    // A pasted decimal comma is an error, not a silent 25.
    await field(page).fill('');
    await page.keyboard.insertText('2,5*2');
    expect(await field(page).inputValue()).toBe('2 5*2');
    // The comma the paste lost is named in the hint, which is part of the field's description while it shows.
    await expect
      .poll(() => fieldState(page))
      .toMatchObject({
        invalid: 'true',
        description: expect.stringMatching(/^Error: Invalid Expression Two numbers in a row at position 3 Not allowed here: ","/),
      });
    // A refused character typed mid-field (a phone sends letters as 'Unidentified' keys) leaves the caret where it was.
    await field(page).fill('1+2');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.insertText('a');
    await page.keyboard.type('0');
    expect(await field(page).inputValue()).toBe('10+2');
    // A dead key (how ^ is typed on French, German and Nordic keyboards) is not blocked.
    const deadKeyBlocked = await field(page).evaluate(
      (input) => !input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Dead', bubbles: true, cancelable: true })),
    );
    expect(deadKeyBlocked).toBe(false);
    await page.context().close();
  });

  it('takes no more than 1000 characters, says so, and a reload gives the same expression back', async () => {
    const page = await browser.newPage();
    await openEquation(page, 'infix', { expr: '' }, false);
    await field(page).click();
    await page.keyboard.insertText(Array.from({ length: 600 }, () => '1').join('+'));
    const kept = `${Array.from({ length: 500 }, () => '1').join('+')}+`;
    expect(await field(page).inputValue()).toBe(kept);
    await expect
      .poll(() => fieldState(page))
      .toEqual({
        invalid: 'true',
        description:
          'Error: Invalid Expression Operator + has no right operand at position 1000 At most 1000 characters: text past that is not taken.',
      });
    await page.keyboard.press('Backspace');
    await expect.poll(async () => (await urlState(page)).get('expr')).toBe(kept.slice(0, -1));
    await page.reload();
    await page.waitForSelector(`${STAGE} [data-ready]`);
    expect(await field(page).inputValue()).toBe(kept.slice(0, -1));
    expect(await page.getByText(/Ignored expr/).count()).toBe(0);
    await playFastest(page);
    expect(await waitForOutcome(page)).toBe('Result: 500');
    await page.context().close();
  });

  it('two-pointer: L and R stay on the innermost brackets as the list shrinks, and leave when the brackets go', async () => {
    const page = await browser.newPage();
    await openEquation(page, 'infix2pointer', { expr: '-(1+2)*[4-{6/3}]^2' });
    await stepTo(page, 6);
    expect(await page.locator('.eqs-status').textContent()).toContain('1 + 2 = 3');
    expect(await workingList(page)).toBe('- (<L> 3:current )<R> * [ 4 - { 6 / 3 } ] ^ 2');
    await stepTo(page, 7);
    expect(await page.locator('.eqs-status').textContent()).toContain('drop the brackets around 3');
    expect(await workingList(page)).toBe('- 3:current * [ 4 - { 6 / 3 } ] ^ 2');
    await page.context().close();
  });

  it('the stage is readable: a group named by the mode, whose rows, partial value and step text assistive tech can reach', async () => {
    const page = await browser.newPage();
    await openEquation(page, 'infix', { expr: '(1+2)*3' });
    expect(await page.locator(`${STAGE} [role="img"]`).count()).toBe(0);
    const stage = page.getByRole('group', { name: /^Infix Evaluation of \(1\+2\)\*3; / });
    expect(await stage.getAttribute('aria-label')).toBe('Infix Evaluation of (1+2)*3; not started');
    await stepTo(page, 8);
    await expect.poll(() => stage.getAttribute('aria-label')).toBe('Infix Evaluation of (1+2)*3; paused at step 8');
    const text = await stage.innerText();
    for (const words of ['Operator stack', 'Output queue (postfix)', 'Operand stack']) expect(text).toContain(words);
    expect(await page.locator('[data-testid="row-output"] .eqs-cell:not([hidden])').allTextContents()).toEqual(['1', '2']);
    await page.context().close();
  });

  it('at 360 and 600 px the step text with the longest numbers fits the stage, the value after = included', async () => {
    for (const width of [360, 600]) {
      const page = await browser.newPage({ viewport: { width, height: 740 } });
      for (const [mode, expr] of [
        ['postfix', '-1.2345678901234567 10 300 ^ * -7.654321098765432 10 -300 ^ * *'],
        ['infix', '(-1.2345678901234567*10^300)*(-7.654321098765432*10^(-300))'],
      ] as const) {
        await openEquation(page, mode, { expr });
        await pressOnSlider(page, 'Progress', 'End');
        expect(await waitForOutcome(page)).toBe('Result: 9.4497790492303');
        const fits = await page.evaluate(() => {
          const status = document.querySelector('.eqs-status') as HTMLElement;
          const host = (document.querySelector('.eqs-root') as HTMLElement).parentElement as HTMLElement;
          return {
            text: status.textContent,
            statusBottom: status.getBoundingClientRect().bottom,
            hostBottom: host.getBoundingClientRect().bottom,
            statusRight: status.getBoundingClientRect().right,
            hostRight: host.getBoundingClientRect().right,
          };
        });
        expect(fits.text, `${width} ${mode}`).toContain('(-1.2345678901234567e+300) * (-7.654321098765432e-300) = 9.4497790492303');
        expect(fits.statusBottom <= fits.hostBottom && fits.statusRight <= fits.hostRight, `${width} ${mode} ${JSON.stringify(fits)}`).toBe(true);
      }
      await page.context().close();
    }
  });

  it('has no serious axe violations and fits 360 px, the tape following the token being read', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await openEquation(page, 'infix', { expr: '{[(1+2)*3]-4}^2/-(5)' }, false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    // Postfix reads left to right and ends on its last token: the tape must have scrolled to it.
    const long = ['1', ...Array.from({ length: 39 }, (_, i) => `${i + 2} +`)].join(' ');
    await openEquation(page, 'postfix', { expr: long });
    const lastToken = page.locator('[data-testid="row-tape"] [data-state="current"]');
    await pressOnSlider(page, 'Progress', 'End');
    expect(await waitForOutcome(page)).toBe('Result: 820');
    expect(await stageData(page, 'current')).toBe('78');
    expect(await lastToken.textContent()).toBe('+');
    const box = await lastToken.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, JSON.stringify(box)).toBe(true);
    expect(await page.locator(`${STAGE} *`).count()).toBeLessThanOrEqual(100);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('at 360 px every row shows whole cells only, a … on each side hiding some, the token being read in view at every step and after a resize', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const expr = '3+4*2/(1-5)^2^3';
    const tokens = ['3', '+', '4', '*', '2', '/', '(', '1', '-', '5', ')', '^', '2', '^', '3'];
    await openEquation(page, 'infix', { expr });
    const postfix = ((await page.getByTestId('postfix-form').textContent()) ?? '').split(' ');
    // Before the first step the tape shows all 15 tokens, wrapped onto two lines (issue 47): no ….
    const first = await rowView(page, 'tape');
    expectFitted(first, tokens, 0, 'not started');
    expect(first.texts).toEqual(tokens);
    const total = Number(await stageData(page, 'total'));
    let sawQueueCut = false;
    for (let step = 1; step <= total; step++) {
      await pressOnSlider(page, 'Progress', 'ArrowRight');
      await waitForStage(page, 'cursor', String(step));
      const current = Number(await stageData(page, 'current'));
      const tape = await rowView(page, 'tape');
      if (current >= 0) {
        expect(tape.current, `step ${step}: the token being read is shown ${JSON.stringify(tape)}`).toBeGreaterThanOrEqual(0);
        expectFitted(tape, tokens, current - tape.current, `step ${step} tape`);
      }
      // The output queue shows a run of the postfix form, a … before it when items are hidden before
      // it, and one after it only when the queue goes on; by its full length (13) it no longer fits.
      const queue = await rowView(page, 'output');
      const n = queue.texts.length;
      const runs = postfix.map((_, start) => start).filter((start) => queue.texts.every((text, j) => postfix[start + j] === text));
      expect(
        runs.some((start) => queue.before === start > 0 && (!queue.after || start + n < postfix.length)),
        `step ${step} output ${JSON.stringify(queue)}`,
      ).toBe(true);
      sawQueueCut ||= queue.before || queue.after;
      for (const row of ['output', 'operators', 'stack']) {
        const view = await rowView(page, row);
        expect(view.cut, `step ${step} ${row} ${JSON.stringify(view)}`).toEqual([]);
        expect(view.overflow, `step ${step} ${row}`).toBeLessThanOrEqual(0);
      }
    }
    expect(await waitForOutcome(page)).toBe('Result: 3.0001220703125');
    expect(sawQueueCut).toBe(true);
    // Wider, the whole expression fits and no cue is left; back on the phone the tape fits again.
    // The strip refits on its ResizeObserver's next callback, so each check waits for a view whose
    // cells are all whole (at 360 px the first frames after the resize still show one long line).
    const fittedTape = async () => {
      const view = await rowView(page, 'tape');
      return view.texts.length === tokens.length && view.cut.length === 0 && view.overflow <= 0 ? view : undefined;
    };
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(fittedTape, { timeout: 10_000 }).toBeDefined();
    expectFitted(await rowView(page, 'tape'), tokens, 0, 'at 1280 px');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(fittedTape, { timeout: 10_000 }).toBeDefined();
    expectFitted(await rowView(page, 'tape'), tokens, 0, 'back at 360 px');
    await page.context().close();
  });
});
