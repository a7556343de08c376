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
        .plugin(name: "MapwrightBuildToolPlugin", targets: ["MapwrightBuildToolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
    ],
    targets: [
        // The system libyaml, reached through pkg-config `yaml-0.1`.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The system libxml2, reached through pkg-config `libxml-2.0`: the Xcode reader's XML parser.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // The system SQLite, reached through pkg-config `sqlite3`: the reader of Core Data stores.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // The system zlib, reached through pkg-config `zlib`: a store's model cache is deflated.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // Source locations, diagnostics and their collectors, and the rules they cite: what every stage says.
        .target(name: "MapwrightDiagnostics"),
        // What is no model: crash-safe file writing, folder confinement, escapers, byte and name searches,
        // `concurrentMap`, the terminal rendering of diagnostics.
        .target(name: "MapwrightSupport", dependencies: ["MapwrightDiagnostics"]),
        // The model: versions, entities, attributes, relationships, the history, the shipped mapping models, and
        // the `ModelReader` protocol every reader conforms to.
        .target(name: "MapwrightModel", dependencies: ["MapwrightDiagnostics", "MapwrightSupport"]),
        // The validator: Core Data's rules on a valid model, run on every version a reader reads.
        .target(
            name: "MapwrightValidation", dependencies: ["MapwrightDiagnostics", "MapwrightSupport", "MapwrightModel"]),
        // Parse stage for YAML model folders.
        .target(
            name: "MapwrightYAML",
            dependencies: ["CYAML", "MapwrightDiagnostics", "MapwrightSupport", "MapwrightModel", "MapwrightValidation"]
        ),
        // Parse and render stages for Xcode `.xcdatamodeld` bundles.
        .target(
            name: "MapwrightXcode",
            dependencies: [
                "CLibXML2", "MapwrightDiagnostics", "MapwrightSupport", "MapwrightModel", "MapwrightValidation",
            ]
        ),
        // Translate stage: version hashes, diff, migration verdicts and findings.
        .target(
            name: "MapwrightAnalysis",
            dependencies: [
                "MapwrightDiagnostics", "MapwrightSupport", "MapwrightModel",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // Render stage: mapping models and migration-policy stubs.
        .target(
            name: "MapwrightGenerate",
            dependencies: [
                "MapwrightDiagnostics", "MapwrightSupport", "MapwrightModel", "MapwrightAnalysis", "Stencil",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // Parse and render stages for SwiftData sources: `VersionedSchema` enums, `@Model` classes and the
        // `SchemaMigrationPlan`, read with swift-syntax (no compilation), and written from YAML versions.
        .target(
            name: "MapwrightSwiftData",
            dependencies: [
                "MapwrightDiagnostics", "MapwrightSupport", "MapwrightModel", "MapwrightValidation",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Core Data SQLite stores (and SwiftData's): metadata, model cache, layout, version and the data checks
        // of the store's migration path, read from a private copy or an immutable open (never written).
        .target(
            name: "MapwrightStore",
            dependencies: [
                "CSQLite", "CZlib", "MapwrightDiagnostics", "MapwrightModel", "MapwrightXcode",
                "MapwrightAnalysis",
            ]
        ),
        // The report model every reporter renders (`CheckReport`, `ModelReport`, the rules' help) and the
        // `Reporter` protocol.
        .target(
            name: "MapwrightReportModel", dependencies: ["MapwrightDiagnostics", "MapwrightModel", "MapwrightAnalysis"]),
        // Render stage for `mapwright report` and the `html` reporter: one self-contained HTML page with an
        // SVG diagram per step.
        .target(
            name: "MapwrightHTML",
            dependencies: [
                "MapwrightDiagnostics", "MapwrightSupport", "MapwrightModel", "MapwrightAnalysis", "MapwrightReportModel",
                "Plot",
            ]),
        // Render stage for reports: a `CheckReport` to text (xcode, json, sarif, github, markdown, …), and the
        // registry of every reporter, the HTML one included.
        .target(
            name: "MapwrightReport",
            dependencies: [
                "MapwrightDiagnostics", "MapwrightSupport", "MapwrightModel", "MapwrightAnalysis", "MapwrightReportModel",
                "MapwrightHTML",
            ]),
        // The application: the pipeline that wires the stages (load → history → analysis → artifacts →
        // report → render), configuration, the lock of released versions, suppression, the rule registry.
        .target(
            name: "MapwrightCore",
            dependencies: [
                "MapwrightDiagnostics", "MapwrightSupport", "MapwrightModel", "MapwrightValidation", "MapwrightYAML",
                "MapwrightXcode", "MapwrightSwiftData", "MapwrightAnalysis", "MapwrightGenerate", "MapwrightReportModel",
                "MapwrightReport", "MapwrightHTML", "MapwrightStore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "mapwright",
            dependencies: [
                "MapwrightCore", "MapwrightSwiftData",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `mapwright check` on the target's models at every build, its findings as the build's diagnostics.
        .plugin(name: "MapwrightBuildToolPlugin", capability: .buildTool(), dependencies: ["mapwright"]),
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
        // Helpers every test target shares: the golden-file harness and temporary folders.
        .target(
            name: "MapwrightTestSupport", dependencies: ["MapwrightDiagnostics", "CLibXML2"],
            path: "Tests/MapwrightTestSupport"),
        // Each test target depends on the module it tests (and the readers that build its inputs), so a
        // layering break fails to compile.
        .testTarget(name: "MapwrightModelTests", dependencies: ["MapwrightModel"]),
        // The validator's rules stand in as sample rules in the diagnostics' and support's tests.
        .testTarget(
            name: "MapwrightDiagnosticsTests",
            dependencies: ["MapwrightDiagnostics", "MapwrightValidation", "MapwrightTestSupport"]),
        .testTarget(
            name: "MapwrightSupportTests", dependencies: ["MapwrightSupport", "MapwrightValidation", "MapwrightTestSupport"]
        ),
        .testTarget(name: "MapwrightValidationTests", dependencies: ["MapwrightModel", "MapwrightValidation"]),
        .testTarget(
            name: "MapwrightYAMLTests", dependencies: ["MapwrightYAML", "MapwrightTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "MapwrightXcodeTests",
            dependencies: [
                "MapwrightXcode", "MapwrightYAML", "MapwrightAnalysis", "MapwrightCore", "MapwrightTestSupport",
            ],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "MapwrightAnalysisTests",
            dependencies: ["MapwrightAnalysis", "MapwrightYAML", "MapwrightXcode", "MapwrightTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "MapwrightGenerateTests",
            dependencies: ["MapwrightGenerate", "MapwrightYAML", "MapwrightXcode", "MapwrightTestSupport"],
            exclude: ["Fixtures"]),
        // The SwiftData reader, plan lint and writer; the pipeline builds the verdicts they take, and the
        // generated sources are type-checked against the stand-in `SwiftData` module in `Fixtures`.
        .testTarget(
            name: "MapwrightSwiftDataTests",
            dependencies: ["MapwrightSwiftData", "MapwrightYAML", "MapwrightCore", "MapwrightTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "MapwrightHTMLTests",
            dependencies: [
                "MapwrightHTML", "MapwrightYAML", "MapwrightXcode", "MapwrightAnalysis", "MapwrightTestSupport",
            ],
            exclude: ["Fixtures"]),
        // The pipeline end to end: configuration, lock, suppression, the report stage and every reporter.
        .testTarget(
            name: "MapwrightCoreTests", dependencies: ["MapwrightCore", "MapwrightTestSupport"], exclude: ["Fixtures"]),
        // Stores built by the tests per the documented layout, and real stores when the tests find them.
        .testTarget(
            name: "MapwrightStoreTests",
            dependencies: [
                "MapwrightStore", "CSQLite", "CZlib", "MapwrightCore", "MapwrightGenerate", "MapwrightYAML",
                "MapwrightXcode", "MapwrightTestSupport",
            ]),
        .testTarget(
            name: "mapwrightCLITests", dependencies: ["mapwright", "MapwrightTestSupport"], exclude: ["Fixtures"]),
    ]
)

// Fuzz targets, one per reader and a round trip: declared only for `scripts/fuzz`, which sets
// MAPWRIGHT_FUZZ and builds them with `-sanitize=fuzzer` in a build folder of their own, so `swift build`
// and `swift test` never see them.
if Context.environment["MAPWRIGHT_FUZZ"] != nil {
    package.targets += [
        .target(name: "CFuzzDriver", path: "Fuzz/CFuzzDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzDriver"], path: "Fuzz/FuzzSupport"),
        .executableTarget(
            name: "FuzzYAMLVersion", dependencies: ["FuzzSupport", "MapwrightYAML"], path: "Fuzz/FuzzYAMLVersion"),
        .executableTarget(
            name: "FuzzConfiguration", dependencies: ["FuzzSupport", "MapwrightCore"], path: "Fuzz/FuzzConfiguration"),
        .executableTarget(
            name: "FuzzXcodeContents", dependencies: ["FuzzSupport", "MapwrightXcode"], path: "Fuzz/FuzzXcodeContents"),
        .executableTarget(
            name: "FuzzCurrentVersion", dependencies: ["FuzzSupport", "MapwrightXcode"], path: "Fuzz/FuzzCurrentVersion"
        ),
        .executableTarget(
            name: "FuzzMappingModel", dependencies: ["FuzzSupport", "MapwrightXcode"], path: "Fuzz/FuzzMappingModel"),
        .executableTarget(
            name: "FuzzSwiftData", dependencies: ["FuzzSupport", "MapwrightSwiftData"], path: "Fuzz/FuzzSwiftData"),
        .executableTarget(
            name: "FuzzRoundTrip", dependencies: ["FuzzSupport", "MapwrightYAML", "MapwrightXcode"],
            path: "Fuzz/FuzzRoundTrip"),
    ]
}

// A per-stage benchmark (read, hash, analyse, JSON) over the modules `check` runs, without the command line:
// declared only for `scripts/bench-stages`, which sets MAPWRIGHT_BENCH and builds it in a folder of its own.
if Context.environment["MAPWRIGHT_BENCH"] != nil {
    package.targets += [
        .executableTarget(
            name: "mapwright-stages",
            dependencies: [
                "MapwrightYAML", "MapwrightXcode", "MapwrightAnalysis", "MapwrightReportModel", "MapwrightReport",
            ],
            path: "Benchmarks/Stages")
    ]
}
