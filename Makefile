# CubeLab: `make run` sets up and opens the app; `make test` sets up and runs
# every test; `make test-fast` runs the tests that open no window and build no
# full solver table (markers gui, tables and slow in pyproject.toml), in a few
# minutes. All are idempotent: the virtualenv is made once in .venv.
PYTHON := $(shell scripts/find-python)
VENV := .venv
STAMP := $(VENV)/.installed

.PHONY: run test test-fast bench tables clean

$(STAMP): pyproject.toml
	@test -n "$(PYTHON)" || exit 1
	@test -x $(VENV)/bin/python || $(PYTHON) -m venv $(VENV)
	$(VENV)/bin/python -m pip install -q --upgrade pip
	$(VENV)/bin/python -m pip install -q -e '.[test]'
	@touch $(STAMP)

run: $(STAMP)
	$(VENV)/bin/python main.py

test: $(STAMP)
	@scripts/system-deps
	$(VENV)/bin/python -m pytest -q

test-fast: $(STAMP)
	$(VENV)/bin/python -m pytest -q -m "not gui and not tables and not slow"

bench: $(STAMP)
	$(VENV)/bin/python -m pip install -q -e '.[bench]'
	for b in bench/bench_*.py; do $(VENV)/bin/python $$b || exit 1; done

tables: $(STAMP)
	$(VENV)/bin/python main.py tables --build

clean:
	rm -rf $(VENV) build *.egg-info
