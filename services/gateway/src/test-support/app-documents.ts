import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type DocumentNode, Kind } from 'graphql';
import * as adminDocuments from '../../../../mf-admin/src/graphql/documents';
import * as knowledgeBaseDocuments from '../../../../mf-admin/src/knowledge-base/knowledge-base-documents';
import * as chatCallDocuments from '../../../../mf-chat/src/call/call-documents';
import * as chatDocuments from '../../../../mf-chat/src/graphql/documents';
import * as lessonsDocuments from '../../../../mf-lessons/src/graphql/documents';
import * as assistantDocuments from '../../../../mf-meeting/src/assistant/assistant-documents';
import * as meetingDocuments from '../../../../mf-meeting/src/graphql/documents';
import * as proctoringDocuments from '../../../../mf-proctoring/src/graphql/documents';
import * as mediaDocuments from '../../../../packages/client/src/media/media-pass';
import * as roomDocuments from '../../../../packages/client/src/room/room-documents';
import * as userDocuments from '../../../../packages/client/src/user/documents';

/** The repository's root, where the apps' folders are. */
export const repositoryRoot = path.resolve(__dirname, '..', '..', '..', '..');

/** Every file of the apps that writes GraphQL documents, by its path from the repository's root. */
export const appDocumentFiles: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'mf-admin/src/graphql/documents.ts': adminDocuments,
  'mf-admin/src/knowledge-base/knowledge-base-documents.ts': knowledgeBaseDocuments,
  'mf-chat/src/call/call-documents.ts': chatCallDocuments,
  'mf-chat/src/graphql/documents.ts': chatDocuments,
  'mf-lessons/src/graphql/documents.ts': lessonsDocuments,
  'mf-meeting/src/assistant/assistant-documents.ts': assistantDocuments,
  'mf-meeting/src/graphql/documents.ts': meetingDocuments,
  'mf-proctoring/src/graphql/documents.ts': proctoringDocuments,
  'packages/client/src/media/media-pass.ts': mediaDocuments,
  'packages/client/src/room/room-documents.ts': roomDocuments,
  'packages/client/src/user/documents.ts': userDocuments,
};

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT;

/** One document an app sends (or a fragment its documents share), named by its file and export. */
export interface AppDocument {
  name: string;
  document: DocumentNode;
}

/** Every document the apps export, each file's own (two files may export the same name). */
export const appDocuments: readonly AppDocument[] = Object.entries(appDocumentFiles).flatMap(
  ([file, exports]) =>
    Object.entries(exports).flatMap(([name, value]) =>
      isDocument(value) ? [{ name: `${file} ${name}`, document: value }] : [],
    ),
);

/** The apps' folders whose sources may write documents: the shell, every remote, and the client package. */
const appSourceFolders = (): string[] => [
  'shell/src',
  ...readdirSync(repositoryRoot)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src`),
  'packages/client/src',
];

const isAppSource = (file: string): boolean =>
  /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('test-support/');

/** The apps' source files (not their tests or test fakes) that write a document with `gql`. */
export const filesWritingDocuments = (): string[] =>
  appSourceFolders()
    .flatMap((folder) =>
      readdirSync(path.join(repositoryRoot, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.posix.join(folder, file.split(path.sep).join('/')),
      ),
    )
    .filter(isAppSource)
    .filter((file) => readFileSync(path.join(repositoryRoot, file), 'utf8').includes('gql`'))
    .sort();

/** The names of the operations and fragments a source file writes in its `gql` texts, read from the file. */
export const definitionsWrittenIn = (file: string): string[] => {
  const source = readFileSync(path.join(repositoryRoot, file), 'utf8');
  const texts = [...source.matchAll(/gql`([^`]*)`/g)].map((match) => match[1] as string);
  return texts.flatMap((text) =>
    [...text.matchAll(/\b(?:query|mutation|subscription|fragment)\s+([_A-Za-z]\w*)/g)].map(
      (match) => match[1] as string,
    ),
  );
};

/** The names of the operations and fragments a document defines. */
export const definitionsOf = (document: DocumentNode): string[] =>
  document.definitions.flatMap((definition) =>
    (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION) &&
    definition.name
      ? [definition.name.value]
      : [],
  );
