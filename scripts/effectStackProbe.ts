/**
 * A Vite plugin that answers, at build time, the stack-trace probe that effect's Utils module runs when it loads.
 *
 * The probe reads `new Error().stack` to learn whether its function name survives minification. Formatting that
 * stack makes the browser re-parse the whole chunk that holds effect (everything bundled into one function) to
 * find source positions: 140 ms of the page's first task on the machine of docs/performance.md, before anything
 * is drawn. The bundle keeps the name (it is an object's key, which minifiers keep), so the answer is `true` and
 * effect behaves as it would have after asking. If effect's text changes, the build fails rather than silently
 * paying the cost again.
 */
import type { Plugin } from 'vite';

export const EFFECT_UTILS = /[\\/]effect[\\/]dist[\\/]esm[\\/]Utils\.js$/;

const PROBE =
  '/*#__PURE__*/standard.effect_internal_function(() => new Error().stack)?.includes("effect_internal_function") === true';

/** effect's Utils module with the probe answered; throws when the probe is not where it was. */
export function answerStackProbe(source: string): string {
  if (!source.includes(PROBE))
    throw new Error(
      "effect's Utils.js no longer holds its stack-trace probe as scripts/effectStackProbe.ts expects: check what the new version does at load and update the plugin",
    );
  return source.replace(PROBE, 'true');
}

export function effectStackProbe(): Plugin {
  return {
    name: 'effect-stack-probe',
    apply: 'build',
    transform(code, id) {
      if (!EFFECT_UTILS.test(id.split('?')[0] ?? id)) return null;
      return { code: answerStackProbe(code), map: null };
    },
  };
}
