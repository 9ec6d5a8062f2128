import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHAKRA_PRESET_MODULE, chakraDefaultSystemRule } from './chakra-default-system';

const onDemand = require(chakraDefaultSystemRule.use.loader) as (source: string) => string;

/** Chakra's preset module as the apps install it (through @canstring/ui). */
const installedPreset = () => {
  const manifest = require.resolve('@chakra-ui/react/package.json', {
    paths: [path.join(__dirname, '..', '..', 'ui')],
  });
  return path.join(path.dirname(manifest), 'dist', 'esm', 'preset.js');
};

/**
 * Runs a changed preset module with its imports stood in for: its own code, its exports returned.
 * Each import line is dropped (the stand-ins are in scope); the export line becomes a return.
 */
const runPreset = (source: string, createSystem: (config: unknown) => unknown) => {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(
      /^export \{ defaultConfig, defaultSystem, defaultSystem as system \};$/m,
      'return { defaultConfig, defaultSystem, system: defaultSystem };',
    );
  const run = new Function('createSystem', 'mergeConfigs', 'defaultBaseConfig', 'defaultThemeConfig', body);
  return run(createSystem, (a: object, b: object) => ({ ...a, ...b }), { base: true }, { theme: true }) as {
    defaultSystem: Record<string, unknown>;
    system: Record<string, unknown>;
  };
};

describe("Chakra's default system, made on first use", () => {
  it("is the preset module the apps build (the rule's test matches it)", () => {
    expect(installedPreset()).toMatch(CHAKRA_PRESET_MODULE);
  });

  it('is not made when the preset module loads, and is made once when read', () => {
    const made: unknown[] = [];
    const createSystem = (config: unknown) => {
      made.push(config);
      return { $$chakra: true, css: 'the css function', token: 'the token function' };
    };
    const source = readFileSync(installedPreset(), 'utf8');

    // As Chakra ships it, loading the module makes the system.
    expect(() => runPreset(source, createSystem)).not.toThrow();
    expect(made).toHaveLength(1);
    made.length = 0;

    const preset = runPreset(onDemand(source), createSystem);
    expect(made).toHaveLength(0);
    expect(preset.defaultSystem.css).toBe('the css function');
    expect('token' in preset.system).toBe(true);
    expect(Object.keys(preset.defaultSystem)).toEqual(['$$chakra', 'css', 'token']);
    expect({ ...preset.system }).toEqual({
      $$chakra: true,
      css: 'the css function',
      token: 'the token function',
    });
    expect(made).toEqual([{ base: true, theme: true }]);
  });

  it('fails the build when the preset module no longer reads as expected', () => {
    expect(() => onDemand('export const defaultSystem = makeItSomehow();')).toThrow(
      /no longer reads "const defaultSystem = createSystem\(defaultConfig\);"/,
    );
  });
});
