import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..', '..');
/** Where the web apps' bundled code lives (tests run without webpack, on Chakra itself). */
const sourceFolders = [
  'shell/src',
  ...readdirSync(root)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src`),
  ...readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}/src`),
];

const sourceFiles = (folder: string): string[] => {
  const full = path.join(root, folder);
  let entries: string[];
  try {
    entries = readdirSync(full, { recursive: true }) as string[];
  } catch {
    return [];
  }
  return entries
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(full, file));
};

/** The names the apps' code imports from Chakra as values (type-only imports are erased). */
const importedNames = (): Map<string, string> => {
  const names = new Map<string, string>();
  for (const file of sourceFolders.flatMap(sourceFiles)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
      if (match[1]) continue;
      for (const part of match[2]!.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type '))
          names.set(name.split(/\s+as\s+/)[0]!, path.relative(root, file));
      }
    }
    expect(source).not.toMatch(/from '@chakra-ui\/react\/|import \* as \w+ from '@chakra-ui\/react'/);
  }
  return names;
};

const listed = () => {
  const source = readFileSync(path.join(__dirname, 'chakra-in-use.mjs'), 'utf8');
  const list = /export \{([^}]*)\} from 'chakra-itself'/.exec(source)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
};

describe('the part of Chakra the apps are built with', () => {
  it('lists every name the apps import from Chakra', () => {
    const names = importedNames();
    expect(names.size).toBeGreaterThan(20);
    const list = listed();
    const missing = [...names].filter(([name]) => !list.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('lists only what Chakra exports, and nothing the apps no longer import', () => {
    const chakra = require(
      require.resolve('@chakra-ui/react', { paths: [path.join(root, 'packages', 'ui')] }),
    ) as Record<string, unknown>;
    const names = importedNames();
    for (const name of listed()) {
      expect({ name, exported: name in chakra }).toEqual({ name, exported: true });
      expect({ name, imported: names.has(name) }).toEqual({ name, imported: true });
    }
  });
});
