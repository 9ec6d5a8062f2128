import { useMutation, useQuery } from '@apollo/client/react';
import { lessonMessages, lessonScreenTexts, type QuestionType } from '@canstring/contracts';
import { ConfirmDialog, notify, QueryBody } from '@canstring/ui';
import { Box, Button, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { serverProblemOf } from '../common/server-problem';
import { usePlayTicket } from '../common/use-play-ticket';
import {
  CREATE_LESSON_QUESTION,
  DELETE_LESSON_QUESTION,
  LESSON_EDITOR,
  SAVE_QUESTION_SETS,
} from '../graphql/documents';
import type { Question, QuestionInput } from '../graphql/types';
import { QuestionBank } from './question-bank';
import { SetControls } from './set-controls';
import { SetList } from './set-list';
import type { DraftSet } from './set-rules';
import { useSetDrafts } from './use-set-drafts';
import { useVideoClock } from './use-video-clock';
import { VideoStage } from './video-stage';

const texts = lessonScreenTexts.editor;

export interface LessonEditorProps {
  classId: string;
  lessonId: string;
  /** The file server's address (runtime config), for the video. */
  fileServerUrl: string | null;
  onBack: () => void;
}

/** Seconds kept to the millisecond, as the server stores a set's time. */
const toMillis = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The quiz editor of one lesson (spec 2 §2.6, §4, §5, §8), for the class's teachers: the video with
 * its seek bar and the sets' markers, the question bank in its four tabs, 'Required ?' and 'Add
 * Selected' to put the ticked questions at the current time (the rules checked at once and by the
 * server), each set changed or deleted, and 'Save Interactive Video' while anything is unsaved.
 */
export const LessonEditor = ({ classId, lessonId, fileServerUrl, onBack }: LessonEditorProps) => {
  const editor = useQuery(LESSON_EDITOR, { variables: { lessonId }, fetchPolicy: 'network-only' });
  const files = usePlayTicket(classId, fileServerUrl);
  const drafts = useSetDrafts();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const view = editor.data?.lessonEditor;
  const clock = useVideoClock(video, view?.lesson.durationSeconds ?? 0);
  const [tab, setTab] = useState<QuestionType>('assessment');
  const [selected, setSelected] = useState<string[]>([]);
  const [required, setRequired] = useState(false);
  const [changing, setChanging] = useState<DraftSet>();
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [createQuestion] = useMutation(CREATE_LESSON_QUESTION);
  const [deleteQuestion] = useMutation(DELETE_LESSON_QUESTION);
  const [saveSets, saving] = useMutation(SAVE_QUESTION_SETS);
  const questions = view?.questions ?? [];

  const { loaded, reset } = drafts;
  useEffect(() => {
    if (view && !loaded) reset(view.sets);
  }, [view, loaded, reset]);

  // Closing the page with unsaved sets asks first, as Back does.
  const { unsaved } = drafts;
  useEffect(() => {
    if (!unsaved) return;
    const hold = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, [unsaved]);

  const clearChoice = () => {
    setSelected([]);
    setRequired(false);
    setChanging(undefined);
  };

  const openTab = (next: QuestionType) => {
    if (next === tab) return;
    setTab(next);
    setSelected([]);
  };

  const toggle = (questionId: string, checked: boolean) =>
    setSelected((ids) =>
      checked
        ? [...ids.filter((id) => id !== questionId), questionId]
        : ids.filter((id) => id !== questionId),
    );

  const addSelected = () => {
    const broken = drafts.place(
      { questionIds: selected, time: toMillis(clock.position), required },
      changing?.key,
    );
    setProblem(broken);
    if (!broken) clearChoice();
  };

  const edit = (set: DraftSet) => {
    const type = questions.find((question) => question.id === set.questionIds[0])?.type ?? tab;
    setTab(type);
    setSelected([...set.questionIds]);
    setRequired(set.required);
    setChanging(set);
    setProblem(null);
    clock.pause();
    clock.seek(set.time);
  };

  const removeSet = (set: DraftSet) => {
    drafts.remove(set.key);
    if (changing?.key === set.key) clearChoice();
    setProblem(null);
  };

  const addQuestion = async (question: QuestionInput): Promise<string | undefined> => {
    try {
      const result = await createQuestion({ variables: { lessonId, question } });
      const added = result.data?.createLessonQuestion;
      await editor.refetch();
      notify(texts.questionAdded, 'success');
      if (added) setSelected((ids) => [...ids, added.id]);
      return undefined;
    } catch (error) {
      return serverProblemOf(error).message;
    }
  };

  const removeQuestion = async (question: Question) => {
    if (drafts.held.some((set) => set.questionIds.includes(question.id))) {
      setProblem(lessonMessages.questionInUse);
      return;
    }
    try {
      await deleteQuestion({ variables: { questionId: question.id } });
      setSelected((ids) => ids.filter((id) => id !== question.id));
      await editor.refetch();
      notify(texts.questionDeleted, 'success');
    } catch (error) {
      notify(serverProblemOf(error).message, 'error');
    }
  };

  const save = async () => {
    try {
      const sets = drafts.held.map(({ id, questionIds, time, required: isRequired }) => ({
        ...(id ? { id } : {}),
        questionIds,
        time,
        required: isRequired,
      }));
      const result = await saveSets({ variables: { lessonId, sets } });
      reset(result.data?.saveQuestionSets.sets ?? []);
      clearChoice();
      setProblem(null);
      notify(lessonMessages.saveSucceeded, 'success');
    } catch (error) {
      notify(lessonMessages.saveFailed, 'error');
      setProblem(serverProblemOf(error).message);
    }
  };

  const back = useCallback(() => (unsaved ? setLeaving(true) : onBack()), [unsaved, onBack]);

  return (
    <Stack gap="4" data-testid="lesson-editor">
      <Flex align="center" gap="2" wrap="wrap">
        <Button size="sm" variant="outline" data-testid="editor-back" onClick={back}>
          {texts.back}
        </Button>
        <Heading as="h2" size="md" flex="1" truncate>
          {view ? texts.title(view.lesson.title) : ''}
        </Heading>
        {drafts.unsaved && (
          <HStack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {texts.unsaved}
            </Text>
            <Button
              size="sm"
              colorPalette="brand"
              loading={saving.loading}
              data-testid="save-interactive-video"
              onClick={() => void save()}
            >
              {texts.saveInteractiveVideo}
            </Button>
          </HStack>
        )}
      </Flex>
      <QueryBody query={editor}>
        {view && (
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
            <Stack gap="4">
              <VideoStage
                src={files.videoUrl(lessonId)}
                title={view.lesson.title}
                video={video}
                onVideo={setVideo}
                clock={clock}
                sets={drafts.held}
                changingKey={changing?.key}
                onMarker={(set) => clock.seek(set.time)}
              />
              <SetList
                sets={drafts.held}
                questions={questions}
                changingKey={changing?.key}
                onEdit={edit}
                onDelete={removeSet}
              />
            </Stack>
            <Stack gap="4">
              <SetControls
                position={clock.position}
                duration={clock.duration}
                onSeek={clock.seek}
                required={required}
                onRequired={setRequired}
                changingTime={changing?.time}
                onAddSelected={addSelected}
                onCancel={clearChoice}
                problem={problem}
              />
              <Box>
                <QuestionBank
                  questions={questions}
                  tab={tab}
                  onTab={openTab}
                  selected={selected}
                  onToggle={toggle}
                  onAdd={addQuestion}
                  onDelete={(question) => void removeQuestion(question)}
                />
              </Box>
            </Stack>
          </Grid>
        )}
      </QueryBody>
      {leaving && (
        <ConfirmDialog
          open
          testId="confirm-leave-editor"
          title={texts.leaveUnsaved.title}
          message={texts.leaveUnsaved.message}
          confirmLabel={texts.leaveUnsaved.confirm}
          cancelLabel={texts.leaveUnsaved.cancel}
          onCancel={() => setLeaving(false)}
          onConfirm={() => {
            setLeaving(false);
            onBack();
          }}
        />
      )}
    </Stack>
  );
};
