#!/usr/bin/env bash
# Installs what Mapwright needs to build on Debian or Ubuntu: libyaml (found through pkg-config).
set -euo pipefail
if pkg-config --exists yaml-0.1 2>/dev/null; then
    exit 0
fi
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libyaml-dev pkg-config
