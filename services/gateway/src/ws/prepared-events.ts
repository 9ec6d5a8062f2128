import { type ExecutionArgs, type ExecutionResult, execute } from 'graphql';

/** One event executed for one shape: the result and, when it has no errors, its JSON text. */
export interface PreparedEvent {
  result: ExecutionResult;
  /**
   * The result as graphql-ws sends it in `next`, as UTF-8 bytes: encoded once for every socket it goes
   * to. Unset when it holds errors (each subscriber formats those).
   */
  payload?: Buffer;
}

/**
 * Each event's results, by shape, while the event is held by a subscription: the feed hands the same
 * event object to every listener, so the first subscription of a shape to reach it executes and
 * serialises it, and the others take that. The entries go with the event (a weak map). An execution
 * that finished at once is kept as its result, one that waits as its promise.
 */
const preparedByEvent = new WeakMap<object, Map<string, PreparedEvent | Promise<PreparedEvent>>>();

const preparedOf = (result: ExecutionResult): PreparedEvent =>
  result.errors?.length ? { result } : { result, payload: Buffer.from(JSON.stringify(result)) };

const prepare = (args: ExecutionArgs, event: unknown): PreparedEvent | Promise<PreparedEvent> => {
  const result = execute({ ...args, rootValue: event });
  return result instanceof Promise ? result.then(preparedOf) : preparedOf(result);
};

const preparedFor = (
  args: ExecutionArgs,
  shapeKey: string,
  event: unknown,
): PreparedEvent | Promise<PreparedEvent> => {
  if (typeof event !== 'object' || event === null || event instanceof Error) return prepare(args, event);
  let shapes = preparedByEvent.get(event);
  if (!shapes) {
    shapes = new Map();
    preparedByEvent.set(event, shapes);
  }
  let prepared = shapes.get(shapeKey);
  if (!prepared) {
    prepared = prepare(args, event);
    shapes.set(shapeKey, prepared);
  }
  return prepared;
};

/** The event executed as `args` ask, once per event and shape key. */
export const preparedOnce = async (
  args: ExecutionArgs,
  shapeKey: string,
  event: unknown,
): Promise<PreparedEvent> => preparedFor(args, shapeKey, event);

/**
 * The same, when it can be had at once: undefined while an execution of this event and shape waits
 * (or when executing it throws), which `preparedOnce` then waits for (or rejects with).
 */
export const preparedNow = (
  args: ExecutionArgs,
  shapeKey: string,
  event: unknown,
): PreparedEvent | undefined => {
  try {
    const prepared = preparedFor(args, shapeKey, event);
    return prepared instanceof Promise ? undefined : prepared;
  } catch {
    return undefined;
  }
};
