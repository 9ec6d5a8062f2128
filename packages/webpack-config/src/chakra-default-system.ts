/** Chakra's preset module as webpack resolves it (the package's ES module build). */
export const CHAKRA_PRESET_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]preset\.js$/;

/**
 * Chakra's ready-made default system is made on first use, not on every page's load (see
 * chakra-default-system-on-demand.cjs): the product draws with its own system.
 */
export const chakraDefaultSystemRule = {
  test: CHAKRA_PRESET_MODULE,
  use: { loader: require.resolve('./chakra-default-system-on-demand.cjs') },
};
