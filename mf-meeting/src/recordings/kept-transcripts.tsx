import { useApolloClient } from '@apollo/client/react';
import {
  type KeptTranscript,
  MEETING_DATE_FORMAT,
  MEETING_LIST_MAX_LIMIT,
  meetingScreenTexts,
} from '@canstring/contracts';
import { Button, Heading, HStack, Table } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { MEETING_TRANSCRIPT, MEETING_TRANSCRIPTS } from '../graphql/documents';
import { saveFile } from './save-file';

const texts = meetingScreenTexts.keptTranscripts;

/** The two files a transcript downloads as: what the gateway answers, its file type and name's ending. */
const formats = {
  text: { field: 'text', type: 'text/plain;charset=utf-8', ending: 'txt', label: texts.text },
  vtt: { field: 'vtt', type: 'text/vtt;charset=utf-8', ending: 'vtt', label: texts.webVtt },
} as const;
type Format = keyof typeof formats;

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
  const [transcripts, setTranscripts] = useState<KeptTranscript[]>([]);
  // The gateway takes at most a schedule list's worth of meetings at once.
  const key = [...new Set(meetingNumbers)].slice(0, MEETING_LIST_MAX_LIMIT).sort().join(',');
  const failure = useRef(onFailure);
  failure.current = onFailure;

  useEffect(() => {
    let current = true;
    const meetingNumbers = key ? key.split(',') : [];
    if (!meetingNumbers.length) {
      setTranscripts([]);
      return;
    }
    // One read for all: the gateway answers the transcripts of the meetings the viewer hosts.
    client
      .query({ query: MEETING_TRANSCRIPTS, variables: { meetingNumbers }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (current) setTranscripts(data?.meetingTranscripts ?? []);
      }, failure.current);
    return () => {
      current = false;
    };
  }, [client, key]);

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
