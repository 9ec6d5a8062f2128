import { createAppConfig, remotePorts } from '@canstring/webpack-config';

export default createAppConfig({
  name: 'mf_proctoring',
  title: 'Proctoring',
  dirname: __dirname,
  port: remotePorts.proctoring,
  exposes: { './app': './src/app' },
});
