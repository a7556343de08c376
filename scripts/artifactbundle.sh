#!/usr/bin/env bash
# Builds mapwright.artifactbundle: SwiftPM's binary-artifact layout (an `info.json` naming one variant per
# platform), which a package consumes through `binaryTarget` so that its plugins and CI never compile
# Mapwright (docs/install.md). On Linux the variant is the static binary of `make static`
# (x86_64 or aarch64, whichever this machine is); on macOS a universal binary (arm64 and x86_64).
# Then zips it and writes the SwiftPM checksum next to it.
#   scripts/artifactbundle.sh [OUTPUT-DIR]        default: dist
#   scripts/artifactbundle.sh --merge OUTPUT-DIR BUNDLE…   one bundle holding every variant of the bundles
#                                                         given (the release joins Linux's and macOS's)
# MAPWRIGHT_BINARY=path uses a binary already built instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."

# Zips OUT/mapwright.artifactbundle and writes the SwiftPM checksum of the zip beside it.
package() {
    local out="$1" checksum
    # zip keeps the binary's mode and links; Python's zipfile (the mode too) where zip is not installed.
    if command -v zip >/dev/null; then
        (cd "$out" && rm -f mapwright.artifactbundle.zip && zip -qry mapwright.artifactbundle.zip mapwright.artifactbundle)
    else
        (cd "$out" && rm -f mapwright.artifactbundle.zip && python3 -m zipfile -c mapwright.artifactbundle.zip mapwright.artifactbundle)
    fi
    checksum="$(swift package compute-checksum "$out/mapwright.artifactbundle.zip")"
    echo "$checksum" >"$out/mapwright.artifactbundle.zip.checksum"
    echo "$out/mapwright.artifactbundle"
    echo "checksum $checksum"
}

if [ "${1:-}" = --merge ]; then
    out="${2:?usage: scripts/artifactbundle.sh --merge OUTPUT-DIR BUNDLE…}"
    shift 2
    rm -rf "$out/mapwright.artifactbundle"
    mkdir -p "$out/mapwright.artifactbundle"
    for part in "$@"; do
        for variant in "$part"/mapwright-*; do cp -R "$variant" "$out/mapwright.artifactbundle/"; done
    done
    python3 - "$out/mapwright.artifactbundle/info.json" "$@" <<'PYTHON'
import json, sys
merged = None
for part in sys.argv[2:]:
    with open(part + "/info.json") as handle:
        info = json.load(handle)
    if merged is None:
        merged = info
    else:
        merged["artifacts"]["mapwright"]["variants"] += info["artifacts"]["mapwright"]["variants"]
with open(sys.argv[1], "w") as handle:
    json.dump(merged, handle, indent=2, sort_keys=True)
    handle.write("\n")
PYTHON
    package "$out"
    exit 0
fi

out="${1:-dist}"
version="$(sed -n 's/.*version: "\([^"]*\)".*/\1/p' Sources/mapwright/Mapwright.swift | head -n 1)"
machine="$(uname -m)"
case "$(uname -s)" in
    Linux)
        binary="${MAPWRIGHT_BINARY:-}"
        if [ -z "$binary" ]; then make static >/dev/null; binary="$(make -s static-bin-path)/mapwright"; fi
        triple="$machine-unknown-linux-gnu"
        variant="mapwright-$version-linux-$machine"
        triples="\"$triple\"" ;;
    Darwin)
        binary="${MAPWRIGHT_BINARY:-}"
        if [ -z "$binary" ]; then
            swift build -c release --product mapwright --arch arm64 --arch x86_64 >/dev/null
            binary="$(swift build -c release --product mapwright --arch arm64 --arch x86_64 --show-bin-path)/mapwright"
        fi
        variant="mapwright-$version-macos"
        triples='"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
    *) echo "artifactbundle: Linux or macOS only" >&2; exit 2 ;;
esac
bundle="$out/mapwright.artifactbundle"
rm -rf "$bundle" "$out/mapwright.artifactbundle.zip"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/mapwright"
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "mapwright": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/mapwright",
          "supportedTriples": [$triples]
        }
      ]
    }
  }
}
JSON
package "$out"
