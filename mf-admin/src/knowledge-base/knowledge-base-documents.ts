import { gql, type TypedDocumentNode } from '@apollo/client';

export interface KnowledgeEntryView {
  id: string;
  question: string;
  answer: string;
  keywords: string;
  updatedAt: string;
}

export interface BannedWordReportView {
  id: string;
  userId: string;
  words: string[];
  source: string;
  at: string;
}

export interface KnowledgeEntryFields {
  question: string;
  answer: string;
  keywords: string;
}

const ENTRY_FIELDS = gql`
  fragment KnowledgeEntryFields on KnowledgeEntry {
    id
    question
    answer
    keywords
    updatedAt
  }
`;

export const KNOWLEDGE_ENTRIES: TypedDocumentNode<
  { knowledgeEntries: { entries: KnowledgeEntryView[]; total: number } },
  { search?: string; offset?: number; limit?: number }
> = gql`
  query KnowledgeEntries($search: String, $offset: Int, $limit: Int) {
    knowledgeEntries(search: $search, offset: $offset, limit: $limit) {
      entries {
        ...KnowledgeEntryFields
      }
      total
    }
  }
  ${ENTRY_FIELDS}
`;

export const CREATE_KNOWLEDGE_ENTRY: TypedDocumentNode<
  { createKnowledgeEntry: KnowledgeEntryView },
  { input: KnowledgeEntryFields }
> = gql`
  mutation CreateKnowledgeEntry($input: KnowledgeEntryInput!) {
    createKnowledgeEntry(input: $input) {
      ...KnowledgeEntryFields
    }
  }
  ${ENTRY_FIELDS}
`;

export const UPDATE_KNOWLEDGE_ENTRY: TypedDocumentNode<
  { updateKnowledgeEntry: KnowledgeEntryView },
  { id: string; input: KnowledgeEntryFields }
> = gql`
  mutation UpdateKnowledgeEntry($id: ID!, $input: KnowledgeEntryInput!) {
    updateKnowledgeEntry(id: $id, input: $input) {
      ...KnowledgeEntryFields
    }
  }
  ${ENTRY_FIELDS}
`;

export const DELETE_KNOWLEDGE_ENTRY: TypedDocumentNode<{ deleteKnowledgeEntry: boolean }, { id: string }> =
  gql`
  mutation DeleteKnowledgeEntry($id: ID!) {
    deleteKnowledgeEntry(id: $id)
  }
`;

export const IMPORT_KNOWLEDGE_BASE: TypedDocumentNode<
  { importKnowledgeBase: { added: number; updated: number } },
  { csv: string }
> = gql`
  mutation ImportKnowledgeBase($csv: String!) {
    importKnowledgeBase(csv: $csv) {
      added
      updated
    }
  }
`;

export const KNOWLEDGE_BASE_CSV: TypedDocumentNode<{ knowledgeBaseCsv: string }> = gql`
  query KnowledgeBaseCsv {
    knowledgeBaseCsv
  }
`;

export const BANNED_WORD_REPORTS: TypedDocumentNode<
  { bannedWordReports: { reports: BannedWordReportView[]; total: number } },
  { offset?: number; limit?: number }
> = gql`
  query BannedWordReports($offset: Int, $limit: Int) {
    bannedWordReports(offset: $offset, limit: $limit) {
      reports {
        id
        userId
        words
        source
        at
      }
      total
    }
  }
`;
