#!/usr/bin/env bash
# Tests the command plugins (Plugins/) without Xcode and without building the package:
#   - the generate plugin's ModelArguments.swift is a link to the read-only plugin's (plugin targets
#     cannot share a library, so the one file is linked into both);
#   - the plugins' pure logic (ReadOnlyCommands.swift, ModelArguments.swift) compiled with
#     scripts/plugin-tests/main.swift: which commands the read-only plugin refuses, how the
#     .xcdatamodeld bundles of an Xcode project are found and put on the command line;
#   - on Linux, each plugin type-checks against SwiftPM's PackagePlugin module as SwiftPM compiles it
#     (tools version 6.0), once as it is and once with a stand-in for Xcode's XcodeProjectPlugin module
#     (scripts/plugin-tests/XcodeProjectPlugin.swift), so the `#if canImport(XcodeProjectPlugin)` parts are
#     compiled too. The stand-in declares only the API the plugins use; Xcode's own module is the reference;
#   - the read-only plugin run by SwiftPM: `check` runs, every command that writes is refused and writes
#     nothing (after `swift test` in CI, so `mapwright` is built; MAPWRIGHT_SKIP_SWIFTPM_PLUGIN=1 skips).
# Prints one line per check and a closing `N passed, N failed`; exits 1 when a check failed.
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }

if [ "$(readlink Plugins/MapwrightGeneratePlugin/ModelArguments.swift)" = "../MapwrightPlugin/ModelArguments.swift" ]; then
    pass "the generate plugin shares the read-only plugin's ModelArguments.swift"
else
    fail "Plugins/MapwrightGeneratePlugin/ModelArguments.swift must link to ../MapwrightPlugin/ModelArguments.swift"
fi

if swiftc -swift-version 6 -o "$work/plugin-tests" Plugins/MapwrightPlugin/ReadOnlyCommands.swift \
    Plugins/MapwrightPlugin/ModelArguments.swift scripts/plugin-tests/main.swift >"$work/build.log" 2>&1; then
    "$work/plugin-tests" >"$work/tests.log" 2>&1 || true
    cat "$work/tests.log"
    passed=$((passed + $(grep -c '^ok ' "$work/tests.log" || true)))
    failed=$((failed + $(grep -c '^FAIL ' "$work/tests.log" || true)))
    if ! grep -q '^plugin logic: ' "$work/tests.log"; then fail "the plugin logic tests did not finish"; fi
else
    cat "$work/build.log"
    fail "the plugin logic tests do not compile"
fi

if [ "$(uname -s)" = Linux ]; then
    resources="$(swift -print-target-info | sed -n 's/.*"runtimeResourcePath": *"\([^"]*\)".*/\1/p' | head -n 1)"
    api="$resources/pm/PluginAPI"
    flags=(-typecheck -parse-as-library -swift-version 6 -package-description-version 6.0 -I "$api")
    swiftc -emit-module -parse-as-library -swift-version 6 -package-description-version 6.0 -I "$api" \
        -module-name XcodeProjectPlugin -emit-module-path "$work/stub/XcodeProjectPlugin.swiftmodule" \
        scripts/plugin-tests/XcodeProjectPlugin.swift >"$work/stub.log" 2>&1 || { cat "$work/stub.log"; }
    for plugin in MapwrightPlugin MapwrightGeneratePlugin; do
        if swiftc "${flags[@]}" Plugins/"$plugin"/*.swift >"$work/$plugin.log" 2>&1; then
            pass "$plugin type-checks (SwiftPM)"
        else
            cat "$work/$plugin.log"
            fail "$plugin does not type-check (SwiftPM)"
        fi
        if swiftc "${flags[@]}" -I "$work/stub" Plugins/"$plugin"/*.swift >"$work/$plugin-xcode.log" 2>&1; then
            pass "$plugin type-checks with XcodeProjectPlugin (stand-in)"
        else
            cat "$work/$plugin-xcode.log"
            fail "$plugin does not type-check with XcodeProjectPlugin (stand-in)"
        fi
    done
fi

# The read-only plugin as SwiftPM runs it (`swift package mapwright …`). It builds `mapwright` in debug,
# which `swift test` has built already when this runs after it in CI. Nothing may be written.
swiftpm_case() {
    local name="$1" expected_status="$2" expected_text="$3"
    shift 3
    local status=0 attempt
    # SwiftPM itself sometimes dies of a signal in libdispatch as a plugin exits (status 128+N, after the
    # plugin printed its answer): that is SwiftPM's crash, not Mapwright's, so such a run is tried again.
    for attempt in 1 2 3; do
        status=0
        swift package mapwright "$@" >"$work/plugin.out" 2>&1 || status=$?
        [ "$status" -lt 128 ] && break
        echo "note: swift package exited with signal $((status - 128)) (attempt $attempt); running it again"
    done
    local changes
    changes="$(git status --porcelain --untracked-files=all -- schemas Migrations mapwright.yml)"
    if [ "$status" -eq "$expected_status" ] && grep -q -- "$expected_text" "$work/plugin.out" && [ -z "$changes" ]; then
        pass "$name: swift package mapwright $*"
    else
        fail "$name: swift package mapwright $*: exit status $status (expected $expected_status), changes: ${changes:-none}"
        sed 's/^/    /' "$work/plugin.out"
    fi
}
if [ "${MAPWRIGHT_SKIP_SWIFTPM_PLUGIN:-}" = 1 ]; then
    echo "skip swift package mapwright … (MAPWRIGHT_SKIP_SWIFTPM_PLUGIN=1)"
else
    swiftpm_case "check runs" 0 "ToDo: heavy" check schemas/ToDo
    swiftpm_case "lock is refused" 1 "writes the lock file" lock schemas/ToDo
    swiftpm_case "import is refused" 1 "writes a model" import Tests/mapwrightCLITests/Fixtures/xcode/Model.xcdatamodeld --output schemas/Imported
    swiftpm_case "export is refused" 1 "writes a model" export schemas/ToDo --output schemas/ToDo.xcdatamodeld
    swiftpm_case "config init is refused" 1 "writes mapwright.yml" config init
    swiftpm_case "generate is refused" 1 "mapwright-generate" generate schemas/ToDo --output Migrations
fi

echo "test-plugins.sh: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
