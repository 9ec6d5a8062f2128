// For tests only: kept out of the main entry, so no production bundle carries it.
export {
  type FakeAnswer,
  type FakeGateway,
  type FakeHandler,
  fakeGateway,
  refusal,
  renderWithClient,
  type SentOperation,
} from './fake-gateway';
export { quietFieldObserver } from './quiet-field-observer';
