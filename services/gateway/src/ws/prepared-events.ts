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
 * serialises it, and the others take that. The entries go with the event (a weak map).
 */
const preparedByEvent = new WeakMap<object, Map<string, Promise<PreparedEvent>>>();

const prepare = async (args: ExecutionArgs, event: unknown): Promise<PreparedEvent> => {
  const result = await execute({ ...args, rootValue: event });
  if (result.errors?.length) return { result };
  return { result, payload: Buffer.from(JSON.stringify(result)) };
};

/** The event executed as `args` ask, once per event and shape key. */
export const preparedOnce = (
  args: ExecutionArgs,
  shapeKey: string,
  event: unknown,
): Promise<PreparedEvent> => {
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
