#!/usr/bin/env bash
# One step of `make run` / `make test`: say what it does and roughly how long it takes, run
# it with its own output visible, then say how long it took (or that it failed, and after how
# long). The Makefile runs every slow step through it.
#
#   scripts/step.sh "what this does (how long it usually takes)" command [args...]
set -uo pipefail
if [ "$#" -lt 2 ]; then
  echo "usage: $0 DESCRIPTION COMMAND [ARGS...]" >&2
  exit 2
fi
what="$1"
shift
printf '\n==> %s\n' "$what"
SECONDS=0
"$@"
rc=$?
took="$((SECONDS / 60))m$(printf '%02d' $((SECONDS % 60)))s"
if [ "$rc" -eq 0 ]; then
  printf '==> done in %s\n' "$took"
else
  printf '==> FAILED (exit %d) after %s: %s\n' "$rc" "$took" "$what" >&2
fi
exit "$rc"
