import path from 'node:path';
import { type FanoutFigures, figuresOf } from './fanout-figures';
import type { FanoutPace, ReadyLine, ReceiptsLine, SenderJob, SentLine, SubscriberShare } from './fanout-job';
import { type LineProcess, startLineProcess } from './process-lines';

/** A run's figures; for a gateway run also the gateway's own share: from the event on NATS to each receipt. */
export interface SplitFigures extends FanoutFigures {
  answerP50Ms: number;
  answerP99Ms: number;
  fromEvent?: FanoutFigures;
}

/** Longest wait for every subscriber of every process to receive a warm-up message. */
const READY_TIMEOUT_MS = 180_000;

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

/**
 * One fan-out run with the subscribers split over several client processes (one process cannot
 * hold a thousand sockets' traffic without becoming what is measured) and the sender in another:
 * the sender warms up until every process says all its subscribers are ready, sends the measured
 * messages, and after `drainMs` each process hands in its receipts' latencies.
 */
export const runSplitFanout = async (
  shares: SubscriberShare[],
  sender: SenderJob,
  pace: FanoutPace,
): Promise<SplitFigures> => {
  const subscribers = shares.reduce((n, s) => n + (s.kind === 'graphql' ? s.tokens.length : s.count), 0);
  const processes: LineProcess[] = [];
  try {
    const clients = shares.map((share) =>
      startLineProcess(path.join(__dirname, 'subscriber-process.ts'), share),
    );
    processes.push(...clients);
    const sending = startLineProcess(path.join(__dirname, 'sender-process.ts'), sender);
    processes.push(sending);
    await withTimeout(
      Promise.all(clients.map((c) => c.next<ReadyLine>('ready'))),
      READY_TIMEOUT_MS,
      'connecting and warming up the subscribers',
    );
    sending.tell('go');
    const sent = await withTimeout(
      sending.next<SentLine>('sent'),
      pace.warmupMs * 2 + pace.durationMs + 60_000,
      'sending',
    );
    await new Promise((r) => setTimeout(r, pace.drainMs));
    for (const client of clients) client.tell('stop');
    const receipts = await Promise.all(clients.map((c) => c.next<ReceiptsLine>('receipts')));
    const latencies = Float64Array.from(receipts.flatMap((r) => r.latencies));
    const fromEvent = receipts.flatMap((r) =>
      r.messages.flatMap((message, i) => {
        const delay = sent.eventDelaysMs[message];
        return delay === null || delay === undefined ? [] : [r.latencies[i]! - delay];
      }),
    );
    return {
      ...figuresOf(latencies, subscribers, sent.sent, sent.failed, sent.seconds),
      answerP50Ms: sent.answerP50Ms,
      answerP99Ms: sent.answerP99Ms,
      ...(fromEvent.length
        ? {
            fromEvent: figuresOf(
              Float64Array.from(fromEvent),
              subscribers,
              sent.sent,
              sent.failed,
              sent.seconds,
            ),
          }
        : {}),
    };
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
  }
};

/** `count` subscribers in shares of at most `perProcess`. */
export const shareOut = (count: number, perProcess: number): { first: number; count: number }[] =>
  Array.from({ length: Math.ceil(count / perProcess) }, (_, i) => ({
    first: i * perProcess,
    count: Math.min(perProcess, count - i * perProcess),
  }));
