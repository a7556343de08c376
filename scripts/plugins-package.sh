#!/usr/bin/env bash
# Writes the package an app adds to use Mapwright's plugins without compiling Mapwright: its
# Package.swift names the artifact bundle as a `binaryTarget` (a release's URL and checksum, or a local
# path) and declares the build-tool plugin and the two command plugins, whose sources are copied from
# Plugins/. The release workflow publishes it as its own repository (SwiftPM needs a package at a
# repository's root); the tests make one with a local bundle (docs/install.md).
#   scripts/plugins-package.sh DIR --url URL --checksum SUM
#   scripts/plugins-package.sh DIR --path BUNDLE        (BUNDLE relative to DIR, inside it)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${1:?usage: scripts/plugins-package.sh DIR (--url URL --checksum SUM | --path BUNDLE)}"
shift
binary=""
case "${1:-}" in
    --url) binary=".binaryTarget(name: \"mapwright\", url: \"${2:?}\", checksum: \"${4:?}\")" ;;
    --path) binary=".binaryTarget(name: \"mapwright\", path: \"${2:?}\")" ;;
    *) echo "plugins-package: give --url URL --checksum SUM or --path BUNDLE" >&2; exit 2 ;;
esac
mkdir -p "$dir/Plugins"
for plugin in MapwrightBuildToolPlugin MapwrightPlugin MapwrightGeneratePlugin; do
    rm -rf "${dir:?}/Plugins/$plugin"
    mkdir -p "$dir/Plugins/$plugin"
    # -L: the generate plugin's ModelArguments.swift is a link to the read-only plugin's.
    cp -L "$root/Plugins/$plugin/"*.swift "$dir/Plugins/$plugin/"
done
cat >"$dir/Package.swift" <<SWIFT
// swift-tools-version:6.0
// Mapwright's plugins, running the released binary: an app that adds this package compiles neither
// Mapwright nor swift-syntax. Written by scripts/plugins-package.sh.
import PackageDescription

let package = Package(
    name: "MapwrightPlugins",
    products: [
        .plugin(name: "MapwrightBuildToolPlugin", targets: ["MapwrightBuildToolPlugin"]),
        .plugin(name: "MapwrightPlugin", targets: ["MapwrightPlugin"]),
        .plugin(name: "MapwrightGeneratePlugin", targets: ["MapwrightGeneratePlugin"]),
    ],
    targets: [
        $binary,
        .plugin(name: "MapwrightBuildToolPlugin", capability: .buildTool(), dependencies: ["mapwright"]),
        .plugin(
            name: "MapwrightPlugin",
            capability: .command(intent: .custom(verb: "mapwright", description: "Check Core Data model versions with Mapwright")),
            dependencies: ["mapwright"]
        ),
        .plugin(
            name: "MapwrightGeneratePlugin",
            capability: .command(
                intent: .custom(verb: "mapwright-generate", description: "Write mapping models and migration-policy stubs with Mapwright"),
                permissions: [.writeToPackageDirectory(reason: "mapwright generate writes mapping models and policy stubs")]
            ),
            dependencies: ["mapwright"]
        ),
    ]
)
SWIFT
echo "$dir/Package.swift"
