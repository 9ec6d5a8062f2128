import { AppError, ErrorCode } from '@canstring/contracts';
import { GraphQLError, parse } from 'graphql';
import { INTERNAL_MESSAGE, isExpectedError, toClientError } from './errors';

/** How GraphQL wraps what a resolver throws. */
const thrownBy = (error: Error) => new GraphQLError(error.message, { path: ['me'], originalError: error });

describe('toClientError', () => {
  it('keeps an AppError message, code, fields and retry delay', () => {
    const error = thrownBy(
      new AppError(ErrorCode.TooManyAttempts, 'Wait.', { retryAfterSeconds: 30, fields: { email: 'x' } }),
    );
    expect(toClientError(error.toJSON(), error)).toEqual({
      message: 'Wait.',
      path: ['me'],
      extensions: { code: 'TOO_MANY_ATTEMPTS', fields: { email: 'x' }, retryAfterSeconds: 30 },
    });
    expect(isExpectedError(error)).toBe(true);
  });

  it('masks anything else as INTERNAL, without its message or stack', () => {
    const error = thrownBy(new TypeError('cannot read db.password of undefined'));
    const shown = toClientError({ ...error.toJSON(), extensions: { stacktrace: ['at x'] } }, error);
    expect(shown).toEqual({
      message: INTERNAL_MESSAGE,
      path: ['me'],
      extensions: { code: ErrorCode.Internal },
    });
    expect(isExpectedError(error)).toBe(false);
  });

  it('masks a GraphQL execution fault such as a null in a non-null field', () => {
    const error = new GraphQLError('Cannot return null for non-nullable field User.firstName.', {
      path: ['me', 'firstName'],
    });
    expect(toClientError(error.toJSON(), error).extensions).toEqual({ code: ErrorCode.Internal });
  });

  it('keeps a syntax error as GraphQL words it', () => {
    let error: GraphQLError | undefined;
    try {
      parse('{ me {');
    } catch (e) {
      error = e as GraphQLError;
    }
    const shown = toClientError(error!.toJSON(), error);
    expect(shown.message).toMatch(/^Syntax Error/);
    expect(isExpectedError(error)).toBe(true);
  });
});
