import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP-recommended cost (19 MiB, 2 passes); the library's default algorithm is argon2id. */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashSecret = (secret: string): Promise<string> => hash(secret, options);

export const verifySecret = async (hashed: string, secret: string): Promise<boolean> => {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
};

let dummy: Promise<string> | undefined;
/**
 * A hash to check unknown emails against, so an unknown account costs the same time as a wrong
 * password and the answer's timing does not reveal which addresses have accounts.
 */
export const dummyHash = (): Promise<string> => {
  dummy ??= hashSecret('no account has this password');
  return dummy;
};
