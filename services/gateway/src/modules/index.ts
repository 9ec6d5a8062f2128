import { adminModule } from './admin';
import { assistantModule } from './assistant';
import { attachmentsModule } from './attachments';
import { callModule } from './call';
import { chatModule } from './chat';
import { lessonsModule } from './lessons';
import { mediaModule } from './media';
import { meetingModule } from './meeting';
import type { GatewayModule } from './module';
import { presenceModule } from './presence';
import { proctoringModule } from './proctoring';
import { recordingsModule } from './recordings';
import { roomModule } from './room';
import { transcriptsModule } from './transcripts';
import { userModule } from './user';
import { whiteboardModule } from './whiteboard';

/** Every area's schema module. Adding an area is one line here. */
export const gatewayModules: GatewayModule[] = [
  userModule,
  adminModule,
  chatModule,
  presenceModule,
  attachmentsModule,
  meetingModule,
  roomModule,
  callModule,
  mediaModule,
  whiteboardModule,
  transcriptsModule,
  recordingsModule,
  assistantModule,
  proctoringModule,
  lessonsModule,
];
