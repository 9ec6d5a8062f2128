/** One run of the page-change client: the host and the participants, through the gateway and the file server. */
export interface PageJob {
  gatewayUrl: string;
  wsUrl: string;
  fileServerUrl: string;
  alias: string;
  /** The organizer's session token: the host, who shares the document and turns its pages. */
  hostToken: string;
  /** One meeting guest pass per simulated participant. */
  guestTokens: string[];
  /** The converted document (a chat attachment of the host's) the host shares. */
  attachmentId: number;
  totalPages: number;
  /** Page changes a second, and how many are measured after the warm-up. */
  turnsPerSecond: number;
  turns: number;
  heartbeatMs: number;
  /** The platform's NATS and the two service users the raw baseline publishes and subscribes as. */
  natsUrl: string;
  publisher: { user: string; password: string; inboxPrefix: string };
  subscriber: { user: string; password: string; inboxPrefix: string };
}

/** Latencies of one kind, in milliseconds. */
export interface Spread {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface PageFigures {
  participants: number;
  /** Measured page changes in each of the two parts. */
  turns: number;
  /** Page changes alone: from the host's pageSwitch to each participant's event naming the page. */
  eventAlone: Spread;
  missedAlone: number;
  /** The same while every participant also reads each new page's picture, as the viewer does. */
  event: Spread;
  /** From the host's pageSwitch to each participant holding the new page's picture (event, then GET). */
  shown: Spread;
  /** The pictures' GETs alone. */
  picture: Spread;
  missed: number;
  /** Page changes the gateway did not answer (refused or timed out): not waited for. */
  failedTurns: number;
  failedPictures: number;
  /** Raw core NATS, as many subscribers, the same pace and event size: publish → receipt. */
  raw: Spread;
  rawMissed: number;
}

export const spreadOf = (samples: number[]): Spread => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
  return { count: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: sorted.at(-1) ?? Number.NaN };
};
