import { createAppConfig, SHELL_PORT } from '@canstring/webpack-config';

export default createAppConfig({
  name: 'shell',
  title: 'CanString',
  dirname: __dirname,
  port: SHELL_PORT,
  host: true,
});
