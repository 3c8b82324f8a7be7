/**
 * The API reference as one HTML page, rendered by the server from the OpenAPI document: no
 * script, no CDN, nothing to load but the page (the app's CSP allows inline styles only).
 */

type Json = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const html = (text: unknown) =>
  String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** `code` spans for backticked words in descriptions; everything else escaped. */
const prose = (text: unknown) =>
  html(text).replace(/`([^`]+)`/g, (_m, code: string) => `<code>${code}</code>`);

const asObject = (value: unknown): Json =>
  value && typeof value === 'object' ? (value as Json) : {};

interface Operation {
  method: string;
  path: string;
  op: Json;
}

function operationsByTag(document: Json): Map<string, Operation[]> {
  const byTag = new Map<string, Operation[]>();
  for (const tag of (document.tags ?? []) as { name: string }[]) byTag.set(tag.name, []);
  for (const [path, item] of Object.entries(asObject(document.paths))) {
    for (const method of METHODS) {
      const op = asObject(item)[method];
      if (!op) continue;
      const tag = ((op as Json).tags as string[] | undefined)?.[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push({ method, path, op: op as Json });
    }
  }
  return byTag;
}

/** A short type name: `string`, `integer ≥ 1`, `array of object`, `"a" | "b"`. */
function typeLabel(schema: Json): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (alternatives) return alternatives.map(typeLabel).join(' or ');
  let type = Array.isArray(schema.type) ? schema.type.join(' or ') : String(schema.type ?? 'any');
  if (type === 'array') type = `array of ${typeLabel(asObject(schema.items))}`;
  if (type === 'object' && schema.additionalProperties && !schema.properties) {
    type = `map of ${typeLabel(asObject(schema.additionalProperties))}`;
  }
  if (schema.contentMediaType) type = `${schema.contentMediaType} bytes`;
  return type;
}

function constraints(schema: Json): string[] {
  const out: string[] = [];
  const add = (key: string, label: string) => {
    const value = schema[key];
    // zod states an integer's safe range as bounds; they say nothing to a reader.
    if (value === undefined || Math.abs(Number(value)) === Number.MAX_SAFE_INTEGER) return;
    out.push(`${label} ${value}`);
  };
  add('minLength', 'min length');
  add('maxLength', 'max length');
  add('minimum', '≥');
  add('exclusiveMinimum', '>');
  add('maximum', '≤');
  add('exclusiveMaximum', '<');
  add('minItems', 'min items');
  add('maxItems', 'max items');
  add('format', 'format');
  add('pattern', 'pattern');
  if (schema.default !== undefined) out.push(`default ${JSON.stringify(schema.default)}`);
  return out;
}

/** The nested fields of an object (or of an array's items, or of each alternative). */
function fields(schema: Json, depth: number): string {
  if (depth > 6) return '';
  if (schema.type === 'array') return fields(asObject(schema.items), depth);
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (alternatives) {
    const parts = alternatives.map((alt) => fields(alt, depth)).filter(Boolean);
    return parts.join('');
  }
  if (schema.additionalProperties && !schema.properties) {
    return fields(asObject(schema.additionalProperties), depth);
  }
  const properties = asObject(schema.properties);
  const names = Object.keys(properties);
  if (!names.length) return '';
  const required = new Set((schema.required ?? []) as string[]);
  const rows = names.map((name) => {
    const property = asObject(properties[name]);
    const notes = [required.has(name) ? 'required' : 'optional', ...constraints(property)];
    const description = property.description
      ? `<div class="desc">${prose(property.description)}</div>`
      : '';
    return `<li><code class="name">${html(name)}</code> <span class="type">${html(typeLabel(property))}</span> <span class="notes">${html(notes.join(', '))}</span>${description}${fields(property, depth + 1)}</li>`;
  });
  return `<ul class="fields">${rows.join('')}</ul>`;
}

function media(content: unknown): string {
  return Object.entries(asObject(content))
    .map(([type, entry]) => {
      const { schema, examples } = entry as { schema?: Json; examples?: Json };
      const shape = schema ? fields(schema, 0) : '';
      const label = schema ? typeLabel(schema) : '';
      const exampleBlocks = Object.values(asObject(examples))
        .map((example) => {
          const { summary, value } = example as { summary?: string; value: unknown };
          return `<figure><figcaption>${html(summary ?? 'Example')}</figcaption><pre>${html(JSON.stringify(value, null, 2))}</pre></figure>`;
        })
        .join('');
      return `<div class="media"><div class="ctype"><code>${html(type)}</code>${label && label !== 'object' ? ` <span class="type">${html(label)}</span>` : ''}</div>${shape}${exampleBlocks}</div>`;
    })
    .join('');
}

function operationHtml({ method, path, op }: Operation): string {
  const id = html(op.operationId ?? `${method}-${path}`);
  const params = (op.parameters ?? []) as Json[];
  const paramList = params.length
    ? `<h4>Parameters</h4><ul class="fields">${params
        .map(
          (p) =>
            `<li><code class="name">${html(p.name)}</code> <span class="type">${html(typeLabel(asObject(p.schema)))}</span> <span class="notes">in ${html(p.in)}${p.required ? ', required' : ''}</span></li>`,
        )
        .join('')}</ul>`
    : '';
  const body = op.requestBody
    ? `<h4>Request body</h4>${media(asObject(op.requestBody).content)}`
    : '';
  const responses = Object.entries(asObject(op.responses))
    .map(([status, r]) => {
      const response = asObject(r);
      const headers = Object.entries(asObject(response.headers))
        .map(
          ([name, h]) => `<li><code>${html(name)}</code>: ${prose(asObject(h).description)}</li>`,
        )
        .join('');
      const open = status.startsWith('2') ? ' open' : '';
      return `<details class="response"${open}><summary><span class="status s${status[0]}">${html(status)}</span> ${prose(response.description)}</summary>${headers ? `<ul class="headers">${headers}</ul>` : ''}${media(response.content)}</details>`;
    })
    .join('');
  return `<section class="op" id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code class="path">${html(path)}</code></h3>
<p class="summary">${prose(op.summary)}</p>
${op.description ? `<p>${prose(op.description)}</p>` : ''}
${paramList}${body}<h4>Responses</h4>${responses}
</section>`;
}

export function renderReferencePage(document: Json, documentPath: string): string {
  const info = asObject(document.info);
  const byTag = operationsByTag(document);
  const contents = [...byTag]
    .filter(([, ops]) => ops.length)
    .map(
      ([tag, ops]) =>
        `<li><a href="#tag-${html(tag)}">${html(tag)}</a><ul>${ops
          .map(
            (o) =>
              `<li><a href="#${html(o.op.operationId)}"><span class="method ${o.method}">${o.method.toUpperCase()}</span> <code>${html(o.path)}</code></a></li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = [...byTag]
    .filter(([, ops]) => ops.length)
    .map(
      ([tag, ops]) =>
        `<section class="tag" id="tag-${html(tag)}"><h2>${html(tag)}</h2>${ops.map(operationHtml).join('')}</section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(info.title)} reference</title>
<style>${STYLE}</style>
</head>
<body>
<header class="page">
<h1>${html(info.title)} <span class="version">${html(info.version)}</span></h1>
<p>${prose(info.description)}</p>
<p class="links"><a href="${html(documentPath)}">OpenAPI document (JSON)</a> · <a href="/">Back to Redraft</a></p>
</header>
<nav aria-label="Routes"><h2>Routes</h2><ul class="toc">${contents}</ul></nav>
<main>${sections}</main>
</body>
</html>`;
}

const STYLE = `
:root { color-scheme: light dark; --fg: #1c1917; --muted: #57534e; --bg: #fafaf9; --card: #fff;
  --line: #e7e5e4; --code: #f5f5f4; --accent: #1d4ed8; --ok: #15803d; --warn: #b45309; --bad: #b91c1c; }
@media (prefers-color-scheme: dark) { :root { --fg: #f5f5f4; --muted: #a8a29e; --bg: #0c0a09;
  --card: #1c1917; --line: #292524; --code: #292524; --accent: #93c5fd; --ok: #4ade80; --warn: #fbbf24;
  --bad: #f87171; } }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 60rem; padding: 1.25rem; font: 16px/1.55 system-ui, -apple-system,
  "Segoe UI", Roboto, "Noto Sans", sans-serif; color: var(--fg); background: var(--bg); }
a { color: var(--accent); }
h1 { font-size: 1.75rem; margin: 0.5rem 0; }
h2 { font-size: 1.35rem; margin: 2rem 0 0.75rem; padding-bottom: 0.25rem; border-bottom: 1px solid var(--line); }
h3 { font-size: 1.05rem; margin: 0 0 0.25rem; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: baseline; }
h4 { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted); margin: 1rem 0 0.4rem; }
code, pre { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 0.875em; }
code { background: var(--code); padding: 0.05em 0.3em; border-radius: 4px; overflow-wrap: anywhere; }
pre { background: var(--code); padding: 0.75rem; border-radius: 6px; overflow: auto; margin: 0.25rem 0 0.75rem;
  max-height: 24rem; white-space: pre-wrap; overflow-wrap: anywhere; }
.version { font-size: 0.9rem; color: var(--muted); font-weight: normal; }
.links { color: var(--muted); }
.toc, .toc ul { list-style: none; padding-left: 0; margin: 0.25rem 0; }
.toc > li { margin-bottom: 0.5rem; font-weight: 600; }
.toc ul li { font-weight: normal; padding: 0.1rem 0 0.1rem 0.5rem; }
.toc a { text-decoration: none; }
.op { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 1rem;
  margin: 0 0 1rem; }
.summary { margin: 0.25rem 0; font-weight: 600; }
.method { display: inline-block; min-width: 3.6rem; text-align: center; font: 700 0.75rem/1.6 ui-monospace, monospace;
  color: #fff; border-radius: 4px; padding: 0 0.35rem; }
.method.get { background: #15803d; } .method.post { background: #1d4ed8; }
.method.patch { background: #a16207; } .method.put { background: #a16207; } .method.delete { background: #b91c1c; }
.path { font-size: 0.95rem; background: none; padding: 0; }
.fields { list-style: none; padding-left: 1rem; margin: 0.25rem 0; border-left: 2px solid var(--line); }
.fields li { margin: 0.3rem 0; }
.name { font-weight: 600; }
.type { color: var(--accent); font-size: 0.875rem; overflow-wrap: anywhere; }
.notes { color: var(--muted); font-size: 0.8rem; }
.desc { color: var(--muted); font-size: 0.875rem; }
.ctype { margin: 0.25rem 0; }
.response { border-top: 1px solid var(--line); padding: 0.4rem 0; }
.response > summary { cursor: pointer; }
.status { font: 700 0.85rem ui-monospace, monospace; padding: 0 0.3rem; border-radius: 4px; }
.s2 { color: var(--ok); } .s4 { color: var(--warn); } .s5 { color: var(--bad); }
figure { margin: 0.5rem 0 0; }
figcaption { font-size: 0.8rem; color: var(--muted); }
@media (max-width: 40rem) { body { padding: 0.75rem; font-size: 15px; } .op { padding: 0.75rem; }
  .fields { padding-left: 0.6rem; } }
`;
