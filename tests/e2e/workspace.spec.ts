import { expect, type Page, test } from '@playwright/test';
import { ECHO_TEXT } from './fake-control';
import { afterAnthropicPieces, openGate, saveKeys, scenario, uniqueMarker } from './support';

const input = (page: Page) => page.getByLabel('Original Dictation');
/** The output's text area, once a rewrite has finished streaming
 * (docs/decisions/115-streaming-output-paragraph-view.md). */
const output = (page: Page) =>
  page.getByRole('textbox', { name: 'Processed Output' }).and(page.locator('textarea'));
/** The output as it streams: a read-only view of the words so far. */
const streamingOutput = (page: Page) =>
  page.getByRole('textbox', { name: 'Processed Output' }).and(page.locator('[aria-busy="true"]'));

async function ready(page: Page) {
  await page.goto('/');
  await saveKeys(page, ['Anthropic (ZHI 1)']);
  await expect(page.getByLabel('AI model')).toHaveValue('claude-sonnet');
}

test('a transformation streams into the output as it is written', async ({ page }) => {
  const marker = uniqueMarker();
  const reply =
    'The first words arrive early and the rest of this answer follows slowly, piece by piece.';
  // The answer's text is held until the test lets it through, piece by piece.
  const gate = marker;
  await scenario({
    provider: 'anthropic',
    marker,
    reply,
    fault: { kind: 'gated', gate, afterEvents: afterAnthropicPieces(0) },
  });
  await ready(page);
  await input(page).fill(`Draft ${marker}: my notes are messy.`);
  await page.getByRole('button', { name: 'Transform', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  // From the click on, the output is the read-only view the words will stream into, empty
  // until the first of them comes (docs/decisions/115-streaming-output-paragraph-view.md,
  // docs/decisions/122-streaming-view-opens-at-click.md).
  await expect(streamingOutput(page)).toHaveAttribute('aria-readonly', 'true');
  await expect(streamingOutput(page)).toHaveText('');
  await openGate(gate, 1);
  await expect(streamingOutput(page)).toHaveText(/^The first/);
  // The first piece shows alone: not yet the whole answer.
  const early = (await streamingOutput(page).textContent()) ?? '';
  expect(early.length).toBeLessThan(reply.length);
  // Then the editable text area holds the whole answer.
  await openGate(gate);
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden();
  await expect(output(page)).toHaveValue(reply);
  await expect(output(page)).toBeEditable();
  await expect(page.getByRole('button', { name: 'Transform', exact: true })).toBeEnabled();
  await expect(input(page)).toHaveValue(`Draft ${marker}: my notes are messy.`);
});

// A fade here is repainted on the main thread in the very frames that answer the click
// (docs/decisions/126-focus-ring-and-disabled-at-once.md): the box typed in drops its focus ring at
// once, and the button that
// a rewrite disables takes its look at once. The ring still fades in as the box takes the focus.
test('clicking Transform after typing changes the text box and the button at once, with no fade', async ({
  page,
}) => {
  const marker = uniqueMarker();
  await scenario({
    provider: 'anthropic',
    marker,
    reply: 'A rewrite that takes its time.',
    // Held until the looks are read: the rewrite is still running then.
    fault: { kind: 'gated', gate: marker, afterEvents: afterAnthropicPieces(0) },
  });
  await ready(page);
  // What fades when the element's look changes: 'none', or the properties that do.
  const fades = (element: Element) => {
    const style = getComputedStyle(element);
    const instant = style.transitionDuration
      .split(',')
      .every((time) => Number.parseFloat(time) === 0);
    return style.transitionProperty === 'none' || instant ? 'none' : style.transitionProperty;
  };
  await input(page).click();
  await page.keyboard.type(`Draft ${marker}`);
  expect(await input(page).evaluate(fades)).toContain('box-shadow');
  const transform = page.getByRole('button', { name: 'Transform', exact: true });
  await transform.click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(input(page)).not.toBeFocused();
  expect(await input(page).evaluate(fades)).toBe('none');
  const running = page.getByRole('button', { name: 'Transforming…' });
  await expect(running).toBeDisabled();
  expect(await running.evaluate(fades)).toBe('none');
  await openGate(marker);
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden();
  await expect(transform).toBeEnabled();
});

/**
 * Starts a rewrite whose answer is `count` numbered paragraphs in four pieces, of which the
 * first `pieces` come at once; `gate` lets the rest through (openGate).
 */
async function streamParagraphs(
  page: Page,
  count: number,
  pieces: number,
  paragraph = (index: number) =>
    `Paragraph ${index + 1} of the answer says a little more, line after line.`,
) {
  const marker = uniqueMarker();
  const paragraphs = Array.from({ length: count }, (_, index) => paragraph(index));
  const reply = paragraphs.join('\n\n');
  const fault = { kind: 'gated', gate: marker, afterEvents: afterAnthropicPieces(pieces) } as const;
  await scenario({ provider: 'anthropic', marker, reply, fault });
  await ready(page);
  await input(page).fill(`Long answer ${marker}`);
  await page.getByRole('button', { name: 'Transform', exact: true }).click();
  return { paragraphs, reply, gate: marker };
}

test('a long answer streams paragraph by paragraph, followed to its end, then is editable', async ({
  page,
}) => {
  const { paragraphs, reply, gate } = await streamParagraphs(page, 12, 3);
  const streaming = page.getByRole('textbox', { name: 'Processed Output', exact: true });
  // The fake sends the answer in four pieces and holds the last: the third ends with the ninth
  // paragraph.
  await expect(streaming.locator('p').nth(7)).toHaveText(paragraphs[7]!);
  // Each paragraph is a block of its own, and the view follows the newest words: the box is
  // scrolled past its first paragraphs.
  const view = await streaming.evaluate((box) => {
    const first = box.querySelector('p');
    return {
      first: first?.textContent,
      scrolledPast: (first?.getBoundingClientRect().bottom ?? 0) < box.getBoundingClientRect().top,
    };
  });
  expect(view.first).toBe(paragraphs[0]);
  expect(view.scrolledPast).toBe(true);
  await expect(streaming.locator('p').nth(8)).toBeInViewport();
  await openGate(gate);
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden();
  await expect(output(page)).toHaveValue(reply);
  // The text area opens at the end the reader was following, and takes edits.
  const area = output(page);
  expect(
    await area.evaluate((box) => box.scrollHeight - box.scrollTop - box.clientHeight),
  ).toBeLessThan(30);
  await area.press('Control+End');
  await area.pressSequentially(' Edited.');
  await expect(area).toHaveValue(`${reply} Edited.`);
});

test('a reader who scrolls up while a rewrite streams keeps their place as it grows', async ({
  page,
}) => {
  // Two of four pieces come at once; the test lets the third through once the reader has
  // scrolled, and the last after their place has been checked.
  const { gate } = await streamParagraphs(page, 16, 2);
  const streaming = page.getByRole('textbox', { name: 'Processed Output', exact: true });
  await expect(streaming.locator('p').nth(7)).toBeVisible();
  const shownLength = () => streaming.evaluate((box) => box.textContent?.length ?? 0);
  const shownBefore = await shownLength();
  await streaming.hover();
  await page.mouse.wheel(0, -200);
  // The first paragraph the reader now sees, wherever the stream had got to.
  const firstInView = () =>
    streaming.evaluate((box) => {
      const top = box.getBoundingClientRect().top;
      const blocks = Array.from(box.querySelectorAll('p'));
      const index = blocks.findIndex((block) => block.getBoundingClientRect().bottom > top);
      return { index };
    });
  await expect
    .poll(() => streaming.evaluate((box) => box.scrollHeight - box.scrollTop - box.clientHeight))
    .toBeGreaterThan(100);
  const { index } = await firstInView();
  const seen = streaming.locator('p').nth(index);
  const where = async () => (await seen.boundingBox())!.y;
  const before = await where();
  // The next piece arrives below the reader: what they read stays where it was.
  await openGate(gate, 1);
  await expect.poll(shownLength).toBeGreaterThan(shownBefore);
  expect(Math.abs((await where()) - before)).toBeLessThan(2);
  await openGate(gate);
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden();
});

test('cancel stops the stream and keeps the input', async ({ page }) => {
  const marker = uniqueMarker();
  await scenario({
    provider: 'anthropic',
    marker,
    reply: 'one two three four five six seven eight',
    fault: { kind: 'gated', gate: `${marker}-1`, afterEvents: afterAnthropicPieces(1) },
  });
  await ready(page);
  await input(page).fill(`Keep me ${marker}`);
  await page.getByRole('button', { name: 'Transform', exact: true }).click();
  await expect(streamingOutput(page)).toHaveText(/one/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(output(page)).toHaveValue('Transformation cancelled by user');
  await expect(input(page)).toHaveValue(`Keep me ${marker}`);
  // The rest of the answer is let go: a cancelled rewrite no longer reads it.
  await openGate(`${marker}-1`);
  await page.waitForTimeout(500);
  await expect(output(page)).toHaveValue('Transformation cancelled by user');
  // The next rewrite streams again: the cancelled one's reader ended, a new one reads.
  await scenario({
    provider: 'anthropic',
    marker,
    reply: 'one two three four five six seven eight',
    fault: { kind: 'gated', gate: `${marker}-2`, afterEvents: afterAnthropicPieces(1) },
  });
  await page.getByRole('button', { name: 'Transform', exact: true }).click();
  await expect(streamingOutput(page)).toHaveText(/one/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(output(page)).toHaveValue('Transformation cancelled by user');
});

test('cancel before the first words come leaves the input and says so', async ({ page }) => {
  const marker = uniqueMarker();
  await scenario({
    provider: 'anthropic',
    marker,
    reply: 'never shown',
    // Held until the test ends: the words never come.
    fault: { kind: 'gated', gate: marker, afterEvents: afterAnthropicPieces(0) },
  });
  await ready(page);
  await input(page).fill(`Keep me too ${marker}`);
  await page.getByRole('button', { name: 'Transform', exact: true }).click();
  await expect(streamingOutput(page)).toHaveText('');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(output(page)).toHaveValue('Transformation cancelled by user');
  await expect(output(page)).toBeEditable();
  await expect(input(page)).toHaveValue(`Keep me too ${marker}`);
  await expect(page.getByRole('button', { name: 'Transform', exact: true })).toBeEnabled();
});

test('keyboard: Ctrl+Enter transforms the input, Enter in the instructions too, Shift+Enter adds a line', async ({
  page,
}) => {
  const marker = uniqueMarker();
  await scenario({ provider: 'anthropic', marker, reply: 'Done by keyboard.' });
  await ready(page);
  await input(page).fill(`Shortcut ${marker}`);
  await input(page).press('Control+Enter');
  await expect(output(page)).toHaveValue('Done by keyboard.');
  const instructions = page.locator('#workspace').getByLabel('Custom instructions');
  await instructions.fill('First line');
  await instructions.press('Shift+Enter');
  await instructions.pressSequentially('second line');
  await expect(instructions).toHaveValue('First line\nsecond line');
  await output(page).fill('');
  await instructions.press('Enter');
  await expect(output(page)).toHaveValue('Done by keyboard.');
});

test('the custom instructions go with the rewrite, up to the last key typed', async ({ page }) => {
  const marker = uniqueMarker();
  await scenario({ provider: 'anthropic', marker, reply: 'Rewritten as the instructions say.' });
  await ready(page);
  await input(page).fill('A plain text to rewrite, with no marker of its own.');
  // The fake answers with the scripted reply only when the marker reaches it, and the marker
  // is the last thing typed: Enter at once sends the instructions as they are at that moment.
  const instructions = page.locator('#workspace').getByLabel('Custom instructions');
  await instructions.pressSequentially(`Keep the tone, and cite ${marker}`);
  await instructions.press('Enter');
  await expect(output(page)).toHaveValue('Rewritten as the instructions say.');
  await expect(instructions).toHaveValue(`Keep the tone, and cite ${marker}`);
});

test('errors: with no model the workspace says so before any click; no text is told plainly', async ({
  page,
}) => {
  await page.goto('/');
  await input(page).fill('Some text to rewrite.');
  // No key: nothing is sent to fail; the transform area says why and how to fix it.
  await expect(
    page
      .locator('#workspace')
      .getByRole('note')
      .filter({ hasText: 'No AI model is connected yet' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Transform', exact: true })).toBeDisabled();
  await expect(output(page)).toHaveValue('');
  await saveKeys(page, ['Anthropic (ZHI 1)']);
  await input(page).fill('');
  await page.getByRole('button', { name: 'Transform', exact: true }).click();
  await expect(page.getByText('No Text to Transform')).toBeVisible();
});

test('a provider fault ends in a clear error and loses nothing', async ({ page }) => {
  const marker = uniqueMarker();
  await scenario({
    provider: 'anthropic',
    marker,
    fault: { kind: 'status', status: 500, retryAfterMs: 10 },
  });
  await ready(page);
  await input(page).fill(`Fragile ${marker}`);
  await page.getByRole('button', { name: 'Transform', exact: true }).click();
  await expect(output(page)).toHaveValue(
    'Error transforming text: Anthropic had a server error (500). Please try again.',
  );
  await expect(input(page)).toHaveValue(`Fragile ${marker}`);
});

test('a text too large for one request gets the spec message', async ({ page }) => {
  await ready(page);
  await input(page).fill('word '.repeat(450_000));
  await page.getByRole('button', { name: 'Transform', exact: true }).click();
  await expect(output(page)).toHaveValue(
    'Error transforming text: The document is too large to process in one request. It has been automatically divided into smaller chunks for processing.',
  );
});

test('a long document is processed in chunks with a progress bar, in order', async ({ page }) => {
  const marker = uniqueMarker();
  await scenario({
    provider: 'anthropic',
    marker,
    reply: ECHO_TEXT,
    // Three rounds of chunks at 2 s each: the run lasts past the assertions made while it runs,
    // also on a loaded machine (at 700 ms it once ended before the progress bar was looked for).
    fault: { kind: 'delay', firstChunkMs: 2000 },
  });
  await ready(page);
  const paragraphs = Array.from(
    { length: 8 },
    (_, i) => `Paragraph ${i + 1} ${marker}. ${'Plenty of words to fill it up. '.repeat(40)}`,
  );
  await input(page).fill(paragraphs.join('\n\n'));
  await page.getByRole('button', { name: 'Transform', exact: true }).click();
  await expect(page.getByText('Large document detected')).toBeVisible();
  await expect(
    page.locator('p', { hasText: /Processing document in chunks\.\.\. \(\d+% complete\)/ }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Chunked progress' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Transform', exact: true })).toBeEnabled({
    timeout: 20_000,
  });
  const value = await output(page).inputValue();
  const order = [...value.matchAll(/Paragraph (\d+)/g)].map((match) => Number(match[1]));
  expect(order.length).toBeGreaterThan(1);
  expect(order).toEqual([...order].sort((a, b) => a - b));
});

test('the chunk manager processes only the chosen chunks', async ({ page }) => {
  const marker = uniqueMarker();
  await scenario({ provider: 'anthropic', marker, reply: ECHO_TEXT });
  await ready(page);
  const paragraphs = Array.from(
    { length: 6 },
    (_, i) => `Section ${i + 1} ${marker} ${'alpha beta gamma delta '.repeat(60)}`,
  );
  await input(page).fill(paragraphs.join('\n\n'));
  await page.getByRole('button', { name: 'Chunk Manager' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chunk Manager' });
  await expect(dialog.getByRole('listitem')).toHaveCount(6);
  await expect(dialog.getByRole('listitem').first()).toContainText(/\.\.\.$/);
  const process = dialog.getByRole('button', { name: /Process/ });
  await expect(process).toBeDisabled();
  await dialog.getByLabel('Select chunk-3').check();
  await expect(process).toBeEnabled();
  await process.click();
  await expect(output(page)).toHaveValue(/^Rewritten: Section 3/);
  await expect(output(page)).not.toHaveValue(/Section 1|Section 2|Section 4/);
});

test('homework mode solves the input, and says so when there is none or it fails', async ({
  page,
}) => {
  const marker = uniqueMarker();
  await scenario({ provider: 'anthropic', marker, reply: 'x = 4, because 2 + 2 = 4.' });
  await ready(page);
  await page.getByRole('button', { name: 'Homework Mode' }).click();
  await expect(page.getByText('No Instructions Found')).toBeVisible();
  await input(page).fill(`Solve 2 + 2 = x ${marker}`);
  await page.getByRole('button', { name: 'Homework Mode' }).click();
  await expect(output(page)).toHaveValue('x = 4, because 2 + 2 = 4.');

  const failing = uniqueMarker();
  await scenario({
    provider: 'anthropic',
    marker: failing,
    fault: { kind: 'status', status: 500, retryAfterMs: 10 },
  });
  await input(page).fill(`Solve ${failing}`);
  await page.getByRole('button', { name: 'Homework Mode' }).click();
  await expect(page.getByText('Assignment Failed')).toBeVisible();
});

test('the assessment dialog applies context and instructions', async ({ page }) => {
  const marker = uniqueMarker();
  await scenario({ provider: 'anthropic', marker, reply: 'A rewrite that knows its reader.' });
  await ready(page);
  await input(page).fill(`Assess me ${marker}`);
  await page.getByRole('button', { name: 'Assess & Improve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Text Assessment & Improvement' });
  await expect(dialog.getByText('No assessment available yet')).toBeVisible();
  const apply = dialog.getByRole('button', { name: 'Apply & Rewrite' });
  await expect(apply).toBeDisabled();
  await dialog.getByLabel('Content Context').fill('A newsletter for parents.');
  await expect(apply).toBeEnabled();
  await apply.click();
  await expect(dialog.getByText('A rewrite that knows its reader.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(output(page)).toHaveValue('A rewrite that knows its reader.');
});

test('transform again, use as input, download and clear all', async ({ page }) => {
  const marker = uniqueMarker();
  await scenario({ provider: 'anthropic', marker, reply: ECHO_TEXT });
  await ready(page);
  await input(page).fill(`Original ${marker} text`);
  await page.getByRole('button', { name: 'Transform', exact: true }).click();
  await expect(output(page)).toHaveValue(`Rewritten: Original ${marker} text`);

  await page.getByRole('button', { name: 'Transform Again' }).click();
  const again = page.getByRole('dialog', { name: 'Transform Again with New Instructions' });
  await again.getByLabel('New instructions').fill('Make it shorter.');
  await again.getByRole('button', { name: 'Transform Again' }).click();
  await expect(page.locator('#workspace').getByLabel('Custom instructions')).toHaveValue(
    'Make it shorter.',
  );
  await expect(output(page)).toHaveValue(`Rewritten: Original ${marker} text`);

  const download = page.waitForEvent('download');
  await page.locator('#workspace').getByRole('button', { name: 'Export' }).click();
  await page.locator('#workspace').getByRole('button', { name: /^TXT/ }).click();
  expect((await download).suggestedFilename()).toBe('processed-text.txt');

  await page.getByRole('button', { name: 'Use as Input' }).click();
  await expect(input(page)).toHaveValue(`Rewritten: Original ${marker} text`);
  await expect(output(page)).toHaveValue('');
  await expect(page.getByText('Text moved to input')).toBeVisible();

  await page.getByLabel('Preset').selectOption('Concise');
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(input(page)).toHaveValue('');
  await expect(page.locator('#workspace').getByLabel('Custom instructions')).toHaveValue('');
  await expect(page.getByLabel('Preset')).toHaveValue('Academic');
});

test('a malicious SVG in the answer is drawn as an inert picture', async ({ page }) => {
  const marker = uniqueMarker();
  const evil =
    'Growth doubles each step.\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" onload="window.__pwned=1"><title>Doubling</title><script>window.__pwned=2</script><rect width="50" height="50" onclick="window.__pwned=3"/><image href="http://evil.example/track.png"/><foreignObject><iframe src="http://evil.example"></iframe></foreignObject><path d="M0 100 L100 0"/></svg>';
  await scenario({ provider: 'anthropic', marker, reply: evil });
  const outside: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('evil.example')) outside.push(request.url());
  });
  await ready(page);
  await page.getByText('Include graphs').click();
  await input(page).fill(`Plot ${marker}`);
  await page.getByRole('button', { name: 'Transform', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Mathematical Visualization' })).toBeVisible();
  const figure = page.getByRole('img', { name: 'Doubling' });
  await expect(figure).toBeVisible();
  await expect(
    page.getByText(
      'This graph illustrates the mathematical relationship described in the analysis.',
    ),
  ).toBeVisible();
  await expect(output(page)).toHaveValue('Growth doubles each step.');
  await figure.click();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  const source = decodeURIComponent((await figure.getAttribute('src')) ?? '');
  expect(source).not.toMatch(/script|onload|onclick|evil\.example|foreignObject/i);
  expect(source).toContain('<path');
  expect(outside).toEqual([]);
});

test('models of unavailable providers are disabled, and new work starts on the default provider', async ({
  page,
}) => {
  await page.goto('/');
  const model = page.getByLabel('AI model');
  await expect(model.locator('option[value="gpt-4o"]')).toBeDisabled();
  await saveKeys(page, ['OpenAI (ZHI 2)', 'DeepSeek (ZHI 3)']);
  await expect(model).toHaveValue('deepseek-chat');
  await expect(model.locator('option[value="gpt-4o"]')).toBeEnabled();
  await expect(model.locator('option[value="claude-sonnet"]')).toBeDisabled();
  await model.selectOption('gpt-4o');
  await expect(model).toHaveValue('gpt-4o');
});

test('a very long text is edited in the large-text editor: typing, saving, reload and back', async ({
  page,
}) => {
  await ready(page);
  const paragraph = `${'A long draft sentence that keeps going for a while. '.repeat(8)}\n\n`;
  const long = paragraph.repeat(Math.ceil(250_000 / paragraph.length));
  await input(page).fill(long);
  // Past 50,000 characters the text area hands over to the editor that draws only what is
  // in view (docs/decisions/116-long-texts-in-codemirror.md); it keeps the label and the text.
  const editor = page.locator('#original-dictation[contenteditable="true"]');
  await expect(editor).toBeVisible();
  await expect(input(page)).toHaveAttribute('contenteditable', 'true');
  await input(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('The end.');
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  await expect(
    page.getByText(`${(long.length + 8).toLocaleString('en-US')} characters`),
  ).toBeVisible();
  await expect(
    page.getByText(`${(words(long) + 2).toLocaleString('en-US')} words`).first(),
  ).toBeVisible();
  // The draft is kept, and a reload opens the same text in the same editor.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('redraft-input-draft')?.slice(-8)))
    .toBe('The end.');
  await page.reload();
  await expect(editor).toBeVisible();
  await expect(
    page.getByText(`${(long.length + 8).toLocaleString('en-US')} characters`),
  ).toBeVisible();
  // It draws only the lines in view: the end is drawn once the caret goes there.
  await editor.click();
  await page.keyboard.press('Control+End');
  await expect(editor).toContainText('The end.');
  // Emptied, the text goes back to a plain text area.
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(input(page)).toHaveValue('');
});

/** Streams a 60,000-character answer of 150 numbered paragraphs into the output, to its end. */
async function streamLongAnswer(page: Page) {
  // Fast, so that the last pieces arrive between two repaints: the view must still show them.
  await streamParagraphs(
    page,
    150,
    10,
    (index) =>
      `Paragraph ${index + 1}: ${'a long answer keeps on going, sentence after sentence. '.repeat(7)}`,
  );
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden({ timeout: 20_000 });
  return page.getByRole('textbox', { name: 'Processed Output' });
}

test('a rewrite longer than 50,000 characters opens in the large-text editor where the reader clicks, at the end they followed', async ({
  page,
}) => {
  const shown = await streamLongAnswer(page);
  // The whole answer is there, followed to its end, in the view it streamed into: the editor
  // opens only when the reader goes into the text.
  await expect(shown).toHaveAttribute('aria-busy', 'false');
  await expect(shown.getByText('Paragraph 150:')).toBeInViewport();
  // Its counts give the whole answer (trailing spaces of its paragraphs are trimmed).
  const counts = page.getByText(/ 60,\d{3} characters$/);
  await expect(counts).toBeVisible();
  const before = Number(
    /([\d,]+) characters/.exec((await counts.textContent()) ?? '')![1]!.replace(',', ''),
  );
  await shown.getByText('Paragraph 150:').click({ position: { x: 1, y: 5 } });
  const editor = page.locator('#processed-output[contenteditable="true"]');
  await expect(editor).toBeFocused();
  // It draws only the lines in view (and the caret's): the last paragraphs are drawn, those in
  // the middle are not. The caret is where the click was.
  await expect(editor).not.toContainText('Paragraph 75:');
  await page.keyboard.type('Z');
  await expect(editor).toContainText('ZParagraph 150:');
  await expect(page.getByText(`${(before + 1).toLocaleString('en-US')} characters`)).toBeVisible();
});

test('a long rewrite reached from the keyboard opens in the editor with the caret at its end', async ({
  page,
}) => {
  const shown = await streamLongAnswer(page);
  await expect(shown).toHaveAttribute('aria-busy', 'false');
  // The output's last action, then Tab: the text is the next stop, and opens in the editor.
  await page.locator('#workspace').getByRole('button', { name: 'Export' }).focus();
  await page.keyboard.press('Tab');
  const editor = page.locator('#processed-output[contenteditable="true"]');
  await expect(editor).toBeFocused();
  await page.keyboard.type(' The end.');
  await expect(editor).toContainText('sentence after sentence. The end.');
  await expect(editor).toContainText('Paragraph 150:');
});
