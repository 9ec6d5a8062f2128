import { CALL_VIDEO_CONSTRAINTS, type CallSignalType, screenCaptureConstraints } from '@canstring/contracts';

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
  /** The screen share ended by itself (the browser's own stop button). */
  onScreenEnded?: () => void;
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
  private screen: MediaStreamTrack | undefined;
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
    this.screen?.stop();
    this.connection?.close();
  }

  /** The mic on or off: the track stays, silent while off, so turning it on needs no new offer. */
  setMicrophone(on: boolean): void {
    for (const track of this.local?.getAudioTracks() ?? []) track.enabled = on;
  }

  /** The camera on or off (black frames while off); a screen being shared is left as it is. */
  setCamera(on: boolean): void {
    for (const track of this.local?.getVideoTracks() ?? []) track.enabled = on;
  }

  /**
   * Sends a screen in place of the camera, at 1.1 times the screen's size (spec 3 §9), on the same
   * video sender: the other side's picture changes with no new offer. Rejects when the person
   * cancels the picker or the browser cannot capture.
   */
  async shareScreen(): Promise<void> {
    const sender = this.videoSender();
    if (!sender || !navigator.mediaDevices?.getDisplayMedia)
      throw new Error('screen sharing is not available');
    const captured = await navigator.mediaDevices.getDisplayMedia(
      screenCaptureConstraints(window.screen.width, window.screen.height),
    );
    const track = captured.getVideoTracks()[0];
    if (!track || this.closed) {
      for (const t of captured.getTracks()) t.stop();
      return;
    }
    this.screen?.stop();
    this.screen = track;
    track.onended = () => {
      if (this.screen !== track) return;
      void this.stopScreen();
      this.options.onScreenEnded?.();
    };
    await sender.replaceTrack(track);
  }

  /** Back to the camera (or nothing when there is none). */
  async stopScreen(): Promise<void> {
    const track = this.screen;
    this.screen = undefined;
    track?.stop();
    await this.videoSender()?.replaceTrack(this.local?.getVideoTracks()[0] ?? null);
  }

  private videoSender(): RTCRtpSender | undefined {
    return this.connection
      ?.getTransceivers()
      .find(
        (t) => t.receiver.track.kind === 'video' && t.direction !== 'recvonly' && t.direction !== 'stopped',
      )?.sender;
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
      // Without a camera or mic the person still sees and hears the other side, and may share a screen.
      connection.addTransceiver('video', { direction: 'sendrecv' });
      connection.addTransceiver('audio', { direction: 'sendrecv' });
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
      // Without a camera, the answer still offers to send, so a screen can be shared later.
      if (!this.local)
        for (const transceiver of connection.getTransceivers()) transceiver.direction = 'sendrecv';
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
