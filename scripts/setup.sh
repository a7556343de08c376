#!/usr/bin/env bash
# Installs what Mapwright needs to build: libyaml, found through pkg-config (`yaml-0.1`).
#   macOS (uname Darwin): Homebrew, `brew install libyaml pkg-config`.
#   Linux with apt-get (Debian, Ubuntu): `apt-get install libyaml-dev pkg-config`, through sudo when not root.
#   Anything else: prints what to install by hand and exits 1.
# Does nothing when `pkg-config --exists yaml-0.1` already succeeds. scripts/test-setup.sh tests each branch.
set -euo pipefail

has_libyaml() {
    command -v pkg-config >/dev/null 2>&1 && pkg-config --exists yaml-0.1 2>/dev/null
}

by_hand() {
    cat >&2 <<EOF
setup.sh: $1
Install these by hand, then run the command again:
  - libyaml with its headers (the C YAML library; pkg-config name yaml-0.1)
  - pkg-config (or pkgconf)
For example:
  macOS        brew install libyaml pkg-config      (Homebrew: https://brew.sh)
  Debian/Ubuntu apt-get install libyaml-dev pkg-config
  Fedora/RHEL  dnf install libyaml-devel pkgconf-pkg-config
  Arch         pacman -S libyaml pkgconf
  Alpine       apk add yaml-dev pkgconf
  FreeBSD      pkg install libyaml pkgconf
Check with: pkg-config --exists yaml-0.1 && echo found
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

if has_libyaml; then
    echo "setup.sh: libyaml found (pkg-config yaml-0.1); nothing to install"
    exit 0
fi

system="$(uname -s)"
case "$system" in
Darwin)
    if ! command -v brew >/dev/null 2>&1; then
        by_hand "macOS without Homebrew (brew is not on PATH)."
    fi
    # Homebrew refuses to run as root and never needs sudo.
    brew install libyaml pkg-config
    ;;
Linux)
    if ! command -v apt-get >/dev/null 2>&1; then
        by_hand "Linux without apt-get: this script installs packages with apt-get only."
    fi
    as_root apt-get update -qq
    as_root apt-get install -y -qq libyaml-dev pkg-config
    ;;
*)
    by_hand "no installer known for this system ($system)."
    ;;
esac

if ! has_libyaml; then
    echo "setup.sh: installed, but \`pkg-config --exists yaml-0.1\` still fails; is pkg-config's search path set?" >&2
    exit 1
fi
echo "setup.sh: libyaml installed (pkg-config yaml-0.1)"
