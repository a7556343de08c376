#!/usr/bin/env bash
# Tests the GitHub action (action.yml) without GitHub and without a network: scripts/run-action.py reads
# action.yml and runs its `run:` steps the way the runner does (bash -eo pipefail, `${{ … }}` expressions,
# `if:` conditions, step outputs through $GITHUB_OUTPUT), skipping the steps that use other actions
# (actions/cache, upload-sarif). $GITHUB_STEP_SUMMARY, $GITHUB_OUTPUT and $RUNNER_TEMP are temporary files.
# Each case checks the job's result, the check's exit code, the job summary and the SARIF file.
# Prints one line per case and a closing `N passed, N failed`; exits 1 when a case failed.
# The build step is the static build of `make static` (.build-static), so after scripts/test-static.sh it
# is up to date and costs seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 -c 'import yaml' 2>/dev/null || python3 -m pip install --quiet pyyaml
exec python3 scripts/run-action.py --test
