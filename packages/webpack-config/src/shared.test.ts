import path from 'node:path';
import { sharedSingletons } from './shared';

const repo = path.join(__dirname, '..', '..', '..');

describe('what the apps share', () => {
  it("shares the product's Chakra system by the file the UI package's providers import, so a page makes it once", () => {
    const shared = sharedSingletons(path.join(repo, 'mf-meeting'));
    // What `import { system } from './system'` in packages/ui/src/provider.tsx resolves to.
    const imported = require.resolve(path.join(repo, 'packages', 'ui', 'src', 'system'));
    expect(shared[imported]).toEqual({
      singleton: true,
      shareKey: '@canstring/ui/system',
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      requiredVersion: expect.stringMatching(/^\^\d+\.\d+\.\d+$/),
    });
  });

  it('shares one React, one router, one Apollo and one Chakra, at the versions installed', () => {
    const shared = sharedSingletons(path.join(repo, 'shell'));
    for (const name of ['react', 'react-dom', 'react-router', '@apollo/client', '@chakra-ui/react']) {
      expect(shared[name]).toMatchObject({ singleton: true, requiredVersion: `^${shared[name]?.version}` });
    }
  });
});
