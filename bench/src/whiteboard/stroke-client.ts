import { runRoomClient } from '../room/room-client';
import { whiteboardStroke } from './stroke';

/** The room client (host and participants in their own process), the host drawing on the whiteboard. */
runRoomClient(whiteboardStroke);
