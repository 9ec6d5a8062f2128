import { useMutation } from '@apollo/client/react';
import {
  ASSISTANT_DEFAULT_LANGUAGE,
  ASSISTANT_QUESTION_MAX_LENGTH,
  assistantLanguageOf,
  assistantLanguages,
  assistantTexts,
  BRAND_NAME,
  isQuestion,
  type StoredSession,
} from '@canstring/contracts';
import { Box, Button, Flex, Heading, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { ASK_ASSISTANT, SCREEN_ASSISTANT_SPEECH } from './assistant-documents';
import { BannedWordsDialog } from './banned-words-dialog';
import { CallPopup } from './call-popup';
import { ChatArea } from './chat-area';
import { type ChatLine, noticeLine, questionLine, replyLine, welcomeLines } from './chat-log';
import { MicButton } from './mic-button';
import { browserClock, type RecordingClock } from './recording-clock';
import { useVoiceQuestions, type VoiceMedia } from './use-voice-questions';

export interface AssistantPageProps {
  session: StoredSession | null;
  clock?: RecordingClock;
  /** The mic, the shared sound and speech capture; the browser's by default. */
  media?: VoiceMedia;
  /** Opens the softphone in a new tab. */
  openTab?: (url: string) => void;
}

const openInNewTab = (url: string) => {
  window.open(url, '_blank', 'noopener');
};

/** Saves the recorded audio as a file. */
const download = (audio: Blob) => {
  const url = URL.createObjectURL(audio);
  const link = document.createElement('a');
  link.href = url;
  link.download = `assistant-recording-${new Date().toISOString().replace(/[:.]/g, '-')}.webm`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * `/record`, the recommendation chat screen (spec 3 §2): header with logo and title, language (hidden
 * while recording), the mic button (Start Recording → Stop Recording → Download), Call and Reset, the
 * chat area, the question input and the 'Powered By' footer. Typed questions and spoken ones (each final
 * sentence that is a question) are answered from the knowledge base; banned words open the modal.
 */
export const AssistantPage = ({
  session,
  clock = browserClock,
  media,
  openTab = openInNewTab,
}: AssistantPageProps) => {
  const [lines, setLines] = useState<ChatLine[]>(welcomeLines);
  const [draft, setDraft] = useState('');
  const [languageId, setLanguageId] = useState<string>(ASSISTANT_DEFAULT_LANGUAGE);
  const [banned, setBanned] = useState<string[]>([]);
  const [calling, setCalling] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [ask] = useMutation(ASK_ASSISTANT);
  const [screen] = useMutation(SCREEN_ASSISTANT_SPEECH);
  const language = assistantLanguageOf(languageId);
  const add = useCallback((line: ChatLine) => setLines((current) => [...current, line]), []);

  const askQuestion = useCallback(
    async (text: string, spoken: boolean) => {
      add(questionLine(text, spoken));
      try {
        const { data } = await ask({ variables: { question: text, inputType: spoken ? 'voice' : 'text' } });
        const reply = data?.askAssistant;
        if (!reply) return;
        if (reply.bannedWords.length > 0) setBanned(reply.bannedWords);
        else add(replyLine(reply));
      } catch (error) {
        add(noticeLine(error instanceof Error ? error.message : String(error)));
      }
    },
    [add, ask],
  );

  const heard = useCallback(
    async (sentence: string) => {
      if (isQuestion(sentence)) {
        await askQuestion(sentence, true);
        return;
      }
      const { data } = await screen({ variables: { text: sentence } }).catch(() => ({ data: undefined }));
      const words = data?.screenAssistantSpeech.bannedWords ?? [];
      if (words.length > 0) setBanned(words);
    },
    [askQuestion, screen],
  );

  const recording = useVoiceQuestions({
    language,
    speakerName: session?.userDetail.first_name || 'Assistant user',
    clock,
    onSentence: (sentence) => void heard(sentence),
    onNotice: (text) => add(noticeLine(text)),
    onAutoStop: setAlert,
    ...(media ? { media } : {}),
  });

  const send = () => {
    const text = draft.trim();
    // Spec 3 §5: empty or whitespace-only questions are ignored.
    if (!text) return;
    setDraft('');
    void askQuestion(text, false);
  };

  const onMic = () => {
    if (recording.state === 'stopped') {
      setAlert(null);
      void recording.start();
    } else if (recording.state === 'started') recording.stop();
    else if (recording.state === 'download' && recording.audio) {
      download(recording.audio);
      recording.finish();
    }
  };

  const reset = () => {
    setLines(welcomeLines());
    setDraft('');
    setAlert(null);
    if (recording.state === 'download') recording.finish();
  };

  const recordingNow = recording.state === 'started' || recording.state === 'starting';
  return (
    <Flex
      direction="column"
      height="calc(100vh - 64px)"
      minHeight="480px"
      maxWidth="960px"
      marginX="auto"
      data-testid="assistant-page"
    >
      <Flex as="header" align="center" gap="3" paddingX="4" paddingY="3" borderBottomWidth="1px" wrap="wrap">
        <Box
          aria-label={BRAND_NAME}
          role="img"
          width="8"
          height="8"
          borderRadius="md"
          background="blue.600"
          color="white"
          display="flex"
          alignItems="center"
          justifyContent="center"
          fontWeight="bold"
        >
          {BRAND_NAME.charAt(0)}
        </Box>
        <Heading as="h1" size="lg" flex="1">
          {assistantTexts.title}
        </Heading>
        {!recordingNow && (
          <NativeSelect.Root size="sm" width="48">
            <NativeSelect.Field
              aria-label={assistantTexts.language}
              value={languageId}
              onChange={(event) => setLanguageId(event.currentTarget.value)}
              data-testid="assistant-language"
            >
              {assistantLanguages.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <HStack>
          <MicButton state={recording.state} onClick={onMic} />
          <Button size="sm" variant="outline" onClick={() => setCalling(true)} data-testid="assistant-call">
            {assistantTexts.call}
          </Button>
          <Button size="sm" variant="outline" onClick={reset} data-testid="assistant-reset">
            {assistantTexts.reset}
          </Button>
        </HStack>
      </Flex>
      {alert && (
        <Box
          role="alert"
          background="orange.100"
          color="orange.900"
          paddingX="4"
          paddingY="2"
          data-testid="assistant-alert"
        >
          {alert}
        </Box>
      )}
      <ChatArea lines={lines} />
      <HStack paddingX="4" paddingY="3" borderTopWidth="1px">
        <Input
          value={draft}
          maxLength={ASSISTANT_QUESTION_MAX_LENGTH}
          placeholder={assistantTexts.placeholder}
          aria-label={assistantTexts.placeholder}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          data-testid="assistant-input"
        />
        <Button onClick={send} data-testid="assistant-send">
          {assistantTexts.send}
        </Button>
      </HStack>
      <Box as="footer" textAlign="center" paddingY="2" borderTopWidth="1px">
        <Text fontSize="sm" color="fg.muted">
          {assistantTexts.poweredBy} {BRAND_NAME}
        </Text>
      </Box>
      <BannedWordsDialog words={banned} onClose={() => setBanned([])} />
      {calling && <CallPopup onClose={() => setCalling(false)} openTab={openTab} />}
    </Flex>
  );
};
