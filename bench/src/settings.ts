/** A bench's number setting from the environment: the value when it is a positive number, else the fallback. */
export const positive = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
