import { createAppConfig, remotePorts } from '@canstring/webpack-config';

export default createAppConfig({
  name: 'mf_admin',
  title: 'Administration',
  dirname: __dirname,
  port: remotePorts.admin,
  exposes: { './app': './src/app' },
});
