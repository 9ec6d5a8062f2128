import { loadRuntimeConfig, readStoredSession } from '@canstring/client';
import {
  fileServerPaths,
  type PlayTicketAnswer,
  type PlayTicketRequest,
  roomMessages,
  type SharedPageSize,
} from '@canstring/contracts';

/**
 * What the stage reads from the file server for the content shared now: a document's page pictures
 * and a video's address, each opened by a play ticket asked once with the caller's pass (a guest's
 * own pass, else the signed-in session's); the pictures are shown from memory.
 */
export interface StageFiles {
  /** An object URL of one page's picture of the document shared in the room now. */
  pagePicture(page: number, size: SharedPageSize): Promise<string>;
  /** The address that plays the video shared in the room now, to this participant. */
  videoSource(): Promise<string>;
}

export const stagePass = (guestToken: string | undefined): string | null =>
  guestToken ?? readStoredSession(window.localStorage)?.token ?? null;

const fileServer = async (): Promise<string> => {
  const config = await loadRuntimeConfig();
  if (!config.fileServerUrl) throw new Error(roomMessages.somethingWentWrong);
  return config.fileServerUrl.replace(/\/+$/, '');
};

const refusalOf = async (response: Response): Promise<Error> => {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') return new Error(body.message);
  } catch {
    // not JSON: said in general words below
  }
  return new Error(roomMessages.somethingWentWrong);
};

/** The file server for one participant of one room; pictures are read once per document and size. */
export const stageFilesOf = ({
  meetingNumber,
  participantId,
  documentKey,
  guestToken,
}: {
  meetingNumber: string;
  participantId: string;
  /** What is shared (its attachment): a new document's pages are read anew. */
  documentKey: string;
  guestToken?: string;
}): StageFiles => {
  const headers = (): Record<string, string> => {
    const pass = stagePass(guestToken);
    return pass ? { authorization: `Bearer ${pass}` } : {};
  };
  /** A play ticket for what is shared now (asked with the pass), and the upload it opens. */
  const askTicket = async (): Promise<PlayTicketAnswer & { server: string }> => {
    const server = await fileServer();
    const request: PlayTicketRequest = { meetingNumber, participantId };
    const response = await fetch(`${server}${fileServerPaths.playTickets}`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    if (!response.ok) throw await refusalOf(response);
    return { ...((await response.json()) as PlayTicketAnswer), server };
  };
  /** The document's ticket, asked once per document; asked anew when the file server refuses it (expired). */
  const documentTicket = (renew = false) => {
    const key = `${meetingNumber}/${participantId}/${documentKey}`;
    const known = tickets.get(key);
    if (known && !renew) return known;
    const asking = askTicket();
    asking.catch(() => tickets.delete(key));
    tickets.set(key, asking);
    return asking;
  };
  return {
    pagePicture(page, size) {
      const key = `${meetingNumber}/${documentKey}/${page}/${size}`;
      const known = pictures.get(key);
      if (known) return known;
      const read = async (renew: boolean) => {
        const { server, upload, ticket } = await documentTicket(renew);
        // No header: the ticket opens the picture, and the browser keeps it (immutable).
        return fetch(`${server}${fileServerPaths.sharedPage(meetingNumber, upload, page, ticket, size)}`);
      };
      const reading = (async () => {
        let response = await read(false);
        if (response.status === 403) response = await read(true);
        if (!response.ok) throw await refusalOf(response);
        return URL.createObjectURL(await response.blob());
      })();
      // A failed read is tried again when the page is shown again.
      reading.catch(() => pictures.delete(key));
      pictures.set(key, reading);
      return reading;
    },
    async videoSource() {
      const { server, ticket } = await askTicket();
      return `${server}${fileServerPaths.sharedVideo(meetingNumber, ticket)}`;
    },
  };
};

/** Play tickets of shared documents asked in this tab, by room, participant and document. */
const tickets = new Map<string, Promise<PlayTicketAnswer & { server: string }>>();

/** Page pictures read in this tab, by room, document, page and size. */
const pictures = new Map<string, Promise<string>>();
