import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * bench/RESULTS.md: the main bench writes its tables, other measures (Lighthouse, memory) write
 * sections of their own between markers, kept when another script measures again.
 */
const FILE = path.resolve(import.meta.dirname, 'RESULTS.md');
const SECTION = /<!-- section:([\w-]+) -->\n[\s\S]*?<!-- \/section:\1 -->\n?/g;

const readResults = () => readFile(FILE, 'utf8').catch(() => '');

const wrap = (name: string, markdown: string) =>
  `<!-- section:${name} -->\n${markdown.trimEnd()}\n<!-- /section:${name} -->\n`;

/** Replaces (or appends) the named section, leaving the rest of the file as it is. */
export async function writeSection(name: string, markdown: string) {
  const current = await readResults();
  const block = wrap(name, markdown);
  const existing = [...current.matchAll(SECTION)].find((match) => match[1] === name);
  const next = existing ? current.replace(existing[0], block) : `${current.trimEnd()}\n\n${block}`;
  await writeFile(FILE, next);
}

/** Writes the main bench's text, followed by the sections other scripts measured. */
export async function writeMainResults(text: string) {
  const sections = [...(await readResults()).matchAll(SECTION)].map((match) => match[0]);
  await writeFile(
    FILE,
    `${[text.trimEnd(), ...sections.map((section) => section.trimEnd())].join('\n\n')}\n`,
  );
}
