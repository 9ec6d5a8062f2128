/** The configurations of Janus and coturn as the launcher and the tests write them (no file-server code). */
export { type JanusSettings, writeJanusConfig } from './janus/janus-config';
export { JANUS_EVENTS_PATH, janusEventsPasswordOf } from './janus/janus-events';
export {
  type JanusServerSetting,
  parseJanusServerList,
  readJanusServerList,
} from './servers/janus-server-list';
export { type CoturnSettings, writeCoturnConfig } from './turn/coturn-config';
export { isLoopbackRange, isRefusedPeer, REFUSED_PEER_RANGES } from './turn/refused-peers';
