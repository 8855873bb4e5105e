#!/usr/bin/env bash
# The project's entry point behind `npm start`, `npm run dev`, `npm test`, `npm run reset` and
# `npm run setup`.
# It runs on whatever Node the machine has, provides Node 22 (scripts/toolchain.sh), installs
# dependencies when the lockfile changed, then hands over to the TypeScript stack scripts.
set -euo pipefail
# When the command began, so start.ts and test.ts can report cold-start times including setup.
export FACTORIA_STARTED_AT="${FACTORIA_STARTED_AT:-$(date +%s%3N)}"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/toolchain.sh

lock_hash() {
  echo "$(cat package.json domain/package.json functions/package.json web/package.json package-lock.json | sha256sum | cut -d' ' -f1)-$(node -v)"
}

# `npm install`, not `npm ci`: the registry mirror here lacks some other platforms' optional
# binaries (e.g. @napi-rs/canvas for android), which npm leaves out of the lockfile and `npm ci`
# then reports as missing. The lockfile still pins every package that is installed.
install_dependencies() {
  local stamp=node_modules/.factoria-lock-hash
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$(lock_hash)" ]; then
    echo "factoria: installing dependencies (a few minutes on a fresh machine)" >&2
    install_progress &
    local progress=$!
    # Nothing compiles from C++: the one package that would, re2, is replaced (scripts/no-re2).
    npm install --no-audit --no-fund --loglevel=error \
      || { kill "$progress" 2>/dev/null; exit 1; }
    kill "$progress" 2>/dev/null || true
    lock_hash > "$stamp"
    echo "factoria: dependencies installed" >&2
  fi
}

# npm prints nothing while it installs: every 15 s, how far it got (npm lays out every package's
# folder first, so the size unpacked says more than a count of folders).
install_progress() {
  local started=$SECONDS
  while sleep 15; do
    local size
    size=$(du -sm node_modules 2>/dev/null | cut -f1)
    echo "factoria: still installing, ${size:-0} MB unpacked after $((SECONDS - started)) s (about 2 GB in all)" >&2
  done
}

require_java() {
  if ! command -v java >/dev/null 2>&1; then
    echo "factoria: the Firebase emulators need Java 11 or newer (e.g. apt-get install openjdk-17-jre-headless)." >&2
    exit 1
  fi
}

# End-to-end tests drive Debian's Chromium; Playwright never downloads a browser here.
ensure_chromium() {
  if [ -n "${FACTORIA_CHROMIUM:-}" ] && [ -x "$FACTORIA_CHROMIUM" ]; then return 0; fi
  if [ -x /usr/bin/chromium ]; then return 0; fi
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "factoria: installing Debian's chromium for the end-to-end tests" >&2
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "factoria: end-to-end tests need Chromium; install it or set FACTORIA_CHROMIUM=/path/to/chrome" >&2
    exit 1
  fi
}

command="${1:-}"
shift || true
case "$command" in
  setup)
    install_dependencies
    ;;
  start)
    require_java
    install_dependencies
    exec npx tsx scripts/start.ts "$@"
    ;;
  dev)
    require_java
    install_dependencies
    exec npx tsx scripts/start.ts --dev "$@"
    ;;
  test)
    require_java
    install_dependencies
    ensure_chromium
    exec npx tsx scripts/test.ts "$@"
    ;;
  reset)
    rm -rf .emulator-data
    echo "factoria: local emulator data removed; the next npm start seeds the demo again." >&2
    ;;
  *)
    echo "usage: scripts/dev.sh setup|start|dev|test|reset" >&2
    exit 2
    ;;
esac
