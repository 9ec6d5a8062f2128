import {
  AppError,
  ErrorCode,
  proctoringMessages,
  ROOM_SIGNAL_METHODS,
  type RoomSignal,
  roomMessages,
  roomSignalSchema,
  shareMessages,
  whiteboardMessages,
} from '@canstring/contracts';

const ourTexts = new Set<string>(
  [
    ...Object.values(roomMessages),
    ...Object.values(whiteboardMessages),
    ...Object.values(shareMessages),
    ...Object.values(proctoringMessages),
  ].filter((t) => typeof t === 'string'),
);
const badInput = (message: string, fields?: Record<string, string>) =>
  new AppError(ErrorCode.BadInput, message, fields ? { fields } : {});

/**
 * A signal as sent: a method name and its payload as JSON text. Refused with BAD_INPUT when the method
 * is unknown or the payload is not that method's (our own text when the schema has one, like 'Name
 * required', else 'This meeting message is not valid').
 */
export const parseSignal = (method: string, payload: string): RoomSignal => {
  if (!(ROOM_SIGNAL_METHODS as string[]).includes(method)) throw badInput(roomMessages.unknownMethod);
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    throw badInput(roomMessages.badPayload);
  }
  const parsed = roomSignalSchema.safeParse({ method, payload: data });
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.filter((part) => part !== 'payload').join('.') || '_';
    fields[path] ??= ourTexts.has(issue.message) ? issue.message : roomMessages.badPayload;
  }
  const first = Object.values(fields)[0] ?? roomMessages.badPayload;
  throw badInput(first, fields);
};
