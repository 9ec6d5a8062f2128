/** @type {import('jest').Config} */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
};

module.exports = {
  testTimeout: 30_000,
  projects: [
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{packages,services,infra,bench,fuzz}/**/src/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      // The apps' tests all run in the browser-like environment, .ts ones too.
      testMatch: [
        '<rootDir>/{shell,mf-*,packages}/**/src/**/*.test.tsx',
        '<rootDir>/{shell,mf-*}/**/src/**/*.test.ts',
      ],
      moduleNameMapper: { '\\.(css|svg|png|jpg|webp)$': '<rootDir>/packages/webpack-config/asset-stub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/jest.dom-setup.cjs'],
    },
  ],
};
