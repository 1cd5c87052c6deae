#!/usr/bin/env bash
# Builds the app into /tmp/gg-private-<port> and runs Playwright against it on that port, so that
# several people (or terminals) can run end-to-end tests at once without sharing dist/.
# Usage: scripts/e2e-private.sh <port> [playwright args, e.g. tests/account.spec.ts --project=desktop]
set -euo pipefail
cd "$(dirname "$0")/.."
port=$1
shift
out=/tmp/gg-private-$port
rm -rf "$out"
mkdir -p "$out"
# The server bundle keeps npm packages external: let it resolve them from the repository.
ln -s "$PWD/node_modules" "$out/node_modules"
(cd apps/web && npx vite build --outDir "$out/web" --emptyOutDir --logLevel warn)
SERVER_OUT_DIR="$out/server" node apps/server/build.mjs
E2E_PORT=$port E2E_SERVER_JS="$out/server/server.js" E2E_WEB_DIST_DIR="$out/web" \
  npx playwright test -c e2e --workers=1 --output "$out/test-results" "$@"
