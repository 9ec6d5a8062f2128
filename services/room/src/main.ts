import { runServiceProcess } from '@canstring/service-kit';
import { loadRoomConfig } from './config';
import { startRoomService } from './room-service';

runServiceProcess('room', loadRoomConfig, startRoomService);
