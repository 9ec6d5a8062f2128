export { fuzzSettings } from './fuzz-settings';
export { type FuzzPlatform, startFuzzPlatform } from './platform';
export { type Failure, type FuzzOptions, type FuzzReport, formatReport, runFuzz } from './run-fuzz';
