#!/usr/bin/env bash
# Tests the pre-commit hook `mapwright-check` (.pre-commit-hooks.yaml) with pre-commit itself
# (`pre-commit try-repo`, which reads the hook definition from this repository; no network), in a
# temporary git repository holding a copy of schemas/ToDo and a mapwright.yml:
#   - with the default threshold the hook passes (check exits 0 on schemas/ToDo);
#   - with `failOn: heavy` it fails (ToDo 2 → ToDo 3 is heavy);
#   - a commit that touches no model file skips it;
#   - once the models are committed, findings the last commit already had pass (`--since HEAD`).
# The hook runs the `mapwright` on PATH: the static binary of `make static` on Linux, else `make release`'s.
# Installs pre-commit with pip when it is missing. Prints one line per case and `N passed, N failed`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

python3 -m pre_commit --version >/dev/null 2>&1 || python3 -m pip install --quiet pre-commit
if [ "$(uname -s)" = Linux ]; then
    make -s static >/dev/null
    bin_dir="$(make -s static-bin-path)"
else
    make -s release >/dev/null
    bin_dir="$(swift build -c release --product mapwright --show-bin-path)"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="$work/pre-commit-home"
export PATH="$bin_dir:$PATH"

app="$work/app"
mkdir -p "$app/schemas"
cp -R schemas/ToDo "$app/schemas/ToDo"
printf 'models:\n  - schemas/ToDo\n' >"$app/mapwright.yml"
echo 'print("hello")' >"$app/App.swift"
git -C "$app" init -q
git -C "$app" add -A

passed=0
failed=0

# run_case NAME EXPECTED_STATUS EXPECTED_TEXT PRE_COMMIT_ARGUMENTS…
run_case() {
    local name="$1" expected_status="$2" expected_text="$3"
    shift 3
    local status=0
    (cd "$app" && python3 -m pre_commit try-repo "$root" mapwright-check "$@") >"$work/out" 2>&1 || status=$?
    if [ "$status" -eq "$expected_status" ] && grep -q "$expected_text" "$work/out"; then
        passed=$((passed + 1))
        echo "ok   $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name: exit status $status (expected $expected_status), output:"
        sed 's/^/    /' "$work/out"
    fi
}

run_case "the hook passes on schemas/ToDo (default threshold)" 0 "mapwright check.*Passed" --all-files
printf 'models:\n  - schemas/ToDo\nfailOn: heavy\n' >"$app/mapwright.yml"
run_case "the hook fails with failOn: heavy" 1 "mapwright check.*Failed" --all-files
run_case "the hook shows the finding" 1 "ToDo 3.yaml:16:7: warning: .*MW101" --all-files
run_case "a commit without model files skips the hook" 0 "mapwright check.*Skipped" --files App.swift
# Once the models are committed, findings HEAD already has cannot fail the next commit (--since HEAD).
git -C "$app" -c user.name=Test -c user.email=test@example.com -c commit.gpgsign=false commit -q -m models
printf 'models:\n  - schemas/ToDo\nfailOn: warning\n' >"$app/mapwright.yml"
run_case "findings the last commit had pass the hook" 0 "mapwright check.*Passed" --all-files

echo "test-pre-commit.sh: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
