#!/usr/bin/env bash
# Installs what the product needs on Debian 12 with Node 20, doing nothing that is already done.
#   install.sh          the product: nats-server, Janus (SFU) and coturn (relay), pnpm, the workspace's packages
#   install.sh --test   also what the tests need: Chromium and fonts, PostgreSQL when none answers on 5432
set -euo pipefail
cd "$(dirname "$0")/../.."

PNPM_VERSION=12.21.0
mode=product
[ "${1:-}" = "--test" ] && mode=test

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'ok installed'; }
answers_on() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

missing=()
command -v nats-server >/dev/null || missing+=(nats-server)
installed janus || missing+=(janus)
# Meeting recordings (services/recording): janus-pp-rec turns the tracks Janus captured into media
# files, ffmpeg (below) composes them into one video.
installed janus-tools || missing+=(janus-tools)
installed coturn || missing+=(coturn)
# Live captions: the offline speech recogniser and its US-English model (services/transcription).
installed libpocketsphinx3 || missing+=(libpocketsphinx3)
installed pocketsphinx-en-us || missing+=(pocketsphinx-en-us)
# Shared content (services/media/src/documents): Office and text files become PDF pages (LibreOffice,
# without its desktop), pages become pictures (poppler), with the fonts Office documents name (Calibri
# and Cambria have metric twins); ffprobe tells whether a browser plays a shared video.
for package in libreoffice-core-nogui libreoffice-writer-nogui libreoffice-impress-nogui \
  libreoffice-calc-nogui poppler-utils fonts-liberation fonts-crosextra-carlito fonts-crosextra-caladea ffmpeg; do
  installed "$package" || missing+=("$package")
done
if [ "$mode" = test ]; then
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  # Recorded speech with a known transcript ("go forward ten meters") for the caption tests.
  installed pocketsphinx-testdata || missing+=(pocketsphinx-testdata)
  # The assistant's e2e speaks its question with a synthetic voice made at test time.
  installed espeak-ng || missing+=(espeak-ng)
  installed fonts-liberation || missing+=(fonts-liberation)
  # The conference e2e runs in a network namespace (infra/bin/media-netns.sh): unshare and ip.
  command -v unshare >/dev/null || missing+=(util-linux)
  command -v ip >/dev/null || missing+=(iproute2)
  # The tests need a PostgreSQL server: the one on 5432, or a private one started from these binaries.
  if ! answers_on 5432 && ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
    missing+=(postgresql)
  fi
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "install: Debian packages ${missing[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "install: pnpm $PNPM_VERSION"
  as_root npm install -g --no-fund --no-audit "pnpm@$PNPM_VERSION"
  hash -r
fi

# Browsers come from Debian; Playwright must never download its own.
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 pnpm install --frozen-lockfile --reporter=silent
