// swift-tools-version:6.0
// An app that checks its model at every build with Mapwright's build-tool plugin, from the artifact bundle
// (scripts/test-artifactbundle.sh puts the plugins package beside it).
import PackageDescription

let package = Package(
    name: "ShopApp",
    dependencies: [.package(path: "../MapwrightPlugins")],
    targets: [
        .executableTarget(
            name: "ShopApp",
            resources: [.copy("Schemas")],
            plugins: [.plugin(name: "MapwrightBuildToolPlugin", package: "MapwrightPlugins")]
        ),
    ]
)
