import path from 'node:path';
import { RUNTIME_CONFIG_PATH } from '@canstring/contracts';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
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

/** zod's own ES module entry, as the app (or the contracts it imports) resolves it. */
const zodEntryOf = (dirname: string): string => {
  const manifest = require.resolve('zod/package.json', {
    paths: [dirname, path.join(__dirname, '..', '..', 'contracts')],
  });
  return path.join(path.dirname(manifest), 'index.js');
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
        // zod without its eval probe (no 'unsafe-eval' in the pages' Content-Security-Policy).
        alias: { zod$: path.join(__dirname, 'zod-without-eval.mjs'), 'zod-itself$': zodEntryOf(dirname) },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions(production) },
          },
          { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? {} : { filename: 'remoteEntry.js', exposes: exposes ?? {} }),
          shared: sharedSingletons(dirname),
          dts: false,
          // mf-manifest.json / mf-stats.json list the assets of each exposed module.
          manifest: host ? false : { fileName: 'mf-manifest.json' },
        }),
        new HtmlWebpackPlugin({
          title: title ?? name,
          templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title ?? name}</title></head><body><div id="root"></div></body></html>`,
          chunks: ['main'],
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
