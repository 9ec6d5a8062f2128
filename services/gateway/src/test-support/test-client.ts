import type { GraphQLFormattedError } from 'graphql';

/** A GraphQL response as a client receives it over HTTP. */
export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: GraphQLFormattedError[];
  headers: Headers;
}

/** Posts one operation to the gateway the way the browser client does. */
export const graphqlRequest = async <T = Record<string, unknown>>(
  url: string,
  query: string,
  options: { variables?: Record<string, unknown>; token?: string; headers?: Record<string, string> } = {},
): Promise<GraphQLAnswer<T>> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables: options.variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphQLFormattedError[] };
  return { status: response.status, ...body, headers: response.headers };
};

export const signInMutation = /* GraphQL */ `
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      __typename
      ... on Session { token expiresAt user { id email firstName role } }
      ... on PinChallenge { pinToken expiresAt }
    }
  }
`;

export const meQuery = '{ me { id email firstName role status } }';

/** Waits for something that happens through an event (a cache eviction), up to a deadline. */
export const eventually = async (check: () => Promise<boolean>, timeoutMs = 3_000): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
};
