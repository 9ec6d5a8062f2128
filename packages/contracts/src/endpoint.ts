import type { z } from 'zod';

/**
 * One NATS request/reply endpoint: its subject and the schemas of what goes in and comes out.
 * The service and every caller import the same definition, so both sides agree by construction.
 */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly subject: string;
  readonly input: I;
  readonly output: O;
  /** How long a caller waits for the answer, for endpoints that take longer than most. */
  readonly timeoutMs?: number;
}

export const endpoint = <I extends z.ZodType, O extends z.ZodType>(
  subject: string,
  input: I,
  output: O,
  options: { timeoutMs?: number } = {},
): Endpoint<I, O> => ({ subject, input, output, ...options });

export type EndpointInput<E extends Endpoint> = z.input<E['input']>;
export type EndpointOutput<E extends Endpoint> = z.output<E['output']>;
