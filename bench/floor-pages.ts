// Static pages the browser bench measures beside the app, served by the same server: what the
// browser itself costs on this machine with no app around it, so that the app's figures can be
// read against a floor measured in the same run.

/** A static page of about the first screen's text: first paint's floor. */
export const STATIC_PAGE = {
  name: 'bench-static.html',
  text: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Static</title></head><body><h1>Redraft</h1><p>${'A static page of text. '.repeat(40)}</p></body></html>`,
};

/**
 * The static page with one small stylesheet and one small module script, as the app's page has
 * one of each: the least that any page fetching a script and a stylesheet while it paints pays on
 * this machine, before their size counts (docs/performance/130-first-paint-floor.md).
 */
export const LINKED_PAGE = {
  name: 'bench-linked.html',
  text: STATIC_PAGE.text
    .replace(
      '<title>Static</title>',
      '<title>Linked</title><script type="module" src="bench-linked.js"></script>',
    )
    .replace('</body>', '<link rel="stylesheet" href="bench-linked.css"></body>'),
};

const LINKED_SCRIPT = { name: 'bench-linked.js', text: "document.body.dataset.ran = 'yes';\n" };
const LINKED_STYLESHEET = { name: 'bench-linked.css', text: 'p { margin: 0 0 1em; }\n' };

/**
 * The static page with a text area and a Transform button below its text, as the workspace's
 * first screen has them, and nothing else: what pressing a key and clicking costs any page.
 */
export const FORM_PAGE = {
  name: 'bench-form.html',
  text: STATIC_PAGE.text.replace(
    '</body>',
    '<textarea id="original-dictation" rows="12" cols="80"></textarea><p><button type="button">Transform</button></p></body>',
  ),
};

/** A bare text area: what a keystroke costs the browser. */
export const TEXTAREA_PAGE = {
  name: 'bench-textarea.html',
  text: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Text area</title></head><body><label for="text">Original Dictation</label><br><textarea id="text" rows="12" cols="80"></textarea></body></html>`,
};

/**
 * The least a page can do with a streamed rewrite: a Transform button that becomes Cancel, the
 * same request to /api/transform-stream read on the page, each new paragraph appended to a box
 * of strict containment at most 20 times a second, the character count at the end, and a
 * Custom Instructions box to type in while it streams. The same labels, ids and count as the
 * app's, so the bench drives both alike. What this page drops while streaming is the machine's
 * share (the browser beside the server and the fake provider on two cores), not the app's.
 */
export const STREAM_PAGE = {
  name: 'bench-stream.html',
  text: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stream</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 24px; }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 24px; }
textarea, #out { width: 100%; height: 320px; box-sizing: border-box; }
#out { contain: strict; overflow-y: auto; white-space: pre-wrap; border: 1px solid #ccc; padding: 8px; }
</style></head><body>
<div class="grid">
  <div><label for="text">Original Dictation</label><textarea id="text"></textarea></div>
  <div><label for="custom-instructions">Custom Instructions</label><textarea id="custom-instructions"></textarea></div>
  <div><span id="processed-output-label">Processed Output</span><div id="out"></div><p aria-live="polite"></p></div>
</div>
<button id="go" type="button">Transform</button>
<script src="bench-stream.js"></script>
</body></html>`,
};

/** The stream page's script, a file of its own: the server's content security policy runs no inline script but index.html's own. */
const STREAM_SCRIPT = {
  name: 'bench-stream.js',
  text: `const go = document.getElementById('go');
const out = document.getElementById('out');
const count = document.querySelector('p[aria-live]');
go.addEventListener('click', async () => {
  go.textContent = 'Cancel';
  out.replaceChildren();
  const response = await fetch('/api/transform-stream', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text: document.getElementById('text').value }),
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let text = '';
  let shown = 0;
  let last = 0;
  const show = () => {
    const paragraphs = text.slice(shown).split('\\n\\n');
    if (out.lastElementChild && paragraphs.length > 0) out.lastElementChild.textContent += paragraphs.shift();
    for (const paragraph of paragraphs) {
      const block = document.createElement('p');
      block.textContent = paragraph;
      out.append(block);
    }
    shown = text.length;
    out.scrollTop = out.scrollHeight;
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    const lines = buffered.split('\\n');
    buffered = lines.pop();
    for (const line of lines) if (line.trim()) text += JSON.parse(line).chunk ?? '';
    const now = performance.now();
    if (now - last >= 50) {
      last = now;
      requestAnimationFrame(show);
    }
  }
  requestAnimationFrame(() => {
    show();
    count.textContent = text.length.toLocaleString('en-US') + ' characters';
    go.textContent = 'Transform';
  });
});
`,
};

export const FLOOR_PAGES = [
  STATIC_PAGE,
  LINKED_PAGE,
  LINKED_SCRIPT,
  LINKED_STYLESHEET,
  TEXTAREA_PAGE,
  STREAM_PAGE,
  STREAM_SCRIPT,
];
