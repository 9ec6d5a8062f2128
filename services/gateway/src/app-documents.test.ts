import {
  type DocumentNode,
  type GraphQLSchema,
  Kind,
  NoUnusedFragmentsRule,
  specifiedRules,
  validate,
} from 'graphql';
import { gatewayModules } from './modules';
import { buildSchema } from './schema';
import {
  appDocumentFiles,
  appDocuments,
  definitionsOf,
  definitionsWrittenIn,
  filesWritingDocuments,
} from './test-support/app-documents';

const sendsAnOperation = (document: DocumentNode): boolean =>
  document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION);

/** What is wrong with one document against the schema; a document of fragments alone is checked but their use. */
const problemsOf = (schema: GraphQLSchema, document: DocumentNode): string[] => {
  const rules = sendsAnOperation(document)
    ? specifiedRules
    : specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
  return validate(schema, document, rules).map((error) => error.message);
};

describe('the apps’ documents against the gateway’s schema', () => {
  const schema = buildSchema(gatewayModules);

  it('collects every file of the shell, the remotes and the client package that writes a document', () => {
    expect(filesWritingDocuments()).toEqual(Object.keys(appDocumentFiles).sort());
  });

  it.each(Object.keys(appDocumentFiles))('collects every operation and fragment %s writes', (file) => {
    const collected = new Set(
      appDocuments
        .filter(({ name }) => name.startsWith(`${file} `))
        .flatMap(({ document }) => definitionsOf(document)),
    );
    expect(definitionsWrittenIn(file).filter((name) => !collected.has(name))).toEqual([]);
  });

  it.each(appDocuments.map(({ name, document }) => [name, document] as const))(
    '%s is valid',
    (_name, document) => {
      expect(problemsOf(schema, document)).toEqual([]);
    },
  );
});
