#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (never a downloaded browser). Install it when it is
# missing and we can (root with apt); otherwise the e2e tests fail and say how to install it.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver fonts-wqy-microhei >/dev/null
else
  echo "chromium is missing: sudo apt-get install chromium chromium-driver fonts-wqy-microhei" >&2
fi
