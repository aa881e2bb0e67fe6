import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format } from 'prettier';
import { projectRoot } from '../server/paths';

/**
 * Writes `section` (which starts with `start` and ends with `end`, two HTML comments) into
 * docs/performance.md, in place of the one recorded before, else at the end after `heading`
 * (a section title and its introduction, added once). Formatted as Prettier would, so
 * `npm run lint` stays clean after a benchmark.
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
  document = document.includes(start)
    ? document.replace(new RegExp(`${start}[\\s\\S]*?${end}`), section)
    : `${document.trimEnd()}\n\n${section}\n`;
  await writeFile(file, await format(document, { parser: 'markdown', proseWrap: 'preserve' }));
  console.log(`Recorded in ${path.relative(process.cwd(), file)}.`);
}
