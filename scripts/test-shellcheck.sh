#!/usr/bin/env bash
# Lints the shell scripts (scripts/*.sh, .ci/run) and the `run:` steps of action.yml with shellcheck.
# Installs shellcheck with apt-get when it is missing and this runs as root on Debian/Ubuntu (CI); elsewhere
# without shellcheck it says so and passes. Prints one line per file and a closing `N passed, N failed`.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v shellcheck >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq shellcheck >/dev/null 2>&1 \
        || { apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq shellcheck >/dev/null 2>&1; } \
        || true
fi
if ! command -v shellcheck >/dev/null 2>&1; then
    echo "test-shellcheck.sh: shellcheck is not installed; nothing checked"
    echo "test-shellcheck.sh: 0 passed, 0 failed"
    exit 0
fi

python3 -c 'import yaml' 2>/dev/null || python3 -m pip install --quiet pyyaml
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Each `run:` step of action.yml as a script, `${{ … }}` replaced by a plain word.
python3 - "$work" <<'PY'
import re, sys, yaml
with open("action.yml") as handle:
    action = yaml.safe_load(handle)
for number, step in enumerate(action["runs"]["steps"]):
    if "run" in step:
        body = re.sub(r"\$\{\{.*?\}\}", "EXPRESSION", step["run"])
        with open(f"{sys.argv[1]}/action-step-{number}.sh", "w") as handle:
            handle.write(f"#!/usr/bin/env bash\n# action.yml: {step['name']}\n{body}")
PY

passed=0
failed=0
for file in scripts/*.sh .ci/run "$work"/action-step-*.sh; do
    name="$file"
    case "$file" in "$work"/*) name="action.yml: $(sed -n '2s/^# action.yml: //p' "$file")" ;; esac
    if shellcheck -s bash "$file" >"$work/out" 2>&1; then
        passed=$((passed + 1))
        echo "ok   $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name"
        sed 's/^/    /' "$work/out"
    fi
done
echo "test-shellcheck.sh: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
