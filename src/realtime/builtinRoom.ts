import type { Socket } from 'socket.io-client';
import type {
  IceServer,
  RoomPeer,
  SignalCandidate,
  VideoClientToServer,
  VideoServerToClient,
} from '../../schemas/videoRoom';
import { namespaceSocket } from './namespaceSocket';
import type { RoomCallbacks, RoomClient } from './roomClient';

type VideoSocket = Socket<VideoServerToClient, VideoClientToServer>;

export interface BuiltinRoomOptions extends RoomCallbacks {
  /** The sign-in token (the relay's handshake). */
  token: string;
  /** The room token the API signed for this user and room. */
  roomToken: string;
  iceServers: readonly IceServer[];
  /** The camera and microphone (getUserMedia by default). */
  getMedia?: () => Promise<MediaStream>;
  /** The relay's address; the page's own origin by default. */
  url?: string;
}

/** How long candidates gather before they go out in one signal (the relay paces events per socket). */
const CANDIDATE_BATCH_MS = 50;

/**
 * A built-in video room in the browser: a mesh of RTCPeerConnections, one per other participant, signalled
 * through the relay's "/video" namespace. The newcomer offers to everyone already in the room and the others
 * answer, so two sides never offer to each other at once. Returns leave(), which closes everything.
 */
export function joinBuiltinRoom(opts: BuiltinRoomOptions): RoomClient {
  const socket = namespaceSocket<VideoSocket>('/video', { token: opts.token }, opts.url);
  const connections = new Map<
    string,
    { pc: RTCPeerConnection; stream: MediaStream | null; pending: SignalCandidate[]; timer: number | null }
  >();
  let local: MediaStream | null = null;
  let left = false;

  const publish = () => {
    if (left) return;
    const remotes = [...connections.entries()].flatMap(([peerId, c]) =>
      c.stream ? [{ peerId, stream: c.stream }] : [],
    );
    opts.onChange({ peers: connections.size, local, remotes });
  };

  const flushCandidates = (peerId: string) => {
    const c = connections.get(peerId);
    if (!c) return;
    c.timer = null;
    const candidates = c.pending.splice(0);
    if (candidates.length > 0) socket.emit('signal', { to: peerId, candidates });
  };

  const connectionTo = (peer: RoomPeer) => {
    const existing = connections.get(peer.id);
    if (existing) return existing;
    const pc = new RTCPeerConnection({
      iceServers: opts.iceServers.map((s) => ({ ...s, urls: s.urls as string | string[] })),
    });
    const entry = {
      pc,
      stream: null as MediaStream | null,
      pending: [] as SignalCandidate[],
      timer: null as number | null,
    };
    connections.set(peer.id, entry);
    if (local) for (const track of local.getTracks()) pc.addTrack(track, local);
    pc.onicecandidate = ({ candidate }) => {
      if (!candidate) return;
      const json = candidate.toJSON();
      entry.pending.push({
        candidate: json.candidate ?? '',
        sdpMid: json.sdpMid ?? null,
        sdpMLineIndex: json.sdpMLineIndex ?? null,
        usernameFragment: json.usernameFragment ?? null,
      });
      entry.timer ??= window.setTimeout(() => flushCandidates(peer.id), CANDIDATE_BATCH_MS);
    };
    pc.ontrack = ({ streams }) => {
      const [stream] = streams;
      if (stream && entry.stream !== stream) {
        entry.stream = stream;
        publish();
      }
    };
    publish();
    return entry;
  };

  const drop = (peerId: string) => {
    const c = connections.get(peerId);
    if (!c) return;
    if (c.timer !== null) window.clearTimeout(c.timer);
    c.pc.close();
    connections.delete(peerId);
    publish();
  };

  const offerTo = async (peer: RoomPeer) => {
    const { pc } = connectionTo(peer);
    await pc.setLocalDescription(await pc.createOffer());
    const description = pc.localDescription;
    if (description)
      socket.emit('signal', { to: peer.id, description: { type: 'offer', sdp: description.sdp } });
  };

  socket.on('peerJoined', (peer) => {
    connectionTo(peer);
  });
  socket.on('peerLeft', (peer) => drop(peer.id));
  socket.on('roomClosed', () => {
    if (!left) opts.onClosed();
  });
  socket.on('mutedByModerator', () => {
    for (const track of local?.getAudioTracks() ?? []) track.enabled = false;
    if (!left) opts.onMuted?.();
  });
  // The relay disconnects this socket next; the room is over for this user.
  socket.on('removedByModerator', () => {
    if (!left) opts.onRemoved?.();
  });
  socket.on('signal', async ({ from, description, candidates }) => {
    try {
      const { pc } = connectionTo({ id: from, uuid: '' });
      if (description) {
        await pc.setRemoteDescription(description);
        if (description.type === 'offer') {
          await pc.setLocalDescription(await pc.createAnswer());
          const answer = pc.localDescription;
          if (answer) socket.emit('signal', { to: from, description: { type: 'answer', sdp: answer.sdp } });
        }
      }
      for (const candidate of candidates ?? []) await pc.addIceCandidate(candidate);
    } catch {
      // A late signal of a connection that closed meanwhile: nothing to do.
    }
  });

  const start = async () => {
    try {
      local = await (
        opts.getMedia ?? (() => navigator.mediaDevices.getUserMedia({ video: true, audio: true }))
      )();
    } catch {
      if (!left) opts.onFailed('media');
      return;
    }
    if (left) {
      for (const track of local.getTracks()) track.stop();
      return;
    }
    publish();
    // On every (re)connection: enter the room again and offer to whoever is in it.
    const enter = async () => {
      const reply = await socket
        .timeout(10_000)
        .emitWithAck('join', { token: opts.roomToken })
        .catch(() => null);
      if (left) return;
      if (!reply?.ok) {
        if (reply?.error.code === 'removed' && opts.onRemoved) opts.onRemoved();
        else opts.onFailed(reply?.error.code ?? 'internal', reply?.error.message);
        return;
      }
      for (const id of [...connections.keys()]) drop(id);
      for (const peer of reply.peers) void offerTo(peer);
      publish();
    };
    socket.on('connect', () => void enter());
    // Namespaces share the page's connection, whose manager may not connect new sockets by itself.
    if (socket.connected) void enter();
    else socket.connect();
  };
  void start();

  return {
    controls: {
      setMicrophone(on) {
        for (const track of local?.getAudioTracks() ?? []) track.enabled = on;
      },
      mutePeer: (peer) => socket.emit('mutePeer', { peer }),
      removePeer: (peer) => socket.emit('removePeer', { peer }),
    },
    leave() {
      if (left) return;
      left = true;
      for (const id of [...connections.keys()]) drop(id);
      for (const track of local?.getTracks() ?? []) track.stop();
      socket.disconnect();
    },
  };
}
