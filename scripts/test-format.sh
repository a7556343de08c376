#!/usr/bin/env bash
# Checks the Swift sources against the repository's swift-format configuration (.swift-format: 4 spaces,
# lines of at most 120 characters) with the swift-format that ships with the toolchain, and that no line is
# longer than 120 characters but where a string literal needs it (a line holding one, or inside a
# multi-line one: swift-format breaks code, never a literal). Test fixtures are inputs and are left as they are. `swift format -i FILES` fixes what it reports.
# Prints `N passed, N failed`.
set -euo pipefail
cd "$(dirname "$0")/.."
passed=0
failed=0
mapfile -t files < <(git ls-files 'Sources/*.swift' 'Tests/*.swift' 'Plugins/*.swift' 'scripts/plugin-tests/*.swift' | grep -v '/Fixtures/')
if report="$(swift format lint --strict "${files[@]}" 2>&1)"; then
    passed=$((passed + 1)); echo "ok   swift format lint: ${#files[@]} files"
else
    failed=$((failed + 1)); echo "FAIL swift format lint:"; head -n 20 <<<"$report"
fi
long="$(python3 - "${files[@]}" <<'PYTHON'
import sys
for name in sys.argv[1:]:
    inside = False
    for number, line in enumerate(open(name, encoding="utf-8"), 1):
        # A line holding a string literal may be long: swift-format does not break literals.
        if not inside and len(line.rstrip("\n")) > 120 and '"' not in line:
            print(f"{name}:{number}: {len(line.rstrip())} characters")
        if line.count('"""') % 2 == 1:
            inside = not inside
PYTHON
)"
if [ -z "$long" ]; then
    passed=$((passed + 1)); echo "ok   no line over 120 characters but those holding string literals"
else
    failed=$((failed + 1)); echo "FAIL lines over 120 characters:"; head -n 20 <<<"$long"
fi
echo "test-format.sh: $passed passed, $failed failed"
[ "$failed" = 0 ]
