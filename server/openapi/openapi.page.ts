import type { OpenApiDocument, OpenApiOperation } from './openapi.document';

/**
 * A readable page of the OpenAPI document, rendered on the server: no script (the CSP allows
 * none here) and nothing fetched from elsewhere.
 */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `code` spans for backticks in summaries. */
function inline(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function schemaBlock(schema: unknown): string {
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

function renderOperation(method: string, path: string, operation: OpenApiOperation): string {
  const parameters = operation.parameters ?? [];
  const { requestBody, responses, security } = operation;
  const access = !security
    ? 'Public'
    : security.some((item) => Object.keys(item).length === 0)
      ? 'Public; an admin token shows more'
      : 'Admin token';
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-');
  return `<article class="op" id="${id}">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
  <p>${inline(operation.summary)} <span class="access">${access}</span></p>
  ${
    parameters.length > 0
      ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Schema</th></tr></thead><tbody>${parameters
          .map(
            (parameter) =>
              `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(
                parameter.in,
              )}</td><td><code>${escapeHtml(JSON.stringify(parameter.schema))}</code></td></tr>`,
          )
          .join('')}</tbody></table>`
      : ''
  }
  ${Object.entries(requestBody?.content ?? {})
    .map(
      ([type, body]) =>
        `<details><summary>Request body <code>${escapeHtml(type)}</code></summary>${schemaBlock(body.schema)}</details>`,
    )
    .join('')}
  <ul class="responses">${Object.entries(responses)
    .map(([status, response]) => {
      const schema = response.content?.['application/json']?.schema;
      return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(response.description)}${
        schema ? `<details><summary>Body</summary>${schemaBlock(schema)}</details>` : ''
      }</li>`;
    })
    .join('')}</ul>
</article>`;
}

export function renderApiDocsPage(document: OpenApiDocument): string {
  const { info, paths, components } = document;
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(method, path, operation)]);
    }
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  :root { color-scheme: light; --ink: #17211e; --muted: #56635f; --line: #dfe5e2; --brand: #1c5548; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.55 system-ui, -apple-system, 'Segoe UI', sans-serif; color: var(--ink); background: #fafaf7; }
  header, main { max-width: 980px; margin: 0 auto; padding: 24px 20px; }
  header { border-bottom: 1px solid var(--line); }
  h1 { font-size: 28px; margin: 0 0 6px; } h2 { font-size: 20px; margin: 36px 0 12px; }
  h3 { font-size: 16px; margin: 0 0 6px; display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
  a { color: var(--brand); }
  nav a { margin-right: 14px; white-space: nowrap; display: inline-block; line-height: 1.9; }
  .op { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 16px 18px; margin: 12px 0; }
  .method { font: 700 12px/1 ui-monospace, monospace; padding: 6px 8px; border-radius: 6px; color: #fff; }
  .get { background: #1c5548; } .post { background: #8a5a12; } .patch { background: #4b4f9c; } .delete { background: #a33a3a; }
  .access { color: var(--muted); font-size: 13px; margin-left: 6px; }
  code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; }
  pre { background: #f3f5f4; border-radius: 8px; padding: 12px; overflow: auto; font-size: 12.5px; }
  table { border-collapse: collapse; width: 100%; margin: 8px 0; font-size: 13px; display: block; overflow-x: auto; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
  summary { cursor: pointer; color: var(--brand); margin: 6px 0; }
  .responses { padding-left: 18px; margin: 8px 0 0; }
  a:focus-visible, summary:focus-visible { outline: 3px solid var(--brand); outline-offset: 2px; }
</style>
</head>
<body>
<header>
  <h1>${escapeHtml(info.title)}</h1>
  <p>${inline(info.description)} Version ${escapeHtml(info.version)}. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
  <nav aria-label="Sections">${[...byTag.keys()]
    .map(
      (tag) =>
        `<a href="#${escapeHtml(tag.replace(/\s+/g, '-').toLowerCase())}">${escapeHtml(tag)}</a>`,
    )
    .join('')}<a href="#schemas">Schemas</a></nav>
</header>
<main>
${[...byTag.entries()]
  .map(
    ([tag, operations]) =>
      `<section><h2 id="${escapeHtml(tag.replace(/\s+/g, '-').toLowerCase())}">${escapeHtml(tag)}</h2>${operations.join('\n')}</section>`,
  )
  .join('\n')}
<section><h2 id="schemas">Schemas</h2>
${Object.entries(components.schemas)
  .map(
    ([name, schema]) =>
      `<details class="op"><summary><strong>${escapeHtml(name)}</strong></summary>${schemaBlock(schema)}</details>`,
  )
  .join('\n')}
</section>
</main>
</body>
</html>`;
}
