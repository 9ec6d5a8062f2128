import { buildSchema, gatewayModules } from '@canstring/gateway';
import fc from 'fast-check';
import { contractFields } from './contract-fields';
import { changedTables, type Digest, openDatabaseDigest } from './database-digest';
import { graphqlCasesOf, graphqlOperations } from './graphql-cases';
import { legacyCasesOf } from './legacy-cases';
import { legacyRoutes } from './legacy-routes';
import type { FuzzPlatform } from './platform';
import { type Answer, type FuzzCase, sendCase } from './send-case';

export interface FuzzOptions {
  /** Cases in all, shared evenly between the operations. */
  runs: number;
  /** The whole run stops taking new cases after this long. */
  timeLimitMs: number;
  seed: number;
  /** Limits the run to operations whose name contains this text (FUZZ_ONLY). */
  only?: string;
  /** Writes each case to stderr as it is sent (FUZZ_TRACE=1). */
  trace?: boolean;
}

export type FailureKind = '5xx' | 'INTERNAL' | 'no answer' | 'changed by a refused call' | 'unhealthy';

export interface Failure {
  kind: FailureKind;
  operation: string;
  caller: string;
  /** The input as sent (variables, or path and body), cut short. */
  input: string;
  answer: string;
  /** How many cases failed the same way. */
  times: number;
}

export interface FuzzReport {
  seed: number;
  cases: number;
  refused: number;
  accepted: number;
  serverErrors: number;
  internal: number;
  changedByRefused: number;
  /** Cases a service did not answer in time (UNAVAILABLE, 503): a slow machine's, not a bad input's. */
  unavailable: number;
  /** Which operations went unanswered in time, and how often. */
  unavailableOperations: Record<string, number>;
  operations: number;
  /** Operations no case reached before the time limit. */
  untried: string[];
  failures: Failure[];
  elapsedMs: number;
}

const cut = (text: string, max = 400) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

const inputOf = (c: FuzzCase) =>
  cut(
    c.surface === 'graphql'
      ? JSON.stringify(c.variables)
      : `${c.method} ${c.path} ${c.encoding} ${c.encoding === 'raw' ? JSON.stringify(c.rawBody) : JSON.stringify(c.body)}`,
  );

/** Calls that may rightly change what is stored, after which the callers' tokens are checked. */
const mayChange = (c: FuzzCase) =>
  c.surface === 'graphql' ? c.query.startsWith('mutation') : c.method !== 'GET';

/**
 * Sends random and hostile cases to every GraphQL operation and every legacy route as a member, a
 * guest and an anonymous caller, and judges each: no 5xx, no INTERNAL, an answer at all, nothing
 * stored changed by a refused call, and every server still healthy. Failures are collected (not
 * thrown) so one run lists every distinct one.
 */
export const runFuzz = async (platform: FuzzPlatform, options: FuzzOptions): Promise<FuzzReport> => {
  const started = Date.now();
  const known = platform.known;
  const fields = contractFields();
  const ctx = { known, fields };
  const schema = buildSchema(gatewayModules);
  const operations = [
    ...graphqlOperations(schema).map((op) => ({
      name: op.name,
      cases: graphqlCasesOf(op, ctx) as fc.Arbitrary<FuzzCase>,
    })),
    ...legacyRoutes().map((route) => ({
      name: `legacy ${route.method} ${route.path}`,
      cases: legacyCasesOf(route, ctx) as fc.Arbitrary<FuzzCase>,
    })),
  ].filter((op) => !options.only || op.name.includes(options.only));

  const digest = await openDatabaseDigest(platform.databaseUrl);
  const counts = {
    cases: 0,
    refused: 0,
    accepted: 0,
    serverErrors: 0,
    internal: 0,
    changedByRefused: 0,
    unavailable: 0,
  };
  const unavailableOperations: Record<string, number> = {};
  const failures = new Map<string, Failure>();
  const tried = new Set<string>();
  const fail = (kind: FailureKind, c: FuzzCase, answer: string, key = answer) => {
    const id = `${kind}|${c.operation}|${key.replace(/\d+/g, 'N').slice(0, 120)}`;
    const seen = failures.get(id);
    if (seen) seen.times += 1;
    else
      failures.set(id, {
        kind,
        operation: c.operation,
        caller: c.caller,
        input: inputOf(c),
        answer,
        times: 1,
      });
  };

  /** The digest once it reads the same twice in a row: what an accepted call set off has landed. */
  const settled = async (): Promise<Digest> => {
    let last = await digest.read();
    for (let i = 0; i < 20; i++) {
      const next = await digest.read();
      if (changedTables(last, next).length === 0) return next;
      last = next;
    }
    return last;
  };

  let baseline = await settled();
  /** The case sent before this one, named in a report of a change (was it still landing?). */
  let previous = '(none)';
  const check = async (c: FuzzCase) => {
    tried.add(c.operation);
    counts.cases += 1;
    if (options.trace)
      process.stderr.write(
        `fuzz: ${counts.cases} ${c.operation} as ${c.caller}: ${inputOf(c).slice(0, 120)}\n`,
      );
    let answer: Answer;
    try {
      answer = await sendCase(platform, c);
    } catch (error) {
      fail('no answer', c, String(error));
      const health = await platform.unhealthy();
      if (health) fail('unhealthy', c, health);
      baseline = await settled();
      return;
    }
    if (answer.unavailable) {
      // The edge gave up waiting: the call may still have been carried out, so it is neither
      // a refusal nor an acceptance. The servers must still answer their health checks.
      counts.unavailable += 1;
      unavailableOperations[c.operation] = (unavailableOperations[c.operation] ?? 0) + 1;
      const health = await platform.unhealthy();
      if (health) fail('unhealthy', c, health);
      baseline = await settled();
      previous = `${c.operation} as ${c.caller}, unavailable: ${inputOf(c).slice(0, 160)}`;
      return;
    }
    // 503 is UNAVAILABLE's status: a service saying, with its reason, that it cannot do this now.
    if (answer.status >= 500 && answer.status !== 503) {
      counts.serverErrors += 1;
      fail('5xx', c, answer.summary);
    }
    if (answer.internal) {
      counts.internal += 1;
      fail('INTERNAL', c, answer.summary);
    }
    if (answer.refused) {
      counts.refused += 1;
      const after = await digest.read();
      const changed = changedTables(baseline, after);
      if (changed.length > 0) {
        counts.changedByRefused += 1;
        fail(
          'changed by a refused call',
          c,
          `${answer.summary} — changed: ${changed.join(', ')} (the case before: ${previous})`,
          changed.join(','),
        );
      }
      baseline = after;
    } else {
      counts.accepted += 1;
      if (mayChange(c)) {
        await platform.renewTokens();
        baseline = await settled();
      } else {
        // An accepted read may still store the caller's own view (reading the chat list puts the
        // caller's groups on it, before it answers): that is the caller's doing, not a refused call's.
        baseline = await digest.read();
      }
    }
    previous = `${c.operation} as ${c.caller}, ${answer.refused ? `refused (${answer.summary.slice(0, 120)})` : 'accepted'}: ${inputOf(c).slice(0, 160)}`;
    if (answer.status >= 500 || counts.cases % 250 === 0) {
      const health = await platform.unhealthy();
      if (health) fail('unhealthy', c, health);
      // What the health checks do is no case's doing.
      baseline = await settled();
    }
  };

  const perOperation = Math.max(1, Math.round(options.runs / Math.max(1, operations.length)));
  try {
    for (const [i, op] of operations.entries()) {
      const left = options.timeLimitMs - (Date.now() - started);
      // Past the budget, each operation left still gets one case: every one is tried in every run.
      const late = left <= 0;
      // Each operation gets its share of the time left, so a slow one cannot starve the rest.
      const share = Math.max(5_000, Math.floor(left / (operations.length - i)));
      const details = await fc.check(
        fc.asyncProperty(op.cases, async (c) => {
          await check(c);
        }),
        {
          numRuns: late ? 1 : perOperation,
          seed: (options.seed + i) | 0,
          ...(late ? {} : { interruptAfterTimeLimit: share }),
          markInterruptAsFailure: false,
        },
      );
      // Running out of time is not a failure; a fault of the suite itself is.
      if (details.failed && !details.interrupted)
        throw details.errorInstance ?? new Error(`the fuzz property failed (seed ${details.seed})`);
    }
    const health = await platform.unhealthy();
    if (health)
      failures.set('unhealthy|end', {
        kind: 'unhealthy',
        operation: '(after the run)',
        caller: '-',
        input: '-',
        answer: health,
        times: 1,
      });
  } finally {
    await digest.close();
  }
  return {
    seed: options.seed,
    ...counts,
    unavailableOperations,
    operations: operations.length,
    untried: operations.map((op) => op.name.replace(/^legacy /, '')).filter((name) => !tried.has(name)),
    failures: [...failures.values()],
    elapsedMs: Date.now() - started,
  };
};

/** The report as the suite prints it: the counts first, then each distinct failure. */
export const formatReport = (report: FuzzReport): string => {
  const lines = [
    `fuzz: seed ${report.seed} (replay with FUZZ_SEED=${report.seed}), ${report.operations} operations, ${(report.elapsedMs / 1000).toFixed(1)} s`,
    `fuzz: cases ${report.cases}, refused ${report.refused}, accepted ${report.accepted}, 5xx ${report.serverErrors}, INTERNAL ${report.internal}, changed by a refused call ${report.changedByRefused}, UNAVAILABLE (not available now, or not answered in time) ${report.unavailable}`,
  ];
  const slow = Object.entries(report.unavailableOperations);
  if (slow.length)
    lines.push(`fuzz: UNAVAILABLE answers: ${slow.map(([name, times]) => `${name} ×${times}`).join(', ')}`);
  if (report.untried.length) lines.push(`fuzz: not reached in time: ${report.untried.join(', ')}`);
  for (const f of report.failures) {
    lines.push(
      `FAIL ${f.kind} ×${f.times} ${f.operation} as ${f.caller}\n  input: ${f.input}\n  answer: ${f.answer}`,
    );
  }
  return lines.join('\n');
};
