import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CallCentreSettings } from '@canstring/contracts';

export interface AssistantMatchView {
  entryId: string;
  question: string;
  answer: string;
}

/** The bot reply (spec 3 §3) as the gateway gives it: a message, or answers as lists of strings. */
export interface AssistantReplyView {
  input: string;
  message: string | null;
  answers: string[][] | null;
  best: AssistantMatchView | null;
  alternatives: AssistantMatchView[];
  bannedWords: string[];
}

export const ASK_ASSISTANT: TypedDocumentNode<
  { askAssistant: AssistantReplyView },
  { question: string; inputType: 'text' | 'voice' }
> = gql`
  mutation AskAssistant($question: String!, $inputType: AssistantInputType) {
    askAssistant(question: $question, inputType: $inputType) {
      input
      message
      answers
      best {
        entryId
        question
        answer
      }
      alternatives {
        entryId
        question
        answer
      }
      bannedWords
    }
  }
`;

export const SCREEN_ASSISTANT_SPEECH: TypedDocumentNode<
  { screenAssistantSpeech: { bannedWords: string[] } },
  { text: string }
> = gql`
  mutation ScreenAssistantSpeech($text: String!) {
    screenAssistantSpeech(text: $text) {
      bannedWords
    }
  }
`;

export const ASSISTANT_CALL_CENTRE: TypedDocumentNode<{ assistantCallCentre: CallCentreSettings }> = gql`
  query AssistantCallCentre {
    assistantCallCentre {
      softphoneUrl
      username
      password
      message
    }
  }
`;
