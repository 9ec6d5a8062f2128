import path from 'node:path';
import { RUNTIME_CONFIG_PATH } from '@canstring/contracts';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
import { chakraDefaultSystemRule } from './chakra-default-system';
import { devRuntimeConfig } from './dev-runtime-config';
import { sharedSingletons } from './shared';

export interface AppConfigOptions {
  /** Container name, a valid JS identifier (e.g. `shell`, `mf_admin`). */
  name: string;
  /** The app's folder (holds package.json, src/, and receives dist/). */
  dirname: string;
  port: number;
  /** What a remote exposes, e.g. `{ './app': './src/app' }`. */
  exposes?: Record<string, string>;
  /** The host: it declares no static remotes (they are registered at run time). */
  host?: boolean;
  /** Page title of the app's own index.html. */
  title?: string;
}

interface DevServerApp {
  get(path: string, handler: (req: unknown, res: { json(body: unknown): void }) => void): void;
}

interface WebpackArgv {
  mode?: 'production' | 'development' | 'none';
}

const swcOptions = (production: boolean) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: !production } },
    target: 'es2020',
  },
});

/**
 * A package's own ES module entry (`entry`, inside the package), as the app resolves it, or as the
 * workspace package that brings it to every app does (`packages/<bringer>`).
 */
const moduleEntryOf = (dirname: string, name: string, bringer: string, entry: string): string => {
  const manifest = require.resolve(`${name}/package.json`, {
    paths: [dirname, path.join(__dirname, '..', '..', bringer)],
  });
  return path.join(path.dirname(manifest), entry);
};

/** One webpack configuration for the shell and every remote, so they share the same rules. */
export const createAppConfig =
  ({ name, dirname, port, exposes, host = false, title }: AppConfigOptions) =>
  (_env: unknown, argv: WebpackArgv = {}): Configuration & { devServer?: Record<string, unknown> } => {
    const production = argv.mode !== 'development';
    const fileName = production ? '[name].[contenthash:8].js' : '[name].js';
    return {
      mode: production ? 'production' : 'development',
      context: dirname,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        // Resolved from the script's own URL, so a dist can be served from any host and port.
        publicPath: 'auto',
        // The federation runtime resolves this template before content hashes exist (only to learn
        // the folder depth); a plain name answers it, the real emit gets the hashed one.
        filename: production
          ? (pathData: { contentHashType?: string; chunk?: { contentHash?: Record<string, string> } }) =>
              pathData.chunk?.contentHash?.javascript ? fileName : '[name].js'
          : fileName,
        chunkFilename: fileName,
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          // zod without its eval probe (no 'unsafe-eval' in the pages' Content-Security-Policy).
          zod$: path.join(__dirname, 'zod-without-eval.mjs'),
          'zod-itself$': moduleEntryOf(dirname, 'zod', 'contracts', 'index.js'),
          // The part of Chakra the product uses (chakra-in-use.mjs).
          '@chakra-ui/react$': path.join(__dirname, 'chakra-in-use.mjs'),
          'chakra-itself$': moduleEntryOf(dirname, '@chakra-ui/react', 'ui', 'dist/esm/index.js'),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions(production) },
          },
          { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
          chakraDefaultSystemRule,
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? {} : { filename: 'remoteEntry.js', exposes: exposes ?? {} }),
          shared: sharedSingletons(dirname),
          // The shell provides every shared singleton: an area reuses what is loaded and only the
          // remote a page needs is fetched ('version-first' would fetch every remote's entry first).
          shareStrategy: 'loaded-first',
          dts: false,
          // mf-manifest.json / mf-stats.json list the assets of each exposed module.
          manifest: host ? false : { fileName: 'mf-manifest.json' },
        }),
        new HtmlWebpackPlugin({
          title: title ?? name,
          templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title ?? name}</title></head><body><div id="root"></div></body></html>`,
          chunks: ['main'],
          // The product's icon on every app's tab (the shell and each remote's own page).
          favicon: path.join(__dirname, '..', 'favicon.svg'),
          // Absolute, so deep links served through the SPA fallback still find the entry script.
          publicPath: '/',
          scriptLoading: 'defer',
        }),
      ],
      optimization: {
        minimize: production,
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            terserOptions: { compress: true, mangle: true },
          }),
        ],
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
        },
        setupMiddlewares: (middlewares: unknown[], devServer: { app?: DevServerApp }) => {
          devServer.app?.get(RUNTIME_CONFIG_PATH, (_req, res) => res.json(devRuntimeConfig()));
          return middlewares;
        },
      },
    };
  };
