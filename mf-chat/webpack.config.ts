import { createAppConfig, remotePorts } from '@canstring/webpack-config';

export default createAppConfig({
  name: 'mf_chat',
  title: 'Chat',
  dirname: __dirname,
  port: remotePorts.chat,
  exposes: { './app': './src/app' },
});
