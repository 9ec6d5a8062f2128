/**
 * A webpack loader for Chakra's preset module (`@chakra-ui/react/dist/esm/preset.js`). That module
 * makes Chakra's ready-made default system when it loads: `createSystem(defaultConfig)`, about 100 ms
 * of the main thread, on every page, because a shared module is never tree-shaken. The product draws
 * with its own system (@canstring/ui `system`), so the default one is made on first use instead:
 * `defaultSystem` stands for it and makes it when something reads it.
 *
 * Should a Chakra release change that line, the build fails here rather than quietly paying again.
 */
const EAGER = 'const defaultSystem = createSystem(defaultConfig);';

const ON_DEMAND = `let madeDefaultSystem;
const madeSystem = () => {
  madeDefaultSystem ??= createSystem(defaultConfig);
  return madeDefaultSystem;
};
const defaultSystem = new Proxy({}, {
  get: (_target, key) => Reflect.get(madeSystem(), key),
  has: (_target, key) => Reflect.has(madeSystem(), key),
  ownKeys: () => Reflect.ownKeys(madeSystem()),
  getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(madeSystem(), key),
});`;

/** @param {string} source */
function chakraDefaultSystemOnDemand(source) {
  if (!source.includes(EAGER))
    throw new Error(
      `Chakra's preset module no longer reads "${EAGER}": see chakra-default-system-on-demand.cjs`,
    );
  return source.replace(EAGER, ON_DEMAND);
}

module.exports = chakraDefaultSystemOnDemand;
