/**
 * A setting of `npm run bench:rush` that picks between the bench's own Node implementation and a tool production
 * or load testers use: `variable` set to `node` or to the tool's name forces one; unset, the tool when it is
 * installed. Fails on any other value and on a tool asked for and missing.
 */
export function nodeOrTool<Tool extends string>(
  env: NodeJS.ProcessEnv,
  variable: string,
  tool: Tool,
  installed: () => boolean,
): 'node' | Tool {
  const asked = env[variable];
  if (asked !== undefined && asked !== 'node' && asked !== tool)
    throw new Error(`${variable}=${asked}: expected node or ${tool}`);
  if (asked === 'node') return 'node';
  if (installed()) return tool;
  if (asked === tool)
    throw new Error(`${variable}=${tool}: ${tool} is not installed (apt-get install -y ${tool})`);
  return 'node';
}
