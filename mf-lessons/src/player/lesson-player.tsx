import { useMutation, useQuery } from '@apollo/client/react';
import { lessonPlayerTexts as texts } from '@canstring/contracts';
import { QueryBody } from '@canstring/ui';
import { Alert, Box, Button, Center, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { serverProblemOf } from '../common/server-problem';
import { usePlayTicket } from '../common/use-play-ticket';
import { useBuffering } from '../editor/use-buffering';
import { ANSWER_QUESTION_SET, LESSON_PLAY, LESSON_POLLS } from '../graphql/documents';
import type { LessonPlayView } from '../graphql/types';
import { LessonSummary } from './lesson-summary';
import {
  type AnswerDraft,
  marksOf,
  type ShownPoll,
  type ShownSet,
  type ShownSetAnswers,
} from './player-model';
import { QuestionSetPanel } from './question-set-panel';
import { SeekBar } from './seek-bar';
import { barrierOf } from './set-stops';
import { useLessonPlayback } from './use-lesson-playback';
import { useProgressSaver } from './use-progress-saver';

export interface LessonPlayerProps {
  classId: string;
  lessonId: string;
  /** The file server's address (runtime config): the video is read from it with the class's play ticket. */
  fileServerUrl: string | null;
  onBack(): void;
}

/** How often the class's poll counts are read again while an answered poll is on screen. */
export const POLL_REFRESH_MS = 5_000;
/** A learner this far before an open required set has gone back to watch again: they may play up to it. */
const REWOUND_SECONDS = 0.5;

const byTime = (a: ShownSet, b: ShownSet) => a.time - b.time;

interface OpenSet {
  id: string;
  /** The learner tried to go on or skip past it unanswered. */
  blocked: boolean;
}

const PlayerScreen = ({
  lessonId,
  data,
  videoUrl,
  onBack,
}: {
  lessonId: string;
  data: LessonPlayView;
  videoUrl: string | null;
  onBack(): void;
}) => {
  const sets = useMemo<ShownSet[]>(() => [...data.sets].sort(byTime), [data.sets]);
  const [answers, setAnswers] = useState<Map<string, ShownSetAnswers>>(
    () => new Map(data.answers.map((item) => [item.setId, item])),
  );
  const [polls, setPolls] = useState<Map<string, ShownPoll>>(
    () => new Map(data.polls.map((item) => [item.questionId, item])),
  );
  const [score, setScore] = useState({ score: data.score, maxScore: data.maxScore });
  const [passed, setPassed] = useState<ReadonlySet<string>>(() => new Set());
  const [open, setOpen] = useState<OpenSet | null>(null);
  const [summary, setSummary] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [answer] = useMutation(ANSWER_QUESTION_SET);

  const marks = useMemo(() => marksOf(sets, answers), [sets, answers]);
  const answeredIds = useMemo(() => new Set(answers.keys()), [answers]);
  const openSet = open ? (sets.find((set) => set.id === open.id) ?? null) : null;
  const openResult = openSet ? (answers.get(openSet.id) ?? null) : null;

  const playback = useLessonPlayback({
    marks,
    passed,
    startAt: data.progress.completed ? 0 : data.progress.position,
    onSetReached: (mark, blocked) => {
      setProblem(null);
      setSummary(false);
      setOpen((current) => ({
        id: mark.id,
        blocked: blocked || (current?.id === mark.id && current.blocked),
      }));
      saveProgress();
    },
    onEnded: () => {
      setOpen(null);
      setSummary(true);
      saveProgress(true);
    },
  });

  const buffering = useBuffering(playback.video);

  const saveProgress = useProgressSaver({
    lessonId,
    playing: playback.playing,
    saved: data.progress.position,
    position: () => {
      const barrier = barrierOf(marks);
      const now = playback.now();
      return barrier ? Math.min(now, barrier.time) : now;
    },
  });

  // The class's counts, read again while an answered poll is on screen.
  const fresh = useQuery(LESSON_POLLS, {
    variables: { lessonId },
    skip: !(openSet?.type === 'poll' && openResult),
    pollInterval: POLL_REFRESH_MS,
    fetchPolicy: 'network-only',
  });
  const freshPolls = fresh.data?.lessonPolls;
  useEffect(() => {
    if (freshPolls) setPolls(new Map(freshPolls.map((item) => [item.questionId, item])));
  }, [freshPolls]);

  const closeOpen = useCallback(() => {
    if (!open) return;
    playback.markPassed(open.id);
    setPassed((current) => new Set(current).add(open.id));
    setOpen(null);
    setProblem(null);
  }, [open, playback.markPassed]);

  /** On from a set closed: the video goes on, or past a set at the very end, the lesson's summary. */
  const onwards = () => {
    if (playback.video?.ended) {
      setSummary(true);
      saveProgress(true);
    } else playback.play();
  };

  const goOn = () => {
    closeOpen();
    onwards();
  };

  const play = () => {
    setSummary(false);
    if (openSet) {
      const holding = openSet.required && !openResult;
      if (holding && playback.time >= openSet.time - REWOUND_SECONDS) {
        setOpen({ id: openSet.id, blocked: true });
        return;
      }
      if (holding) setOpen(null);
      else closeOpen();
    }
    playback.play();
  };

  const seek = (target: number) => {
    if (openSet && (openResult || !openSet.required)) closeOpen();
    playback.seek(target);
  };

  const submit = async (drafts: AnswerDraft[]) => {
    if (!openSet) return;
    setBusy(true);
    setProblem(null);
    try {
      const { data: answered } = await answer({ variables: { setId: openSet.id, answers: drafts } });
      if (!answered) return;
      const { result, polls: counted, score: total, maxScore } = answered.answerQuestionSet;
      setAnswers((current) => new Map(current).set(result.setId, result));
      setPolls((current) => {
        const next = new Map(current);
        for (const poll of counted) next.set(poll.questionId, poll);
        return next;
      });
      setScore({ score: total, maxScore });
      // A note is read and dismissed: the video goes on at once.
      if (openSet.type === 'notes') {
        playback.markPassed(openSet.id);
        setPassed((current) => new Set(current).add(openSet.id));
        setOpen(null);
        onwards();
      }
    } catch (error) {
      setProblem(serverProblemOf(error).message);
    } finally {
      setBusy(false);
    }
  };

  const watchAgain = () => {
    setSummary(false);
    setPassed(new Set());
    playback.seek(0);
    playback.play();
  };

  return (
    <Stack gap="3" data-testid="lesson-player" data-lesson-id={lessonId}>
      <Flex align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="md" flex="1" truncate title={data.lesson.title}>
          {data.lesson.title}
        </Heading>
        <Button size="sm" variant="outline" onClick={onBack} data-testid="lesson-back">
          {texts.back}
        </Button>
      </Flex>
      {playback.resumedAt !== null && !open && !summary && (
        <Alert.Root status="info" size="sm" data-testid="lesson-resumed" data-position={playback.resumedAt}>
          <Alert.Indicator />
          <Alert.Title>{texts.resumed(playback.resumedAt)}</Alert.Title>
        </Alert.Root>
      )}
      <Box bg="black" borderRadius="md" overflow="hidden" position="relative">
        {buffering && (
          <Center position="absolute" inset="0" pointerEvents="none" data-testid="lesson-buffering">
            <Spinner size="lg" color="white" />
          </Center>
        )}
        {videoUrl ? (
          // biome-ignore lint/a11y/useMediaCaption: a lesson video shared in a chat carries no caption track
          <video
            ref={playback.attach}
            src={videoUrl}
            title={data.lesson.title}
            aria-label={data.lesson.title}
            data-testid="lesson-video"
            data-playing={String(playback.playing)}
            preload="auto"
            playsInline
            onClick={() => (playback.playing ? playback.pause() : play())}
            style={{ width: '100%', maxHeight: '65dvh', display: 'block' }}
          />
        ) : (
          <Text color="fg.muted" padding="6" data-testid="lesson-video-opening">
            {texts.loading}
          </Text>
        )}
      </Box>
      <HStack gap="3">
        {playback.playing ? (
          <Button size="sm" onClick={playback.pause} data-testid="lesson-pause">
            {texts.pause}
          </Button>
        ) : (
          <Button size="sm" onClick={play} disabled={!videoUrl} data-testid="lesson-play">
            {texts.play}
          </Button>
        )}
        <Text
          fontSize="sm"
          fontVariantNumeric="tabular-nums"
          data-testid="lesson-position"
          data-time={playback.time}
        >
          {texts.position(playback.time, playback.duration || (data.lesson.durationSeconds ?? 0))}
        </Text>
      </HStack>
      <SeekBar
        time={playback.time}
        duration={playback.duration || (data.lesson.durationSeconds ?? 0)}
        sets={sets}
        answered={answeredIds}
        onSeek={seek}
      />
      {openSet && (
        <QuestionSetPanel
          key={openSet.id}
          set={openSet}
          result={openResult}
          polls={polls}
          blocked={open?.blocked ?? false}
          busy={busy}
          problem={problem}
          onSubmit={(drafts) => void submit(drafts)}
          onContinue={goOn}
        />
      )}
      {summary && (
        <LessonSummary
          sets={sets}
          answers={answers}
          score={score.score}
          maxScore={score.maxScore}
          onWatchAgain={watchAgain}
          onClose={() => setSummary(false)}
        />
      )}
    </Stack>
  );
};

/**
 * The learner's player (spec 2 §2.6, issue 4): plays the lesson from the file server, stops at each
 * question set, scores assessments with feedback, holds the learner at an unanswered required set,
 * shows the class's poll counts, lets notes be dismissed, keeps the learner's place, and ends with a
 * summary of their answers and score.
 */
export const LessonPlayer = ({ classId, lessonId, fileServerUrl, onBack }: LessonPlayerProps) => {
  const lesson = useQuery(LESSON_PLAY, { variables: { lessonId }, fetchPolicy: 'network-only' });
  const files = usePlayTicket(classId, fileServerUrl);
  const data = lesson.data?.lessonPlay;
  return (
    <Box as="section" padding={{ base: '3', md: '4' }}>
      <QueryBody query={lesson}>
        {data && (
          <PlayerScreen
            key={data.lesson.id}
            lessonId={lessonId}
            data={data}
            videoUrl={files.videoUrl(lessonId)}
            onBack={onBack}
          />
        )}
      </QueryBody>
      {data && files.error && (
        <Alert.Root status="error" size="sm" marginTop="3" data-testid="lesson-video-problem">
          <Alert.Indicator />
          <Alert.Title>{serverProblemOf(files.error).message}</Alert.Title>
        </Alert.Root>
      )}
    </Box>
  );
};
