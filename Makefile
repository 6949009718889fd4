# CubeLab: `make run` sets up and opens the app; `make test` sets up and runs
# every test. Both are idempotent: the virtualenv is made once in .venv.
PYTHON := $(shell scripts/find-python)
VENV := .venv
STAMP := $(VENV)/.installed

.PHONY: run test bench tables clean

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

bench: $(STAMP)
	$(VENV)/bin/python -m pip install -q -e '.[bench]'
	for b in bench/bench_*.py; do $(VENV)/bin/python $$b || exit 1; done

tables: $(STAMP)
	$(VENV)/bin/python main.py tables --build

clean:
	rm -rf $(VENV) build *.egg-info
