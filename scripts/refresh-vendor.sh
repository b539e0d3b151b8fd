#!/usr/bin/env bash
# Refresh the vendored front-end libraries of app/web/static/vendor/ from the npm registry.
#
#   scripts/refresh-vendor.sh            # re-fetch the pinned version (VERSION below)
#   scripts/refresh-vendor.sh 3.36.0     # move the pin to another version
#
# Needs npm (the registry only; nothing is installed). `npm pack` checks the tarball against
# the registry's integrity hash; the script then copies the minified build and the licence,
# and records version, integrity and sha256 in vendor/cytoscape/VERSION. Review the diff,
# run the e2e tests (pytest -m e2e) and update the pinned version in vendor/README.md.
set -euo pipefail

VERSION="${1:-3.35.0}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
DEST="$HERE/app/web/static/vendor/cytoscape"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

cd "$WORK"
npm pack --silent "cytoscape@${VERSION}" >/dev/null
TARBALL="cytoscape-${VERSION}.tgz"
INTEGRITY="$(npm view "cytoscape@${VERSION}" dist.integrity)"
LICENSE_NAME="$(npm view "cytoscape@${VERSION}" license)"
tar xzf "$TARBALL"

mkdir -p "$DEST"
cp package/dist/cytoscape.min.js "$DEST/cytoscape.min.js"
cp package/LICENSE "$DEST/LICENSE"
SHA256="$(sha256sum "$DEST/cytoscape.min.js" | cut -d' ' -f1)"
cat >"$DEST/VERSION" <<EOF
cytoscape ${VERSION}
license: ${LICENSE_NAME}
source: https://registry.npmjs.org/cytoscape/-/cytoscape-${VERSION}.tgz
tarball integrity: ${INTEGRITY}
cytoscape.min.js sha256: ${SHA256}
EOF
echo "vendored cytoscape ${VERSION} into ${DEST#"$HERE"/}"
cat "$DEST/VERSION"
