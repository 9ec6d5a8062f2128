#!/usr/bin/env bash
# npm start: installs what is missing, builds the web apps when their sources changed, runs the platform.
set -euo pipefail
cd "$(dirname "$0")/../.."

bash infra/bin/install.sh

# Rebuild only when a web app, a shared package or the lockfile is newer than the last good build.
stamp=node_modules/.cache/canstring/web-build.stamp
needs_build() {
  [ -f "$stamp" ] || return 0
  local dir
  for dir in shell mf-admin mf-chat mf-meeting mf-lessons mf-proctoring; do
    [ -f "$dir/dist/index.html" ] || [ -f "$dir/dist/remoteEntry.js" ] || return 0
  done
  [ -n "$(find shell mf-* packages pnpm-lock.yaml -name node_modules -prune -o -name dist -prune -o \
    -type f -newer "$stamp" -print -quit)" ]
}
if needs_build; then
  echo "start: building the web apps"
  mkdir -p "$(dirname "$stamp")"
  # Stamped before the build starts, so a file edited during the build triggers the next one.
  touch "$stamp.next"
  pnpm build
  mv "$stamp.next" "$stamp"
fi

exec node --import tsx infra/src/launcher/main.ts
