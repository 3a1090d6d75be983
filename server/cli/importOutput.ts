import type { ImportSummary } from '../import/apply';

/** A progress bar on a terminal (redrawn in place), or nothing where the output is not one. */
export function progressBar(out: NodeJS.WriteStream, width = 30) {
  let drawn = false;
  return {
    update(done: number, total: number) {
      if (!out.isTTY) return;
      const share = total === 0 ? 1 : done / total;
      const full = Math.round(share * width);
      out.write(`\r[${'#'.repeat(full)}${'.'.repeat(width - full)}] ${done}/${total}`);
      drawn = true;
    },
    done() {
      if (drawn) out.write('\n');
    },
  };
}

/** The import's summary as lines of text. */
export function printSummary(s: ImportSummary, print: (line: string) => void) {
  print(
    `Created ${s.created}, updated ${s.updated}, unchanged ${s.unchanged}, removed ${s.removed}, rejected ${s.rejected.length}`,
  );
  print(`People: ${s.people.matched} matched, ${s.people.created} created`);
  for (const r of s.rejected) print(`  rejected ${r.where}${r.title ? ` "${r.title}"` : ''}: ${r.reason}`);
}
