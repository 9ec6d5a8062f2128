import { CALL_VIDEO_CONSTRAINTS, type CallSignalType } from '@canstring/contracts';

export interface CallPeerOptions {
  /** The caller makes the offer once the call is accepted; the callee answers it. */
  initiator: boolean;
  /** Relay servers; an empty list on one machine (loopback needs none). */
  iceServers: Promise<RTCIceServer[]>;
  send: (type: CallSignalType, payload: string) => Promise<unknown>;
  onLocalStream: (stream: MediaStream) => void;
  onRemoteStream: (stream: MediaStream) => void;
  /** Camera or mic refused or missing. */
  onMediaFailure: (error: unknown) => void;
  /** A signal not delivered, or the connection failed. */
  onFailure: (error: unknown) => void;
}

/**
 * The peer-to-peer half of a one-to-one call: camera (320x240 at 30 fps) and microphone (receive only
 * when the browser refuses them), one
 * RTCPeerConnection, and the offer/answer/candidate exchange through the gateway. Every step runs on
 * one chain, so messages are handled in the order they came; candidates that come before the other
 * side's description wait for it.
 */
export class CallPeer {
  private connection: RTCPeerConnection | undefined;
  private local: MediaStream | undefined;
  private readonly earlyCandidates: RTCIceCandidateInit[] = [];
  private chain: Promise<void>;
  private closed = false;

  constructor(private readonly options: CallPeerOptions) {
    this.chain = this.start().catch((error: unknown) => this.fail(error));
  }

  /** One message from the other side, handled after everything before it. */
  receive(type: CallSignalType, payload: string): void {
    this.chain = this.chain
      .then(() => this.handle(type, JSON.parse(payload)))
      .catch((error: unknown) => this.fail(error));
  }

  close(): void {
    this.closed = true;
    for (const track of this.local?.getTracks() ?? []) track.stop();
    this.connection?.close();
  }

  private async start(): Promise<void> {
    const local = await this.camera().catch((error: unknown) => {
      if (!this.closed) this.options.onMediaFailure(error);
      return null;
    });
    if (this.closed) {
      for (const track of local?.getTracks() ?? []) track.stop();
      return;
    }
    const connection = new RTCPeerConnection({ iceServers: await this.options.iceServers });
    this.connection = connection;
    if (local) {
      this.local = local;
      this.options.onLocalStream(local);
      for (const track of local.getTracks()) connection.addTrack(track, local);
    } else if (this.options.initiator) {
      // Without a camera or mic the person still sees and hears the other side.
      connection.addTransceiver('video', { direction: 'recvonly' });
      connection.addTransceiver('audio', { direction: 'recvonly' });
    }
    connection.onicecandidate = ({ candidate }) => {
      if (candidate) void this.send('candidate', candidate.toJSON());
    };
    connection.ontrack = ({ streams, track }) => {
      this.options.onRemoteStream(streams[0] ?? new MediaStream([track]));
    };
    connection.onconnectionstatechange = () => {
      if (connection.connectionState === 'failed') this.fail(new Error('peer connection failed'));
    };
    if (this.options.initiator) {
      const offer = await connection.createOffer();
      await connection.setLocalDescription(offer);
      await this.send('offer', { sdp: offer.sdp });
    }
  }

  private camera(): Promise<MediaStream> {
    if (!navigator.mediaDevices) return Promise.reject(new Error('no media devices'));
    return navigator.mediaDevices.getUserMedia({
      video: {
        width: CALL_VIDEO_CONSTRAINTS.width,
        height: CALL_VIDEO_CONSTRAINTS.height,
        frameRate: CALL_VIDEO_CONSTRAINTS.frameRate,
      },
      audio: true,
    });
  }

  private async handle(type: CallSignalType, payload: { sdp?: string } & RTCIceCandidateInit) {
    const connection = this.connection;
    if (!connection || this.closed) return;
    if (type === 'candidate') {
      if (connection.remoteDescription) await connection.addIceCandidate(payload);
      else this.earlyCandidates.push(payload);
      return;
    }
    await connection.setRemoteDescription({ type, sdp: payload.sdp ?? '' });
    for (const candidate of this.earlyCandidates.splice(0)) await connection.addIceCandidate(candidate);
    if (type === 'offer') {
      const answer = await connection.createAnswer();
      await connection.setLocalDescription(answer);
      await this.send('answer', { sdp: answer.sdp });
    }
  }

  private send(type: CallSignalType, payload: unknown): Promise<unknown> {
    return this.options.send(type, JSON.stringify(payload)).catch((error: unknown) => this.fail(error));
  }

  private fail(error: unknown): void {
    if (!this.closed) this.options.onFailure(error);
  }
}
