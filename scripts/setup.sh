#!/usr/bin/env bash
# Installs what Mapwright needs to build: libyaml, libxml2, SQLite and zlib, found through pkg-config
# (`yaml-0.1`, `libxml-2.0`, `sqlite3`, `zlib`).
#   macOS (uname Darwin): Homebrew, `brew install libyaml libxml2 sqlite zlib pkg-config`.
#   Linux with apt-get (Debian, Ubuntu): `apt-get install libyaml-dev libxml2-dev libsqlite3-dev zlib1g-dev
#   pkg-config`, through sudo when not root.
#   Anything else: prints what to install by hand and exits 1.
# Does nothing when `pkg-config --exists yaml-0.1 libxml-2.0 sqlite3 zlib` already succeeds. scripts/test-setup.sh tests each branch.
set -euo pipefail

has_libraries() {
    command -v pkg-config >/dev/null 2>&1 && pkg-config --exists yaml-0.1 libxml-2.0 sqlite3 zlib 2>/dev/null
}

by_hand() {
    cat >&2 <<EOF
setup.sh: $1
Install these by hand, then run the command again:
  - libyaml with its headers (the C YAML library; pkg-config name yaml-0.1)
  - libxml2 with its headers (the C XML library; pkg-config name libxml-2.0)
  - SQLite with its headers (pkg-config name sqlite3) and zlib with its headers (pkg-config name zlib)
  - pkg-config (or pkgconf)
For example:
  macOS        brew install libyaml libxml2 sqlite zlib pkg-config      (Homebrew: https://brew.sh)
  Debian/Ubuntu apt-get install libyaml-dev libxml2-dev libsqlite3-dev zlib1g-dev pkg-config
  Fedora/RHEL  dnf install libyaml-devel libxml2-devel sqlite-devel zlib-devel pkgconf-pkg-config
  Arch         pacman -S libyaml libxml2 sqlite zlib pkgconf
  Alpine       apk add yaml-dev libxml2-dev sqlite-dev zlib-dev pkgconf
  FreeBSD      pkg install libyaml libxml2 sqlite3 pkgconf
Check with: pkg-config --exists yaml-0.1 libxml-2.0 sqlite3 zlib && echo found
EOF
    exit 1
}

# Runs a command as root: directly when already root, else through sudo. No arrays, so that it runs
# under macOS's bash 3.2 with `set -u` too.
as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        DEBIAN_FRONTEND=noninteractive "$@"
    else
        sudo DEBIAN_FRONTEND=noninteractive "$@"
    fi
}

if has_libraries; then
    echo "setup.sh: libyaml, libxml2, SQLite and zlib found (pkg-config yaml-0.1 libxml-2.0); nothing to install"
    exit 0
fi

system="$(uname -s)"
case "$system" in
Darwin)
    if ! command -v brew >/dev/null 2>&1; then
        by_hand "macOS without Homebrew (brew is not on PATH)."
    fi
    # Homebrew refuses to run as root and never needs sudo.
    brew install libyaml libxml2 sqlite zlib pkg-config
    ;;
Linux)
    if ! command -v apt-get >/dev/null 2>&1; then
        by_hand "Linux without apt-get: this script installs packages with apt-get only."
    fi
    as_root apt-get update -qq
    as_root apt-get install -y -qq libyaml-dev libxml2-dev libsqlite3-dev zlib1g-dev pkg-config
    ;;
*)
    by_hand "no installer known for this system ($system)."
    ;;
esac

if ! has_libraries; then
    echo "setup.sh: installed, but \`pkg-config --exists yaml-0.1 libxml-2.0 sqlite3 zlib\` still fails; is pkg-config's search path set?" >&2
    exit 1
fi
echo "setup.sh: libyaml, libxml2, SQLite and zlib installed (pkg-config yaml-0.1 libxml-2.0)"
