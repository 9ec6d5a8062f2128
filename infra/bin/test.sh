#!/usr/bin/env bash
# npm test: everything CI checks, on a fresh machine or a developer's.
# Lint, typecheck, unit and integration tests (jest), a production build and the browser tests
# (Playwright, Debian's Chromium) against that build. Each step logs to a file, shown when it fails.
# The last line is the test count: "N passed, N failed[, N skipped]". Exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/../.."

logs=$(mktemp -d "${TMPDIR:-/tmp}/canstring-test.XXXXXX")
began=$(date +%s)
failed_steps=()
cleanup_actions=()
cleanup() {
  local action
  for action in "${cleanup_actions[@]}"; do eval "$action" >/dev/null 2>&1 || true; done
}
trap cleanup EXIT
trap 'exit 130' INT TERM

elapsed() { echo "$(($(date +%s) - $1)) s"; }

# Runs a named step with its output in $logs/<name>.log; prints one line, and the log on failure.
run_step() {
  local name=$1 start
  shift
  start=$(date +%s)
  if "$@" >"$logs/$name.log" 2>&1; then
    echo "ok     $name ($(elapsed "$start"))"
    return 0
  fi
  echo "FAILED $name ($(elapsed "$start")); its log, $logs/$name.log:"
  sed 's/^/    /' "$logs/$name.log"
  return 1
}
record() { "$@" || failed_steps+=("$2"); }

echo "test: logs in $logs"
if ! run_step install bash infra/bin/install.sh --test; then
  echo "0 passed, 0 failed"
  exit 1
fi

# ---- PostgreSQL for the integration tests --------------------------------------------------------
pg_answers() {
  if command -v pg_isready >/dev/null; then pg_isready -q -h 127.0.0.1 -p "$1"; else (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; fi
}
# shellcheck source=infra/bin/private-postgres.sh
source infra/bin/private-postgres.sh
start_test_postgres() {
  start_private_postgres "$logs/postgres.log" || return 1
  cleanup_actions+=("$PRIVATE_POSTGRES_STOP")
}
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "ok     postgres (TEST_DATABASE_URL given)"
elif pg_answers 5432; then
  export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
  echo "ok     postgres (the server on 127.0.0.1:5432)"
elif run_step postgres start_test_postgres; then
  echo "       a private PostgreSQL at $TEST_DATABASE_URL"
else
  failed_steps+=(postgres)
fi

# ---- jest, while lint and typecheck use the other core -------------------------------------------------
# The build waits for jest: beside it, jest's timing-sensitive integration tests would compete for both cores.
jest_json=$logs/jest.json
# Suites that need the media network namespace (real media through Janus, the relay's peers) run on their own there.
# They reach no PostgreSQL outside the namespace, so they get a private one inside it.
media_suites=(services/media/src/janus/media-rights.test.ts services/media/src/recording/capture.test.ts
  services/media/src/recording/room-recording.test.ts infra/src/launcher/relay-peers.test.ts
  services/media/src/servers/room-placement.test.ts)
run_step jest env NODE_OPTIONS=--experimental-vm-modules pnpm exec jest --ci --maxWorkers=2 \
  --testPathIgnorePatterns "${media_suites[@]}" \
  --json --outputFile="$jest_json" >"$logs/jest.status" 2>&1 &
jest_pid=$!

record run_step lint pnpm exec biome ci --colors=off .
record run_step typecheck pnpm exec tsc -p tsconfig.json

wait "$jest_pid" || failed_steps+=(jest)
cat "$logs/jest.status"
media_jest_json=$logs/jest-media.json
record run_step jest-media env NODE_OPTIONS=--experimental-vm-modules \
  bash infra/bin/media-netns.sh bash infra/bin/private-postgres.sh \
  pnpm exec jest --ci --json --outputFile="$media_jest_json" "${media_suites[@]}"

built=0
if run_step build pnpm build; then built=1; else failed_steps+=(build); fi

# ---- browser tests against the build ---------------------------------------------------------------
e2e_json=$logs/e2e.json
media_json=$logs/e2e-media.json
recording_json=$logs/e2e-recording.json
servers_json=$logs/e2e-servers.json
if [ "$built" = 1 ]; then
  # One browser run at a time, each starting its own platform on its own data folder and NATS: the plain
  # specs; the conference specs, in a network namespace where Janus can carry media; a media server
  # killed mid-meeting, in a namespace of its own with the two Janus servers of infra/deploy/janus. Run
  # side by side they overloaded a slower two-core machine (areas took over 15 s to appear).
  record run_step e2e env E2E_JSON_REPORT="$e2e_json" pnpm exec playwright test -c e2e/playwright.config.ts \
    --output e2e/test-results/plain
  record run_step e2e-media env E2E_MEDIA=1 E2E_MEDIA_PART=beside E2E_JSON_REPORT="$media_json" \
    bash infra/bin/media-netns.sh pnpm exec playwright test -c e2e/playwright.config.ts \
    --output e2e/test-results/media
  record run_step e2e-servers env E2E_MEDIA=1 E2E_JSON_REPORT="$servers_json" \
    bash infra/bin/media-netns.sh pnpm exec playwright test -c e2e/playwright.servers.config.ts \
    --output e2e/test-results/servers
  # The recording spec, which reads the composed video frame by frame, and the captions spec, which reads
  # what the recogniser heard from a browser's fake mic: with no other browser run beside them.
  record run_step e2e-recording env E2E_MEDIA=1 E2E_MEDIA_PART=alone E2E_JSON_REPORT="$recording_json" \
    bash infra/bin/media-netns.sh pnpm exec playwright test -c e2e/playwright.config.ts \
    --output e2e/test-results/recording
else
  echo "SKIPPED e2e: the build failed"
fi

# ---- the count -----------------------------------------------------------------------------------
counts=$(node - "$jest_json" "$e2e_json" "$media_json" "$media_jest_json" "$recording_json" "$servers_json" <<'NODE'
const fs = require('node:fs');
const read = (file) => { try { return JSON.parse(fs.readFileSync(file, 'utf8')); } catch { return undefined; } };
let passed = 0, failed = 0, skipped = 0;
const jest = read(process.argv[2]);
const mediaJest = read(process.argv[5]);
for (const run of [jest, mediaJest]) {
  if (!run) continue;
  passed += run.numPassedTests;
  // A suite that failed to load has no failed test, yet it failed.
  failed += run.numFailedTests + (run.numRuntimeErrorTestSuites ?? 0);
  skipped += run.numPendingTests + run.numTodoTests;
}
// Every browser run must report: the plain one, and the three media ones in their network namespace.
const e2eRuns = [read(process.argv[3]), read(process.argv[4]), read(process.argv[6]), read(process.argv[7])];
for (const e2e of e2eRuns) {
  if (!e2e) continue;
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected + (e2e.errors?.length ?? 0);
  skipped += e2e.stats.skipped;
}
console.log(`${passed} ${failed} ${skipped} ${jest && mediaJest ? 1 : 0} ${e2eRuns.every(Boolean) ? 1 : 0}`);
NODE
)
read -r passed failed skipped jest_reported e2e_reported <<<"$counts"
[ "$jest_reported" = 1 ] || failed_steps+=("jest-report")
if [ "$built" = 1 ] && [ "$e2e_reported" != 1 ]; then failed_steps+=("e2e-report"); fi

echo
echo "test: finished in $(elapsed "$began")"
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "test: failed steps: ${failed_steps[*]}"
fi
summary="$passed passed, $failed failed"
[ "$skipped" != 0 ] && summary="$summary, $skipped skipped"
echo "$summary"
[ ${#failed_steps[@]} -eq 0 ] && [ "$failed" = 0 ]
