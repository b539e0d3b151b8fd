#!/usr/bin/env bash
# Make sure the browser tests (tests/e2e) have their browser, before `make test` runs the suite.
#
# They drive the system's Chromium through Playwright: Debian's `chromium` package at
# /usr/bin/chromium, or the binary named by AGENTRT_CHROMIUM. Playwright's own browser
# download (`playwright install`, from a CDN) is never used: CI reaches package registries only,
# and the distribution's package is signed and updated with the rest of the system.
#
# When it is missing, this installs, with apt-get (Debian's packages):
#   chromium chromium-driver    the browser (100 MB or more to download; usually 1-3 min)
#   fonts-wqy-microhei          a CJK font: the pages are tested with Chinese text and locale
# as root, or through sudo (passwordless, or asking for your password in a terminal).
# When it cannot, it stops `make test` before the suite and says how to go on: install those
# packages yourself, point AGENTRT_CHROMIUM at a Chromium, or run the suite without the browser
# tests (make test SKIP_BROWSER_TESTS=1).
set -euo pipefail

PACKAGES=(chromium chromium-driver fonts-wqy-microhei)
SKIP_HINT="or run the rest of the suite without the browser tests: make test SKIP_BROWSER_TESTS=1"

if [ -n "${AGENTRT_CHROMIUM:-}" ]; then
  found="$(command -v "$AGENTRT_CHROMIUM" 2>/dev/null || true)"
  if [ -n "$found" ] && [ -x "$found" ]; then
    echo "browser tests: AGENTRT_CHROMIUM=$AGENTRT_CHROMIUM ($found)"
    exit 0
  fi
  {
    echo "browser tests: AGENTRT_CHROMIUM=$AGENTRT_CHROMIUM is not an executable Chromium."
    echo "Fix or unset it, $SKIP_HINT"
  } >&2
  exit 1
fi

if [ -x /usr/bin/chromium ]; then
  echo "browser tests: /usr/bin/chromium is installed; nothing to do"
  exit 0
fi

cannot() {
  {
    echo "browser tests: Chromium is missing (/usr/bin/chromium) and $1."
    echo "The browser tests (tests/e2e) need it. Install it as root:"
    echo "    apt-get update && apt-get install -y ${PACKAGES[*]}"
    echo "(elsewhere: your distribution's Chromium, then AGENTRT_CHROMIUM=/path/to/chromium),"
    echo "$SKIP_HINT"
  } >&2
  exit 1
}

if ! command -v apt-get >/dev/null 2>&1; then
  cannot "this system has no apt-get to install Debian's chromium"
fi
if [ "$(id -u)" = "0" ]; then
  as_root=()
  who="as root"
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo)
  who="through sudo"
elif command -v sudo >/dev/null 2>&1 && [ -t 0 ]; then
  as_root=(sudo)
  who="through sudo (it may ask for your password)"
else
  cannot "installing it needs root or sudo, which this session does not have"
fi

echo "browser tests: Chromium is missing; installing Debian's ${PACKAGES[*]}"
echo "with apt-get ${who}: apt-get update, then 100 MB or more to download (usually 1-3 min)."
echo "(To skip instead: Ctrl-C, then make test SKIP_BROWSER_TESTS=1.)"
if ! ${as_root[@]+"${as_root[@]}"} apt-get update -q; then
  cannot "apt-get update failed (above)"
fi
if ! ${as_root[@]+"${as_root[@]}"} env DEBIAN_FRONTEND=noninteractive \
  apt-get install -y -q -o Dpkg::Use-Pty=0 "${PACKAGES[@]}"; then
  cannot "apt-get install failed (above)"
fi
if [ ! -x /usr/bin/chromium ]; then
  cannot "apt-get installed the packages, yet there is no /usr/bin/chromium"
fi
echo "browser tests: $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium) installed"
