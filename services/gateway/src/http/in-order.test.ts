import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { inOrder } from './in-order';

const req = {} as Request;
const res = {} as Response;

/** Runs the handlers once; resolves with what reached the app's next step (an error, or undefined). */
const run = (handlers: RequestHandler[]) =>
  new Promise<{ reached: unknown[] }>((resolve) => {
    inOrder(handlers)(req, res, ((...args: unknown[]) => resolve({ reached: args })) as NextFunction);
  });

const step =
  (seen: string[], name: string): RequestHandler =>
  (_req, _res, next) => {
    seen.push(name);
    next();
  };

describe('inOrder', () => {
  it('runs every handler in order with the same request and response, then goes on with no error', async () => {
    const seen: string[] = [];
    const sameObjects: RequestHandler = (q, s, next) => {
      seen.push(q === req && s === res ? 'same' : 'other');
      next();
    };
    const { reached } = await run([step(seen, 'a'), sameObjects, step(seen, 'b')]);
    expect(seen).toEqual(['a', 'same', 'b']);
    expect(reached).toEqual([]);
  });

  it('lets a handler go on later, from a callback', async () => {
    const seen: string[] = [];
    const later: RequestHandler = (_q, _s, next) => {
      setImmediate(() => {
        seen.push('later');
        next();
      });
    };
    await run([later, step(seen, 'after')]);
    expect(seen).toEqual(['later', 'after']);
  });

  it('stops at a handler that answers without calling next', async () => {
    const seen: string[] = [];
    let answered = false;
    const answer: RequestHandler = () => {
      answered = true;
    };
    const done = jest.fn();
    inOrder([answer, step(seen, 'never')])(req, res, done);
    expect(answered).toBe(true);
    expect(seen).toEqual([]);
    expect(done).not.toHaveBeenCalled();
  });

  it('hands an error passed to next to the app and skips the rest', async () => {
    const seen: string[] = [];
    const failure = new Error('unreadable body');
    const refuse: RequestHandler = (_q, _s, next) => next(failure);
    const { reached } = await run([refuse, step(seen, 'never')]);
    expect(reached).toEqual([failure]);
    expect(seen).toEqual([]);
  });

  it('hands a thrown error to the app', async () => {
    const failure = new Error('thrown');
    const { reached } = await run([
      () => {
        throw failure;
      },
    ]);
    expect(reached).toEqual([failure]);
  });

  it('hands a rejected promise to the app, and an empty rejection as an error', async () => {
    const failure = new Error('rejected');
    expect((await run([async () => Promise.reject(failure)])).reached).toEqual([failure]);
    const [empty] = (await run([async () => Promise.reject(undefined)])).reached;
    expect(empty).toBeInstanceOf(Error);
  });
});
