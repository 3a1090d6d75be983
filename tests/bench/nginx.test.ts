import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { nginxConfig } from '../../bench/rush/nginx';

test("docs/operations.md shows the bench's nginx configuration in front of the servers", () => {
  const doc = /```nginx\n([\s\S]*?)```/.exec(readFileSync('docs/operations.md', 'utf8'))?.[1] ?? '';
  const one = { host: '127.0.0.1', port: 1 };
  const written = nginxConfig({ api: [one], relay: [one] }, { ...one, dir: '/tmp/x' });
  // The directives from the upstreams on, but for the addresses.
  const directives = (text: string) =>
    text
      .slice(text.indexOf('upstream api {'))
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && !/^(server \S+:\d+|listen .*);$/.test(line));
  expect(directives(doc).filter((line) => !directives(written).includes(line))).toEqual([]);
  expect(directives(written).filter((line) => !directives(doc).includes(line))).toEqual([]);
});
