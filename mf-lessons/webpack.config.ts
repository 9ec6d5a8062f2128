import { createAppConfig, remotePorts } from '@canstring/webpack-config';

export default createAppConfig({
  name: 'mf_lessons',
  title: 'Lessons',
  dirname: __dirname,
  port: remotePorts.lessons,
  exposes: { './app': './src/app' },
});
