#!/usr/bin/env bash
# Kills `generate`, `import` and `export --force` with SIGKILL at random points while they replace an
# existing output, and checks that every write is all or nothing: right after the kill the output is
# byte for byte the previous one or the new one (a set of renames cut short must have left its journal,
# and the next run must finish it), and after the next successful run it is the new one with no
# temporary file left.
# Usage: scripts/kill-test.sh [ENTITIES] [KILLS]   (defaults: 1500 entities, 20 kills)
# KILL_TEST_SEED=N repeats a run's kill points; the seed is printed first.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
entities="${1:-1500}"
kills="${2:-20}"
seed="${KILL_TEST_SEED:-$$}"
RANDOM=$seed
limit=300  # seconds any one command may take
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "seed $seed, $entities entities, $kills kills"

swift build --product mapwright >/dev/null 2>&1 || swift build --product mapwright || exit 2
# A copy, so that a build running meanwhile cannot replace the binary under the test.
cp "$(swift build --show-bin-path)/mapwright" "$work/mapwright"
binary="$work/mapwright"

# Two models with the same version names: the last version of `new` has one more entity, so every
# generated file differs between the two.
make_model() {  # folder, entities in the last version
    mkdir -p "$1"
    awk -v entities="$entities" -f Benchmarks/generate-model.awk > "$1/Big.yaml"
    awk -v entities="$entities" -f Benchmarks/generate-model.awk | sed 's/^versionIdentifier: .*/versionIdentifier: "2"/' > "$1/Big 2.yaml"
    awk -v entities="$2" -f Benchmarks/generate-model.awk | sed 's/^versionIdentifier: .*/versionIdentifier: "3"/' > "$1/Big 3.yaml"
    printf 'current: Big 3\n' > "$1/_manifest.yaml"
}
make_model "$work/old" "$entities"
make_model "$work/new" "$((entities + 1))"
"$binary" export "$work/old" -o "$work/old.xcdatamodeld" >/dev/null || exit 2
"$binary" export "$work/new" -o "$work/new.xcdatamodeld" >/dev/null || exit 2

# The checksum of every file below a folder, names included; temporary files and the journal are
# left out (they are checked separately).
snapshot() {
    (cd "$1" 2>/dev/null && find . -type f ! -name '.*.mapwright-*.tmp' ! -name '.mapwright-journal' -print0 \
        | LC_ALL=C sort -z | xargs -0 -r sha256sum | sha256sum | cut -c1-64) || echo missing
}
leftovers() {  # temporary files, journals, staging and backup folders in and beside a folder
    find "$1" "$(dirname "$1")" -maxdepth 3 \( -name '.*.mapwright-*.tmp' -o -name '.mapwright-journal' \
        -o -name '.*.writing-*' -o -name '.*.replaced-*' \) 2>/dev/null | head -5
}

passed=0
failed=0
fail() { echo "FAIL $*"; failed=$((failed + 1)); }

# One command's kill runs: $1 name, $2 kills, $3 output, then "--" and the command that writes the old
# output, then "--" and the command that writes the new one (both replace an existing output).
kill_runs() {
    local name=$1 count=$2 output=$3
    shift 3
    local old=() new=()
    shift  # --
    while [ "$1" != "--" ]; do old+=("$1"); shift; done
    shift
    new=("$@")
    rm -rf "$output"
    timeout "$limit" "${old[@]}" >/dev/null 2>&1
    local before after
    before=$(snapshot "$output")
    cp -a "$output" "$work/before"
    local start end
    start=$(date +%s%N)
    timeout "$limit" "${new[@]}" >/dev/null 2>&1 || { fail "$name: the uninterrupted run failed"; return; }
    end=$(date +%s%N)
    after=$(snapshot "$output")
    local duration_ms=$(( (end - start) / 1000000 ))
    [ "$before" != "$after" ] || { fail "$name: the old and new outputs are the same"; return; }
    echo "$name: an uninterrupted run takes $duration_ms ms"
    for _ in $(seq "$count"); do
        rm -rf "$output"
        cp -a "$work/before" "$output"
        # Every other kill falls in the last quarter of the run, where the files are written.
        local delay_ms=$(( (RANDOM * 32768 + RANDOM) % (duration_ms + 1) ))
        if [ $((RANDOM % 2)) -eq 0 ]; then delay_ms=$(( duration_ms * 3 / 4 + delay_ms * 3 / 10 )); fi
        "${new[@]}" >/dev/null 2>&1 &
        local pid=$!
        sleep "$(printf '%d.%03d' $((delay_ms / 1000)) $((delay_ms % 1000)))"
        kill -9 "$pid" 2>/dev/null
        wait "$pid" 2>/dev/null
        local state
        state=$(snapshot "$output")
        local verdict
        if [ "$state" = "$before" ]; then verdict=old
        elif [ "$state" = "$after" ]; then verdict=new
        elif [ -e "$output/.mapwright-journal" ]; then verdict="renames cut short, journal left"
        elif [ "$state" = missing ] && ls -d "$(dirname "$output")/.$(basename "$output").replaced-"* >/dev/null 2>&1; then
            verdict="swap cut short, backup left"
        else
            fail "$name killed after $delay_ms ms: the output is neither the old nor the new one"
            continue
        fi
        if ! timeout "$limit" "${new[@]}" >/dev/null 2>&1; then
            fail "$name killed after $delay_ms ms ($verdict): the next run failed"
        elif [ "$(snapshot "$output")" != "$after" ]; then
            fail "$name killed after $delay_ms ms ($verdict): the next run did not write the new output"
        elif [ -n "$(leftovers "$output")" ]; then
            fail "$name killed after $delay_ms ms ($verdict): the next run left $(leftovers "$output" | tr '\n' ' ')"
        else
            echo "ok $name killed after $delay_ms ms: $verdict"
            passed=$((passed + 1))
        fi
    done
    rm -rf "$work/before"
}

generate_kills=$(( kills * 7 / 20 ))
import_kills=$(( kills * 7 / 20 ))
export_kills=$(( kills - generate_kills - import_kills ))
kill_runs generate "$generate_kills" "$work/out" \
    -- "$binary" generate "$work/old" --output "$work/out" --all-steps \
    -- "$binary" generate "$work/new" --output "$work/out" --all-steps
kill_runs import "$import_kills" "$work/yaml" \
    -- "$binary" import "$work/old.xcdatamodeld" -o "$work/yaml" --force \
    -- "$binary" import "$work/new.xcdatamodeld" -o "$work/yaml" --force
kill_runs "export --force" "$export_kills" "$work/Out.xcdatamodeld" \
    -- "$binary" export "$work/old" -o "$work/Out.xcdatamodeld" --force \
    -- "$binary" export "$work/new" -o "$work/Out.xcdatamodeld" --force

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
