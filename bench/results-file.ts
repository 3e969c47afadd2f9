// Writes a bench's table into docs/performance.md between markers, replacing the previous run's.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server-process';

export const PERFORMANCE_DOC = path.join(ROOT, 'docs', 'performance.md');

export function writeResults(section: string, markdown: string): void {
  const start = `<!-- bench:${section}:start -->`;
  const end = `<!-- bench:${section}:end -->`;
  const text = fs.existsSync(PERFORMANCE_DOC) ? fs.readFileSync(PERFORMANCE_DOC, 'utf8') : '# Performance\n';
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next = from !== -1 && to > from ? text.slice(0, from) + block + text.slice(to + end.length) : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(PERFORMANCE_DOC, next);
}
