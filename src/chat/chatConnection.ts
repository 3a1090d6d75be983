import { type Actor, createActor, fromPromise } from 'xstate';
import { inspect } from '../browser/inspection';
import { chatSyncMachine } from '../../machines/chatSync';
import { type ChatSyncView, chatSyncView } from '../../machines/chatSync.view';
import type { ChatConversation, ChatMessage } from '../../schemas/chatSocket';
import { STATUS_REQUEST_MAX } from '../../schemas/chatSocket';
import { type ChatSocketHandle, tabChatSocket } from '../realtime/chatSocket';

/**
 * The tab's chat while signed in: the chat socket and the chatSync machine it drives (connect, join, live,
 * rejoin after a drop), plus listeners for screens that follow messages and the connection (the open
 * conversation). Online status is asked for every peer of the conversation list whenever it is synced.
 */
export class ChatConnection {
  readonly actor: Actor<typeof chatSyncMachine>;
  private readonly messageListeners = new Set<(m: ChatMessage) => void>();
  private readonly connectionListeners = new Set<(connected: boolean) => void>();
  private view: ChatSyncView;

  constructor(
    readonly me: string,
    readonly socket: ChatSocketHandle,
  ) {
    this.actor = createActor(
      chatSyncMachine.provide({
        actors: {
          joinChat: fromPromise<void>(async () => {
            const reply = await socket.request('join', {});
            if (!reply.ok) throw new Error(reply.error.message);
          }),
        },
      }),
      { inspect, input: { me } },
    );
    this.view = chatSyncView(this.actor.getSnapshot());
    this.actor.subscribe((snapshot) => {
      this.view = chatSyncView(snapshot);
    });
    socket.on('connect', () => {
      this.actor.send({ type: 'CHAT.CONNECTED' });
      for (const l of this.connectionListeners) l(true);
    });
    socket.on('disconnect', () => {
      this.actor.send({ type: 'CHAT.DISCONNECTED' });
      for (const l of this.connectionListeners) l(false);
    });
    socket.on('conversationSync', ({ mode, conversations }) => this.synced(mode, conversations));
    socket.on('message', (message) => this.received(message));
    socket.on('statusList', ({ statuses }) => this.actor.send({ type: 'CHAT.STATUS', statuses }));
    socket.on('userUpdate', ({ statuses }) => this.actor.send({ type: 'CHAT.STATUS', statuses }));
  }

  /** On the tab's chat socket (shared with the calls layer); `url`: the relay's address, by default the page's origin. */
  static open(opts: { me: string; token: string; url?: string }) {
    return new ChatConnection(
      opts.me,
      tabChatSocket({ token: opts.token, ...(opts.url ? { url: opts.url } : {}) }),
    );
  }

  start() {
    this.actor.start();
    this.socket.connect();
  }

  stop() {
    this.socket.close();
    this.actor.stop();
    this.messageListeners.clear();
    this.connectionListeners.clear();
  }

  /** The chatSync view now (the same object until the machine changes). */
  getView = (): ChatSyncView => this.view;

  subscribe = (listener: () => void) => {
    const sub = this.actor.subscribe(listener);
    return () => sub.unsubscribe();
  };

  get connected() {
    return this.socket.socket.connected;
  }

  /** Conversations of the socket's `conversationSync`, or one the user started; their peers' status is asked. */
  synced(mode: 'all' | 'added', conversations: readonly ChatConversation[]) {
    this.actor.send({ type: 'CHAT.SYNC', mode, conversations });
    const peers = new Set(conversations.flatMap((c) => c.participants).filter((u) => u !== this.me));
    this.askStatus([...peers]);
  }

  /** A message of the socket, or the user's own from a send's ack. */
  received(message: ChatMessage) {
    this.actor.send({ type: 'CHAT.MESSAGE', message });
    for (const l of this.messageListeners) l(message);
  }

  onMessage(listener: (m: ChatMessage) => void) {
    this.messageListeners.add(listener);
    return () => void this.messageListeners.delete(listener);
  }

  onConnection(listener: (connected: boolean) => void) {
    this.connectionListeners.add(listener);
    return () => void this.connectionListeners.delete(listener);
  }

  /** Asks the relay who of these is online; the answer lands in the machine. */
  askStatus(uuids: readonly string[]) {
    if (uuids.length === 0) return;
    void this.socket.request('requestStatus', { uuids: uuids.slice(0, STATUS_REQUEST_MAX) }).then((reply) => {
      if (reply.ok) this.actor.send({ type: 'CHAT.STATUS', statuses: reply.statuses });
    });
  }

  open(conversationId: string | null) {
    this.actor.send({ type: 'CHAT.OPEN', conversationId });
  }

  read(conversationId: string) {
    this.actor.send({ type: 'CHAT.READ', conversationId });
  }
}
