#!/usr/bin/env bash
# Refresh the vendored front-end libraries of app/web/static/vendor/ from the npm registry.
#
#   scripts/refresh-vendor.sh            # re-fetch the pinned versions (the defaults below)
#   scripts/refresh-vendor.sh 3.36.0     # move the cytoscape pin to another version
#   SWAGGER_UI_VERSION=5.36.0 REDOC_VERSION=2.5.5 scripts/refresh-vendor.sh   # the API docs
#
# Needs npm (the registry only; nothing is installed). `npm pack` checks each tarball against
# the registry's integrity hash; the script then copies the built files and the licences
# as published, and records version, licence, integrity and sha256 in each library's VERSION.
# Review the diff, run the e2e tests (pytest -m e2e) and update the pins in vendor/README.md.
set -euo pipefail

VERSION="${1:-3.35.0}"
SWAGGER_UI_VERSION="${SWAGGER_UI_VERSION:-5.35.0}"
REDOC_VERSION="${REDOC_VERSION:-2.5.4}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
VENDOR="$HERE/app/web/static/vendor"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# vendor PACKAGE VERSION DIR SRC[:DEST]...: copy files of the package's tarball into vendor/DIR
# (DEST renames, e.g. NOTICE:NOTICE.txt) and write vendor/DIR/VERSION with a sha256 per file.
vendor() {
    local package="$1" version="$2" dir="$3"
    shift 3
    local dest="$VENDOR/$dir" unpacked="$WORK/$package"
    mkdir -p "$unpacked" "$dest"
    (cd "$WORK" && npm pack --silent "${package}@${version}" >/dev/null)
    tar xzf "$WORK/${package}-${version}.tgz" -C "$unpacked"
    {
        echo "${package} ${version}"
        echo "license: $(npm view "${package}@${version}" license)"
        echo "source: https://registry.npmjs.org/${package}/-/${package}-${version}.tgz"
        echo "tarball integrity: $(npm view "${package}@${version}" dist.integrity)"
    } >"$WORK/VERSION"
    local spec src out copied=()
    for spec in "$@"; do
        src="${spec%%:*}"
        out="$(basename "${spec#*:}")"
        cp "$unpacked/package/$src" "$dest/$out"
        copied+=("$out")
    done
    if [[ -n "${PATCH:-}" ]]; then
        "$PATCH" "$dest" >>"$WORK/VERSION"
    fi
    for out in "${copied[@]}"; do
        if [[ "$out" == *.js || "$out" == *.css ]]; then
            echo "${out} sha256: $(sha256sum "$dest/$out" | cut -d' ' -f1)" >>"$WORK/VERSION"
        fi
    done
    mv "$WORK/VERSION" "$dest/VERSION"
    echo "vendored ${package} ${version} into ${dest#"$HERE"/}"
    cat "$dest/VERSION"
}

# The memory explorer's graph (the UMD build: window.cytoscape).
vendor cytoscape "$VERSION" cytoscape dist/cytoscape.min.js LICENSE
# /docs: Swagger UI (Apache-2.0; its NOTICE travels with it, as NOTICE.txt for package data).
vendor swagger-ui-dist "$SWAGGER_UI_VERSION" swagger-ui \
    swagger-ui-bundle.js swagger-ui-bundle.js.LICENSE.txt swagger-ui.css LICENSE NOTICE:NOTICE.txt
# /redoc: ReDoc's standalone bundle (window.Redoc), with the licences of what it bundles.
# One change: ReDoc always renders its side menu's "API docs by Redocly" logo from its CDN (no
# option turns it off), which the pages' CSP refuses with a console error. The image becomes
# `data:,` (ReDoc hides an image that fails to load; the link and its text stay).
REDOC_LOGO="https://cdn.redoc.ly/redoc/logo-mini.svg"
patch_redoc() {
    local file="$1/redoc.standalone.js" found
    found="$(grep -o "\"${REDOC_LOGO}\"" "$file" | wc -l)"
    if [[ "$found" != 1 ]]; then
        echo "redoc.standalone.js names ${REDOC_LOGO} ${found} times, not once: check the patch" >&2
        exit 1
    fi
    sed -i "s#\"${REDOC_LOGO}\"#\"data:,\"#" "$file"
    echo "patched: redoc.standalone.js loads its logo from data:, instead of ${REDOC_LOGO}"
}
PATCH=patch_redoc vendor redoc "$REDOC_VERSION" redoc \
    bundles/redoc.standalone.js bundles/redoc.standalone.js.LICENSE.txt LICENSE
