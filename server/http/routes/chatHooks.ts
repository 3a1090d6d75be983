import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ChatHookCalls, LoginCheckRequest } from '../../../schemas/chatHooksApi';
import type { ChatHooks } from '../../../schemas/chatSocket';
import { NotFound, Unauthorized } from '../../../schemas/errors';
import type { SignIn } from '../../areas/auth/signIn';
import type { AppEnv } from '../env';
import { jsonBody } from '../validate';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Bearer `secret`, compared in constant time; the endpoints do not exist without a secret. */
const requireSecret = (secret: string | undefined) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!secret) throw new NotFound({ message: 'No such API call' });
    const header = c.req.header('authorization') ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!timingSafeEqual(digest(given), digest(secret))) {
      throw new Unauthorized({ message: 'Wrong or missing chat hooks secret' });
    }
    await next();
  });

/**
 * The login check and the chat hooks for a relay in another process (schemas/chatHooksApi.ts): POST /internal/chat/<hook> with the
 * shared secret and the user of the relay's verified socket token. The same hooks, so the same rules, as an
 * in-process relay gets.
 */
export function chatHooksRoutes(secret: string | undefined, hooks: ChatHooks, signIn: SignIn) {
  const app = new Hono<AppEnv>();
  app.use('/internal/chat/*', requireSecret(secret));
  app.use('/internal/login-active', requireSecret(secret));

  // The relay's handshake check: is the socket's login still active?
  app.post('/internal/login-active', async (c) => {
    const login = await jsonBody(c, LoginCheckRequest);
    return c.json({ active: await signIn.isLoginActive(login) });
  });

  app.post('/internal/chat/conversationsOf', async (c) => {
    const { user } = await jsonBody(c, ChatHookCalls.conversationsOf.request);
    return c.json({ conversations: await hooks.conversationsOf(user) });
  });
  app.post('/internal/chat/startConversation', async (c) => {
    const { user, participants } = await jsonBody(c, ChatHookCalls.startConversation.request);
    return c.json(await hooks.startConversation(user, participants));
  });
  app.post('/internal/chat/sendMessage', async (c) => {
    const { user, conversationId, text } = await jsonBody(c, ChatHookCalls.sendMessage.request);
    return c.json(await hooks.sendMessage(user, conversationId, text));
  });
  app.post('/internal/chat/mayCall', async (c) => {
    const { user, callee } = await jsonBody(c, ChatHookCalls.mayCall.request);
    return c.json(await hooks.mayCall(user, callee));
  });
  app.post('/internal/chat/mayChat', async (c) => {
    const { user } = await jsonBody(c, ChatHookCalls.mayChat.request);
    return c.json(await hooks.mayChat(user));
  });
  app.post('/internal/chat/mayJoinLounge', async (c) => {
    const { user } = await jsonBody(c, ChatHookCalls.mayJoinLounge.request);
    return c.json(await hooks.mayJoinLounge(user));
  });
  app.post('/internal/chat/profilesOf', async (c) => {
    const { eventId, uuids } = await jsonBody(c, ChatHookCalls.profilesOf.request);
    return c.json({ profiles: await hooks.profilesOf(eventId, uuids) });
  });

  return app;
}
