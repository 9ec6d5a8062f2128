import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { saveFile } from '@canstring/client';
import { type KeptTranscript, MEETING_DATE_FORMAT, meetingScreenTexts } from '@canstring/contracts';
import { Button, Heading, HStack, Table } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { MEETING_TRANSCRIPT, MEETING_TRANSCRIPTS } from '../graphql/documents';
import { useKeptOfMeetings } from './use-kept-of-meetings';

const texts = meetingScreenTexts.keptTranscripts;

/** The two files a transcript downloads as: what the gateway answers, its file type and name's ending. */
const formats = {
  text: { field: 'text', type: 'text/plain;charset=utf-8', ending: 'txt', label: texts.text },
  vtt: { field: 'vtt', type: 'text/vtt;charset=utf-8', ending: 'vtt', label: texts.webVtt },
} as const;
type Format = keyof typeof formats;

const readTranscripts = async (client: ApolloClient, meetingNumbers: string[]): Promise<KeptTranscript[]> =>
  (
    await client.query({
      query: MEETING_TRANSCRIPTS,
      variables: { meetingNumbers },
      fetchPolicy: 'network-only',
    })
  ).data?.meetingTranscripts ?? [];

export interface KeptTranscriptsProps {
  /** The meetings whose kept transcripts to list. */
  meetingNumbers: readonly string[];
  onFailure: (error: unknown) => void;
}

/**
 * The caption transcripts kept from the meetings, the latest spoken first, each downloadable as text
 * and as WebVTT. Only the meetings' hosts are answered; the section shows only when there is one.
 */
export const KeptTranscripts = ({ meetingNumbers, onFailure }: KeptTranscriptsProps) => {
  const client = useApolloClient();
  const transcripts = useKeptOfMeetings(meetingNumbers, readTranscripts, onFailure);

  if (!transcripts.length) return null;
  const save = async (meetingNumber: string, format: Format) => {
    const { field, type, ending } = formats[format];
    const { data } = await client.query({
      query: MEETING_TRANSCRIPT,
      variables: { meetingNumber },
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error('The transcript did not come');
    saveFile(new Blob([data.meetingTranscript[field]], { type }), `transcript-${meetingNumber}.${ending}`);
  };
  return (
    <>
      <Heading as="h3" size="sm" marginTop="4" marginBottom="2">
        {texts.title}
      </Heading>
      <Table.Root size="sm" data-testid="transcript-list">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{texts.spoken}</Table.ColumnHeader>
            <Table.ColumnHeader>{texts.lines}</Table.ColumnHeader>
            <Table.ColumnHeader>{texts.download}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {transcripts.map((transcript) => (
            <Table.Row
              key={transcript.meetingNumber}
              data-testid="transcript-row"
              data-id={transcript.meetingNumber}
            >
              <Table.Cell>{dayjs(transcript.firstAt).format(MEETING_DATE_FORMAT)}</Table.Cell>
              <Table.Cell>{transcript.lines}</Table.Cell>
              <Table.Cell>
                <HStack gap="1" wrap="wrap">
                  {(Object.keys(formats) as Format[]).map((format) => (
                    <Button
                      key={format}
                      size="xs"
                      variant="outline"
                      onClick={() => void save(transcript.meetingNumber, format).catch(onFailure)}
                    >
                      {formats[format].label}
                    </Button>
                  ))}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </>
  );
};
