#!/usr/bin/env bash
# Runs the built server's smoke test and a representative set of unit tests on each supported
# Node.js major besides the machine's own (22 and 24 by default). Each Node.js comes from the
# npm registry as the `node` package (its platform binary is an npm package too), installed
# once into NODE_VERSIONS_DIR. Needs `npm run build` first (it builds when dist/ is missing).
#   bash scripts/node-versions.sh [MAJOR...]
set -euo pipefail
cd "$(dirname "$0")/.."

majors=("$@")
[ ${#majors[@]} -gt 0 ] || majors=(22 24)
cache="${NODE_VERSIONS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/redraft-node}"

# The unit tests that lean most on the runtime: WebAssembly (offline voice, MP3), worker
# processes and pools, streams, crypto (sessions, sealed keys), Intl (PDF line breaking),
# and the detector. The whole unit project runs on the machine's own Node in `npm test`.
unit_tests=(
  common
  server/lib
  server/providers/offline-voice.test.ts
  server/features/speech
  server/features/documents/export
  server/features/detection
  server/features/workspace
)

[ -f dist/server/index.js ] && [ -f dist/client/index.html ] || npm run build

for major in "${majors[@]}"; do
  dir="$cache/$major"
  if [ ! -x "$dir/node_modules/.bin/node" ]; then
    echo "Installing Node.js $major from the npm registry…"
    mkdir -p "$dir"
    (cd "$dir" && [ -f package.json ] || echo '{"private":true}' > "$dir/package.json")
    npm install --prefix "$dir" --no-audit --no-fund --no-save "node@$major" >/dev/null
  fi
  node_bin="$(readlink -f "$dir/node_modules/.bin/node")"
  echo "== Node.js $("$node_bin" -v)"
  "$node_bin" scripts/smoke.mjs
  # vitest's workers are started with the Node that runs vitest itself.
  "$node_bin" node_modules/vitest/vitest.mjs run --project unit "${unit_tests[@]}"
done
