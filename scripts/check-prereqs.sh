#!/usr/bin/env bash
# What `make run` and `make test` need from the machine, checked before they spend minutes
# installing (see "Prerequisites" in README.md):
#   - Python >= 3.11 with its venv module (Debian/Ubuntu: the python3-venv package);
#   - a C and a C++ compiler, while llama-cpp-python (the embedded model's runtime) is not yet
#     installed in the virtualenv: pip compiles it from source. cmake is optional: when the
#     system has none (or one too old), the build takes cmake from PyPI.
# Prints one line of what it found, or every missing piece with how to install it (exit 1).
#
#   scripts/check-prereqs.sh [PYTHON] [VENV]      # defaults: python3 .venv
set -uo pipefail
PY="${1:-python3}"
VENV="${2:-.venv}"
missing=()

# -- Python and venv -------------------------------------------------------------------------
if [ -x "$VENV/bin/python" ]; then
  python_note="$VENV ($("$VENV/bin/python" -V 2>&1))"
elif ! command -v "$PY" >/dev/null 2>&1; then
  missing+=("Python >= 3.11: '$PY' is not on PATH (Debian/Ubuntu: sudo apt-get install python3 python3-venv; or name another interpreter: make ... PY=/path/to/python3.12)")
elif ! "$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
  missing+=("Python >= 3.11: '$PY' is $("$PY" -V 2>&1); name a newer one: make ... PY=python3.12")
elif ! "$PY" -c 'import venv, ensurepip' 2>/dev/null; then
  ver="$("$PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
  missing+=("the venv module of '$PY' (with ensurepip): Debian/Ubuntu: sudo apt-get install python${ver}-venv")
else
  python_note="$PY ($("$PY" -V 2>&1)) with venv"
fi

# -- C/C++ toolchain, only while llama-cpp-python still has to be compiled ---------------------
first() {  # first of the named commands found on PATH
  local c
  for c in "$@"; do
    if [ -n "$c" ] && command -v "$c" >/dev/null 2>&1; then
      echo "$c"
      return 0
    fi
  done
  return 1
}
if [ -x "$VENV/bin/python" ] && "$VENV/bin/python" -c \
  'import importlib.util, sys; sys.exit(importlib.util.find_spec("llama_cpp") is None)' \
  2>/dev/null; then
  build_note="llama-cpp-python already installed (no compiler needed)"
else
  toolchain="(Debian/Ubuntu: sudo apt-get install build-essential)"
  cc_env="${CC:-}"   # CC and CXX may carry a wrapper or flags: "ccache gcc"
  cxx_env="${CXX:-}"
  cc="$(first "${cc_env%% *}" cc gcc clang)" || missing+=("a C compiler for llama-cpp-python $toolchain")
  cxx="$(first "${cxx_env%% *}" c++ g++ clang++)" || missing+=("a C++ compiler for llama-cpp-python $toolchain")
  if command -v cmake >/dev/null 2>&1; then
    cmake_note="$(cmake --version | head -n 1)"
  else
    cmake_note="no cmake (the build takes it from PyPI)"
  fi
  build_note="compilers ${cc:-?} and ${cxx:-?}, ${cmake_note}"
fi

if [ "${#missing[@]}" -gt 0 ]; then
  {
    echo "==> missing prerequisites (see Prerequisites in README.md):"
    printf '    - %s\n' "${missing[@]}"
  } >&2
  exit 1
fi
echo "==> prerequisites: ${python_note}; ${build_note}"
