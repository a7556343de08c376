#!/usr/bin/env bash
# Tests the binary route (docs/install.md) on Linux: builds mapwright.artifactbundle from the static binary,
# writes the plugins package around it (`binaryTarget(path:)`), and builds a sample app
# (Tests/mapwrightCLITests/Fixtures/ArtifactBundleApp) that applies the build-tool plugin: `swift build`
# must report the model's finding as a warning, and fail on a model that cannot be read; the command
# plugin must run `check` from the bundle. Nothing of Mapwright is compiled for the app.
# Run after scripts/test-static.sh (it reuses the static build). Prints `N passed, N failed`.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }

binary="$(make -s static-bin-path)/mapwright"
[ -x "$binary" ] || make static >/dev/null
MAPWRIGHT_BINARY="$binary" scripts/artifactbundle.sh "$work/dist" >/dev/null
if grep -q '"type": "executable"' "$work/dist/mapwright.artifactbundle/info.json" && [ -s "$work/dist/mapwright.artifactbundle.zip.checksum" ]; then
    pass "the bundle has its info.json, and the zip its checksum"
else
    fail "the bundle or its checksum is missing"
fi

# The release joins the Linux bundle with the macOS one built on a Mac: here a stand-in macOS variant.
mkdir -p "$work/mac/mapwright.artifactbundle/mapwright-0-macos/bin"
cp "$binary" "$work/mac/mapwright.artifactbundle/mapwright-0-macos/bin/mapwright"
printf '{"schemaVersion": "1.0", "artifacts": {"mapwright": {"version": "0", "type": "executable", "variants": [{"path": "mapwright-0-macos/bin/mapwright", "supportedTriples": ["arm64-apple-macosx", "x86_64-apple-macosx"]}]}}}\n' \
    >"$work/mac/mapwright.artifactbundle/info.json"
scripts/artifactbundle.sh --merge "$work/merged" "$work/dist/mapwright.artifactbundle" "$work/mac/mapwright.artifactbundle" >/dev/null
if [ "$(grep -c '"path"' "$work/merged/mapwright.artifactbundle/info.json")" = 2 ] && [ -x "$work/merged/mapwright.artifactbundle/mapwright-0-macos/bin/mapwright" ]; then
    pass "merging bundles keeps every variant (the release's Linux and macOS ones)"
else
    fail "the merged bundle lacks a variant"
fi

scripts/plugins-package.sh "$work/MapwrightPlugins" --path mapwright.artifactbundle >/dev/null
cp -R "$work/merged/mapwright.artifactbundle" "$work/MapwrightPlugins/"
cp -R Tests/mapwrightCLITests/Fixtures/ArtifactBundleApp "$work/ShopApp"
cd "$work/ShopApp"

if output="$(swift build 2>&1)"; then status=0; else status=$?; fi
if [ "$status" = 0 ] && grep -q 'Shop.yaml:[0-9]*:[0-9]*: warning: .*\[MW121\]' <<<"$output"; then
    pass "swift build runs the build-tool plugin and shows the model's finding as a warning"
else
    fail "swift build (status $status) did not show MW121: $(tail -n 20 <<<"$output")"
fi
if ! grep -q "Compiling.*MapwrightCore\|SwiftSyntax" <<<"$output"; then
    pass "the app compiles neither Mapwright nor swift-syntax"
else
    fail "the app compiled Mapwright's sources"
fi

printf 'entities: [Item\n' >"Sources/ShopApp/Schemas/Shop/Shop 2.yaml"
if output="$(swift build 2>&1)"; then status=0; else status=$?; fi
if [ "$status" != 0 ] && grep -q 'Shop 2.yaml:[0-9]*:[0-9]*: error: .*\[MW004\]' <<<"$output"; then
    pass "a model that cannot be read fails the build, with its position"
else
    fail "a broken model: swift build exited $status: $(tail -n 20 <<<"$output")"
fi
cp "$root/Tests/mapwrightCLITests/Fixtures/ArtifactBundleApp/Sources/ShopApp/Schemas/Shop/Shop 2.yaml" "Sources/ShopApp/Schemas/Shop/"

if output="$(swift package mapwright check Sources/ShopApp/Schemas/Shop 2>&1)" && grep -q '\[MW121\]' <<<"$output"; then
    pass "swift package mapwright check runs the bundle's binary"
else
    fail "the command plugin: $(tail -n 10 <<<"$output")"
fi

echo "test-artifactbundle.sh: $passed passed, $failed failed"
[ "$failed" = 0 ]
