import type { ApolloClient } from '@apollo/client';
import {
  fileServerPaths,
  type KeptWhiteboard,
  MEETING_DATE_FORMAT,
  meetingScreenTexts,
} from '@canstring/contracts';
import { Button, Heading, HStack, Table } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { MEETING_BOARDS } from '../graphql/documents';
import { downloadFromFileServer } from './download-recording';
import { useKeptOfMeetings } from './use-kept-of-meetings';

/** A board's page numbers, from 0. */
const pagesOf = (board: KeptWhiteboard): number[] => Array.from({ length: board.pages }, (_, page) => page);

const keptBoardTexts = meetingScreenTexts.keptBoards;

const readBoards = async (client: ApolloClient, meetingNumbers: string[]): Promise<KeptWhiteboard[]> =>
  (await client.query({ query: MEETING_BOARDS, variables: { meetingNumbers }, fetchPolicy: 'network-only' }))
    .data?.meetingBoards ?? [];

export interface KeptBoardsProps {
  /** The meetings whose kept boards to list. */
  meetingNumbers: readonly string[];
  /** The session token the file server wants for a download. */
  token: string;
  onFailure: (error: unknown) => void;
}

/**
 * The whiteboards kept from the meetings' sessions, newest first, each downloadable as a PNG per page
 * and as one PDF. Only the meetings' hosts are answered; the section shows only when there is a board.
 */
export const KeptBoards = ({ meetingNumbers, token, onFailure }: KeptBoardsProps) => {
  const boards = useKeptOfMeetings(meetingNumbers, readBoards, onFailure);

  if (!boards.length) return null;
  const save = (path: string, fileName: string) =>
    downloadFromFileServer(path, fileName, token).catch(onFailure);
  return (
    <>
      <Heading as="h3" size="sm" marginTop="4" marginBottom="2">
        {keptBoardTexts.title}
      </Heading>
      <Table.Root size="sm" data-testid="board-list">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{keptBoardTexts.opened}</Table.ColumnHeader>
            <Table.ColumnHeader>{keptBoardTexts.download}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {boards.map((board) => {
            const name = `whiteboard-${board.meetingNumber}`;
            return (
              <Table.Row key={board.boardId} data-testid="board-row" data-id={board.boardId}>
                <Table.Cell>{dayjs(board.openedAt).format(MEETING_DATE_FORMAT)}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1" wrap="wrap">
                    {pagesOf(board).map((page) => (
                      <Button
                        key={page}
                        size="xs"
                        variant="outline"
                        onClick={() =>
                          void save(
                            fileServerPaths.keptBoardPagePng(board.boardId, page),
                            `${name}-page-${page}.png`,
                          )
                        }
                      >
                        {keptBoardTexts.page(page)}
                      </Button>
                    ))}
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => void save(fileServerPaths.keptBoardPdf(board.boardId), `${name}.pdf`)}
                    >
                      {keptBoardTexts.pdf}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </>
  );
};
