# Two commands do all set-up on a fresh machine with Python 3.11:
#   make demo   — install, ingest the sample knowledge base with the bundled e5 model, answer questions
#   make test   — install, lint, run the whole test suite
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   := .venv
BIN    := $(VENV)/bin
DATA   ?= knowdesk-data
# pytest-xdist processes for `make test`; each test file stays whole in one (its module fixtures are shared)
TEST_WORKERS ?= 2

.PHONY: setup demo test lint bench clean

setup: $(BIN)/.installed

$(BIN)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev]'
	touch $@

demo: setup
	$(BIN)/knowdesk --data-dir $(DATA) ingest examples/hr_docs --kb hr --wait
	$(BIN)/knowdesk --data-dir $(DATA) graph build --kb hr
	@KNOWDESK_GLOSSARY_FILE=examples/glossary.json scripts/demo_questions.sh $(BIN)/knowdesk $(DATA)

lint: setup
	$(BIN)/ruff check src tests bench scripts
	$(BIN)/ruff format --check src tests bench scripts

test: lint
	$(BIN)/pytest -n $(TEST_WORKERS) --dist loadfile

bench: setup
	$(BIN)/python bench/retrieval.py

clean:
	rm -rf $(DATA) .pytest_cache .ruff_cache
