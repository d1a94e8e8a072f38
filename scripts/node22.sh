#!/usr/bin/env bash
# Dispatch needs Node 22.12 or newer (package.json "engines": Capacitor 8's CLI, i18next 27 and
# @axe-core/playwright require it). On a machine whose node is older, this fetches Node 22 from
# the npm registry (the `node-linux-<arch>` package: the official binary, no other download),
# unpacks it once under $DISPATCH_NODE_HOME (default ~/.cache/dispatch-node22) and prints the
# directory to put first on PATH. With a new enough node it prints nothing.
#
#   export PATH="$(scripts/node22.sh)${PATH:+:$PATH}"   # then npm install, npm start, npm test
set -euo pipefail

needs_node22() {
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 1 : 0)'
}

if ! needs_node22; then exit 0; fi

case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "node22.sh: no Node 22 package for $(uname -m); install Node 22.12+ yourself." >&2; exit 1 ;;
esac
home="${DISPATCH_NODE_HOME:-$HOME/.cache/dispatch-node22}"
bin="$home/package/bin"
if [ ! -x "$bin/node" ]; then
  echo "node22.sh: Node $(node --version) is older than 22.12: fetching node-linux-$arch@22 from the npm registry" >&2
  mkdir -p "$home"
  tarball="$(cd "$home" && npm pack --silent "node-linux-$arch@22" </dev/null | tail -n 1)"
  tar -xzf "$home/$tarball" -C "$home" package/bin/node package/LICENSE
  rm -f "$home/$tarball"
fi
echo "$bin"
