import { createAppConfig, remotePorts } from '@canstring/webpack-config';

export default createAppConfig({
  name: 'mf_meeting',
  title: 'Meetings',
  dirname: __dirname,
  port: remotePorts.meeting,
  exposes: { './app': './src/app', './schedule': './src/schedule' },
});
