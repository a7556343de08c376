#!/usr/bin/env bash
# CI's short fuzz run: builds every fuzz target once, then runs each for SECONDS (default 20) on its seed
# corpus through scripts/fuzz. A target fails on any crash, timeout, out-of-memory or leak report
# (libFuzzer's exit status, or an `ERROR:` line of libFuzzer or a sanitizer); its report and the path of
# the input (.build/fuzz/crashes/TARGET/) are printed, and the input becomes a regression test.
# Usage: scripts/fuzz-ci.sh [SECONDS]   (FUZZ_SEED=N for another fixed mutation sequence)
# The targets are built without optimisation (FUZZ_UNOPTIMIZED=1, in .build/fuzz-onone): an optimised
# build of swift-syntax alone takes longer than CI's whole fuzz budget. FUZZ_SANITIZERS is passed on
# (fuzzer,address adds AddressSanitizer and its leak checker).
# Prints one line per target and a closing `N passed, N failed`; exits 1 when a target failed, 2 when a
# target does not build.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
seconds="${1:-20}"
export FUZZ_UNOPTIMIZED=1
# A fixed seed: CI repeats the mutations a run here made (as far as its machine gets in the time), so a
# finding shows up here first and never as a chance failure there. FUZZ_SEED picks another sequence.
export FUZZ_FLAGS="-seed=${FUZZ_SEED:-1} ${FUZZ_FLAGS:-}"
targets=(FuzzYAMLVersion FuzzConfiguration FuzzXcodeContents FuzzCurrentVersion FuzzMappingModel FuzzSwiftData FuzzRoundTrip)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

started=$SECONDS
for target in "${targets[@]}"; do
    if ! FUZZ_BUILD_ONLY=1 scripts/fuzz "$target" >"$work/build.log" 2>&1; then
        tail -40 "$work/build.log"
        echo "fuzz-ci.sh: $target does not build"
        exit 2
    fi
done
echo "built ${#targets[@]} targets in $((SECONDS - started)) s"

passed=0
failed=0
for target in "${targets[@]}"; do
    log="$work/$target.log"
    started=$SECONDS
    scripts/fuzz "$target" "$seconds" >"$log" 2>&1
    status=$?
    runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")"
    if [ "$status" -eq 0 ] && [ -n "$runs" ] && ! grep -q '^==[0-9]*==.*ERROR\|^ERROR: libFuzzer\|^SUMMARY: ' "$log"; then
        passed=$((passed + 1))
        echo "ok   $target: $runs inputs in $((SECONDS - started)) s"
    else
        failed=$((failed + 1))
        echo "FAIL $target (exit status $status)"
        # The report, without the property-list parser's complaints about each input.
        grep -v 'CFPropertyList\|^#[0-9]' "$log" | tail -60
    fi
done
echo "fuzz-ci.sh: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
