import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format } from 'prettier';
import { projectRoot } from '../server/paths';

/**
 * Writes `section` (which starts with `start` and ends with `end`, two HTML comments) into
 * docs/performance.md, in place of the one recorded before; else at the end of the part that
 * `heading` (a `## ` title and its introduction, added at the end of the document once) opens, or
 * without a heading at the end of the document. Formatted as Prettier would, so `npm run lint`
 * stays clean after a benchmark.
 */
export async function recordInPerformanceDoc(
  start: string,
  end: string,
  section: string,
  heading?: { title: string; text: string },
): Promise<void> {
  const file = path.join(projectRoot, 'docs', 'performance.md');
  let document = await readFile(file, 'utf8').catch(() => '# Performance\n');
  if (heading && !document.includes(heading.title)) {
    document = `${document.trimEnd()}\n\n${heading.title}\n\n${heading.text}\n`;
  }
  if (document.includes(start)) {
    document = document.replace(new RegExp(`${start}[\\s\\S]*?${end}`), () => section);
  } else {
    // The part ends where the next `## ` heading starts.
    const next = heading ? document.indexOf('\n## ', document.indexOf(heading.title) + 1) : -1;
    const at = next === -1 ? document.length : next + 1;
    document = `${document.slice(0, at).trimEnd()}\n\n${section}\n\n${document.slice(at)}`;
  }
  await writeFile(
    file,
    await format(document.trimEnd() + '\n', { parser: 'markdown', proseWrap: 'preserve' }),
  );
  console.log(`Recorded in ${path.relative(process.cwd(), file)}.`);
}
