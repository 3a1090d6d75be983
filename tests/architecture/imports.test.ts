import { describe, expect, it } from 'vitest';
import { check, describeViolation, importsOf, projectRootOf, scan } from './importRules';

describe('import rules of DESIGN.md', () => {
  it('hold in every source file of the project', () => {
    const { imports, violations } = scan(projectRootOf(import.meta.filename));
    expect(imports).toBeGreaterThan(500);
    const broken = violations.map(describeViolation);
    expect(broken, broken.join('\n')).toEqual([]);
  });

  // Probe imports: each must be refused, naming the file and the rule.
  it.each([
    ['src/app/App.tsx', '../../server/deps', 'src never imports server or relay'],
    ['src/features/chat/ChatPage.tsx', '../program/ProgramPage', 'features never import each other'],
    ['src/features/chat/ChatPage.tsx', '../../../relay/app', 'src never imports server or relay'],
    ['schemas/user.ts', 'xstate', 'schemas imports effect only'],
    ['schemas/user.ts', '../machines/signIn', 'schemas imports effect only'],
    ['machines/signIn.ts', 'react', 'machines imports schemas, xstate and Temporal only'],
    ['machines/signIn.ts', '../src/api/client', 'machines imports schemas, xstate and Temporal only'],
    ['server/areas/auth/signIn.ts', '../../http/auth', 'server areas never import server http'],
    ['server/http/routes/game.ts', 'drizzle-orm', 'server http routes never query the database'],
    ['server/http/routes/game.ts', '../../db/schema', 'server http routes never query the database'],
    ['server/http/routes/chat.ts', '../../../src/api/client', 'server and relay never import src'],
    ['relay/app.ts', '../server/deps', 'server and relay import schemas only of the project'],
    ['server/app.ts', '../relay/app', 'server and relay import schemas only of the project'],
    ['server/app.ts', '../machines/signIn', 'server and relay import schemas only of the project'],
    ['src/api/client.ts', 'react', 'src/api is the HTTP client only'],
    ['src/api/client.ts', '../../machines/signIn', 'src/api is the HTTP client only'],
    ['src/api/client.ts', '../program/store', 'src/api is the HTTP client only'],
    ['src/program/store.tsx', '../ui/Button', 'src/program imports only api, realtime, machines and schemas'],
    [
      'src/program/store.tsx',
      '../features/program/ProgramPage',
      'shared layers never import features or the app',
    ],
    ['src/realtime/appSocket.ts', '../app/session', 'shared layers never import features or the app'],
    [
      'src/ui/SupportModal.tsx',
      '../features/auth/SignInPage',
      'shared layers never import features or the app',
    ],
    ['src/browser/clientContext.tsx', '../app/App', 'shared layers never import features or the app'],
    ['src/i18n/index.ts', '../features/program/format', 'shared layers never import features or the app'],
    ['src/app/App.tsx', '@statelyai/inspect', '@statelyai/inspect is opened by src/browser/inspection only'],
    [
      'src/program/store.tsx',
      '../browser/eventStorage',
      'src/program imports only api, realtime, machines and schemas',
    ],
  ])('refuses %s importing %s (%s)', (file, spec, rule) => {
    const broken = check(file, spec);
    expect(broken.map((v) => v.rule)).toContain(rule);
    expect(describeViolation(broken[0]!)).toContain(file);
  });

  it.each([
    ['src/features/chat/ChatPage.tsx', './ChatList'],
    ['src/features/chat/ChatPage.tsx', '../../ui/Button'],
    ['src/features/chat/ChatPage.tsx', '../../../machines/call'],
    ['src/features/chat/ChatPage.tsx', '../../../schemas/chat'],
    ['machines/call.ts', '@js-temporal/polyfill'],
    ['machines/call.view.ts', './call'],
    ['server/http/routes/chat.ts', '../../areas/chat/chat'],
    ['relay/app.ts', '../schemas/relay'],
    ['relay/app.ts', 'node:http'],
    ['schemas/user.ts', './ids'],
    ['src/api/programCalls.ts', './client'],
    ['src/api/programCalls.ts', '../../schemas/program'],
    ['src/program/items.ts', '../../machines/sessionTiming'],
    ['src/program/store.tsx', '../api/programCalls'],
    ['src/program/store.tsx', 'react'],
    ['src/features/program/ProgramPage.tsx', '../../program/store'],
    ['src/program/store.tsx', '../browser/inspection'],
    ['src/calls/store.ts', '../browser/inspection'],
    ['src/browser/inspection.ts', '@statelyai/inspect'],
  ])('allows %s importing %s', (file, spec) => {
    expect(check(file, spec)).toEqual([]);
  });

  it('finds static, type-only, re-exported and dynamic imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "import './side-effect';",
      "export { c } from './c';",
      "export * from './d';",
      "const E = lazy(() => import('./e'));",
      'import {\n  f,\n  g,\n} from "./fg";',
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a', '../b', './side-effect', './c', './d', './e', './fg']);
  });
});
