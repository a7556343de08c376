// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Mapwright",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "mapwright", targets: ["mapwright"]),
        .library(name: "MapwrightCore", targets: ["MapwrightCore"]),
        .plugin(name: "MapwrightPlugin", targets: ["MapwrightPlugin"]),
        .plugin(name: "MapwrightGeneratePlugin", targets: ["MapwrightGeneratePlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
    ],
    targets: [
        // The system libyaml, reached through pkg-config `yaml-0.1`.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Model types, source locations and diagnostics: the contract every stage shares.
        .target(name: "MapwrightModel"),
        // Parse stage for YAML model folders.
        .target(name: "MapwrightYAML", dependencies: ["CYAML", "MapwrightModel"]),
        // Parse and render stages for Xcode `.xcdatamodeld` bundles.
        .target(name: "MapwrightXcode", dependencies: ["MapwrightModel"]),
        // Translate stage: version hashes, diff, migration verdicts and findings.
        .target(
            name: "MapwrightAnalysis",
            dependencies: ["MapwrightModel", .product(name: "Crypto", package: "swift-crypto")]
        ),
        // Render stage: mapping models and migration-policy stubs.
        .target(
            name: "MapwrightGenerate",
            dependencies: [
                "MapwrightModel", "MapwrightAnalysis", "MapwrightXcode", "MapwrightYAML", "Stencil",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // Reporters, configuration and the lock of released versions.
        .target(
            name: "MapwrightReport", dependencies: ["MapwrightModel", "MapwrightYAML", "MapwrightAnalysis", "MapwrightGenerate"]
        ),
        // The library users and the CLI import: loading by path plus every stage above.
        .target(
            name: "MapwrightCore",
            dependencies: [
                "MapwrightModel", "MapwrightYAML", "MapwrightXcode",
                "MapwrightAnalysis", "MapwrightGenerate", "MapwrightReport",
            ]
        ),
        .executableTarget(
            name: "mapwright",
            dependencies: ["MapwrightCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // `swift package mapwright check …`: read-only commands.
        .plugin(
            name: "MapwrightPlugin",
            capability: .command(
                intent: .custom(verb: "mapwright", description: "Check Core Data model versions with Mapwright")
            ),
            dependencies: ["mapwright"]
        ),
        // `swift package mapwright-generate …`: the one command that writes, so the one that asks to.
        .plugin(
            name: "MapwrightGeneratePlugin",
            capability: .command(
                intent: .custom(
                    verb: "mapwright-generate",
                    description: "Write mapping models and migration-policy stubs with Mapwright"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "mapwright generate writes mapping models and policy stubs")
                ]
            ),
            dependencies: ["mapwright"]
        ),
        .testTarget(name: "MapwrightModelTests", dependencies: ["MapwrightModel"]),
        .testTarget(name: "MapwrightYAMLTests", dependencies: ["MapwrightCore"], exclude: ["Fixtures"]),
        .testTarget(name: "MapwrightXcodeTests", dependencies: ["MapwrightCore"], exclude: ["Fixtures"]),
        .testTarget(name: "MapwrightAnalysisTests", dependencies: ["MapwrightCore"], exclude: ["Fixtures"]),
        .testTarget(name: "MapwrightGenerateTests", dependencies: ["MapwrightCore"], exclude: ["Fixtures"]),
        .testTarget(name: "MapwrightReportTests", dependencies: ["MapwrightCore"], exclude: ["Fixtures"]),
        .testTarget(name: "mapwrightCLITests", dependencies: ["mapwright"], exclude: ["Fixtures"]),
    ]
)
