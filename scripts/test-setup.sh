#!/usr/bin/env bash
# Tests scripts/setup.sh without installing anything: `uname`, `brew`, `apt-get`, `pkg-config`, `id` and
# `sudo` are stubs on a PATH that holds nothing else but `cat`. Each stub appends its name and arguments to a log;
# the test compares the log (which commands ran, in which order) and the exit status with what each branch
# must do: macOS with Homebrew, Linux with apt-get as root and not as root, and systems it does not know.
# The stub `pkg-config` finds libyaml once a stub installer ran (or when the case says it is installed).
# Prints one line per case and a closing `N passed, N failed`; exits 1 when a case failed.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
setup="$root/scripts/setup.sh"
bash_path="$(command -v bash)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

passed=0
failed=0

# Writes the stubs into $1. Their behaviour comes from the environment:
#   STUB_LOG      file each stub appends `name args…` to
#   STUB_STATE    folder; `installed` in it means libyaml is installed
#   STUB_UNAME    what `uname -s` prints
#   STUB_UID      what `id -u` prints
make_stubs() {
    local dir="$1"
    mkdir -p "$dir"
    local name
    for name in brew apt-get; do
        cat >"$dir/$name" <<'EOF'
#!STUB_BASH
echo "${0##*/} $*" >>"$STUB_LOG"
case " $* " in
*" install "*) : >"$STUB_STATE/installed" ;;
esac
EOF
    done
    cat >"$dir/pkg-config" <<'EOF'
#!STUB_BASH
echo "pkg-config $*" >>"$STUB_LOG"
[ "$*" = "--exists yaml-0.1 libxml-2.0 sqlite3 zlib" ] && [ -e "$STUB_STATE/installed" ]
EOF
    cat >"$dir/uname" <<'EOF'
#!STUB_BASH
echo "uname $*" >>"$STUB_LOG"
echo "$STUB_UNAME"
EOF
    cat >"$dir/id" <<'EOF'
#!STUB_BASH
echo "id $*" >>"$STUB_LOG"
echo "$STUB_UID"
EOF
    # sudo logs itself, applies leading VAR=value arguments, and runs the rest (which logs itself too).
    cat >"$dir/sudo" <<'EOF'
#!STUB_BASH
echo "sudo $*" >>"$STUB_LOG"
while [ "$#" -gt 0 ]; do
    case "$1" in
    *=*) export "${1?}"; shift ;;
    *) break ;;
    esac
done
exec "$@"
EOF
    for name in brew apt-get pkg-config uname id sudo; do
        # The stubs run on a PATH with nothing but stubs, so they name bash by its full path.
        sed -i.orig "1s|STUB_BASH|$bash_path|" "$dir/$name"
        rm -f "$dir/$name.orig"
        chmod +x "$dir/$name"
    done
}

# run_case NAME UNAME UID INSTALLED STUBS EXPECTED_STATUS EXPECTED_LOG
#   STUBS: the stubs on PATH (space-separated), so a case can leave out brew or apt-get.
#   EXPECTED_LOG: the commands that must run, one per line, in order.
run_case() {
    local name="$1" uname_s="$2" uid="$3" installed="$4" stubs="$5" expected_status="$6" expected_log="$7"
    local dir="$work/$name"
    mkdir -p "$dir/state"
    make_stubs "$dir/all"
    mkdir -p "$dir/bin"
    local stub
    for stub in $stubs; do
        cp "$dir/all/$stub" "$dir/bin/$stub"
    done
    # The one real program setup.sh uses besides the stubbed ones.
    ln -s "$(command -v cat)" "$dir/bin/cat"
    : >"$dir/log"
    if [ "$installed" = yes ]; then : >"$dir/state/installed"; fi

    local status=0
    env -i PATH="$dir/bin" HOME="$dir" STUB_LOG="$dir/log" STUB_STATE="$dir/state" \
        STUB_UNAME="$uname_s" STUB_UID="$uid" \
        "$bash_path" "$setup" >"$dir/stdout" 2>"$dir/stderr" || status=$?

    local problems=""
    if [ "$status" -ne "$expected_status" ]; then
        problems="exit status $status, expected $expected_status"
    fi
    if [ "$(cat "$dir/log")" != "$expected_log" ]; then
        problems="${problems:+$problems; }commands differ"
    fi
    if [ "$expected_status" -ne 0 ] && ! grep -q "yaml-0.1" "$dir/stderr"; then
        problems="${problems:+$problems; }no install instructions on standard error"
    fi
    if [ -z "$problems" ]; then
        passed=$((passed + 1))
        echo "ok   $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name: $problems"
        echo "  expected commands:"
        printf '%s\n' "$expected_log" | sed 's/^/    /'
        echo "  ran:"
        sed 's/^/    /' "$dir/log"
        echo "  stdout:"
        sed 's/^/    /' "$dir/stdout"
        echo "  stderr:"
        sed 's/^/    /' "$dir/stderr"
    fi
}

all="uname id sudo pkg-config brew apt-get"

run_case darwin-installs-with-brew Darwin 501 no "$all" 0 "pkg-config --exists yaml-0.1 libxml-2.0 sqlite3 zlib
uname -s
brew install libyaml libxml2 sqlite zlib pkg-config
pkg-config --exists yaml-0.1 libxml-2.0 sqlite3 zlib"

run_case darwin-as-root-still-no-sudo Darwin 0 no "$all" 0 "pkg-config --exists yaml-0.1 libxml-2.0 sqlite3 zlib
uname -s
brew install libyaml libxml2 sqlite zlib pkg-config
pkg-config --exists yaml-0.1 libxml-2.0 sqlite3 zlib"

run_case darwin-already-installed Darwin 501 yes "$all" 0 "pkg-config --exists yaml-0.1 libxml-2.0 sqlite3 zlib"

run_case darwin-without-brew Darwin 501 no "uname id sudo pkg-config apt-get" 1 "pkg-config --exists yaml-0.1 libxml-2.0 sqlite3 zlib
uname -s"

run_case linux-root-apt-get Linux 0 no "$all" 0 "pkg-config --exists yaml-0.1 libxml-2.0 sqlite3 zlib
uname -s
id -u
apt-get update -qq
id -u
apt-get install -y -qq libyaml-dev libxml2-dev libsqlite3-dev zlib1g-dev pkg-config
pkg-config --exists yaml-0.1 libxml-2.0 sqlite3 zlib"

run_case linux-user-apt-get-through-sudo Linux 1000 no "$all" 0 "pkg-config --exists yaml-0.1 libxml-2.0 sqlite3 zlib
uname -s
id -u
sudo DEBIAN_FRONTEND=noninteractive apt-get update -qq
apt-get update -qq
id -u
sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libyaml-dev libxml2-dev libsqlite3-dev zlib1g-dev pkg-config
apt-get install -y -qq libyaml-dev libxml2-dev libsqlite3-dev zlib1g-dev pkg-config
pkg-config --exists yaml-0.1 libxml-2.0 sqlite3 zlib"

run_case linux-already-installed Linux 1000 yes "$all" 0 "pkg-config --exists yaml-0.1 libxml-2.0 sqlite3 zlib"

run_case linux-without-apt-get Linux 0 no "uname id sudo pkg-config brew" 1 "pkg-config --exists yaml-0.1 libxml-2.0 sqlite3 zlib
uname -s"

run_case neither-freebsd FreeBSD 0 no "$all" 1 "pkg-config --exists yaml-0.1 libxml-2.0 sqlite3 zlib
uname -s"

run_case neither-windows MINGW64_NT-10.0 1000 no "$all" 1 "pkg-config --exists yaml-0.1 libxml-2.0 sqlite3 zlib
uname -s"

echo "test-setup.sh: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
