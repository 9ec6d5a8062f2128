export { loadMediaConfig, type MediaConfig } from './config';
export { type MediaService, startMediaService } from './media-service';
