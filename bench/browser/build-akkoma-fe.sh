#!/bin/sh
# Build akkoma-fe (the front end Akkoma ships) for `npm run bench:browser -- --peer DIR`.
#
#   bench/browser/build-akkoma-fe.sh SRC [WORK]
#
# SRC is a checkout of akkoma-fe's source (https://akkoma.dev/AkkomaGang/akkoma-fe,
# or a mirror such as github.com/jadiunr/akkoma-fe); it is copied to WORK
# (default /tmp/akkoma-fe-build) and left untouched. Only the npm registry is
# needed. What this changes in the copy, and why:
# - the test-only dev dependencies (karma, nightwatch, selenium, chromedriver,
#   mocha, sinon, chai, stylelint, eslint) are dropped: chromedriver and
#   selenium download binaries at install time;
# - the eslint-loader rule goes with them (linting is not building);
# - lodash.merge, which the app imports but only arrives through those
#   dependencies, is added back;
# - installs run with --ignore-scripts (nothing compiles native code) and
#   --legacy-peer-deps (the old lock's peer ranges);
# - webpack 5 on Node 20 needs NODE_OPTIONS=--openssl-legacy-provider, and the
#   build reads `git rev-parse`, so the copy gets a one-commit repository.
# The build lands in WORK/dist: pass that to --peer.
set -eu
SRC=${1:?usage: build-akkoma-fe.sh SRC [WORK]}
WORK=${2:-/tmp/akkoma-fe-build}
rm -rf "$WORK"
mkdir -p "$WORK"
if [ -d "$SRC/.git" ] || git -C "$SRC" rev-parse --git-dir >/dev/null 2>&1; then
  git -C "$SRC" archive HEAD | tar -x -C "$WORK"
else
  cp -R "$SRC/." "$WORK"
fi
cd "$WORK"
node -e '
const fs = require("fs")
const p = JSON.parse(fs.readFileSync("package.json", "utf8"))
const drop = /^(karma|chromedriver|nightwatch|selenium|mocha|sinon|chai|lolex|isparta|inject-loader|stylelint|eslint|@vue\/test-utils|opn)/
for (const k of Object.keys(p.devDependencies || {})) if (drop.test(k)) delete p.devDependencies[k]
fs.writeFileSync("package.json", JSON.stringify(p, null, 2))
const f = "build/webpack.base.conf.js"
let s = fs.readFileSync(f, "utf8")
const a = s.indexOf("      {\n        enforce: \x27pre\x27,")
const b = s.indexOf("      {\n        enforce: \x27post\x27,")
if (a >= 0 && b > a) s = s.slice(0, a) + s.slice(b)
fs.writeFileSync(f, s)
'
rm -f package-lock.json
npm install --ignore-scripts --legacy-peer-deps --no-audit --no-fund
if [ ! -d node_modules/lodash.merge ]; then
  TMP=$(mktemp -d)
  (cd "$TMP" && npm pack lodash.merge@4.6.2 --silent >/dev/null)
  mkdir -p node_modules/lodash.merge
  tar -xzf "$TMP"/lodash.merge-*.tgz -C node_modules/lodash.merge --strip-components=1
  rm -rf "$TMP"
fi
git init -q . 2>/dev/null || true
git -c user.email=bench@localhost -c user.name=bench commit -q --allow-empty -m build 2>/dev/null || true
NODE_OPTIONS=--openssl-legacy-provider npm run build
echo "akkoma-fe built: $WORK/dist"
