import MapwrightDiagnostics
import MapwrightModel
import MapwrightReport
import MapwrightReportModel
import Testing

@testable import MapwrightCore

/// The version list as a whole: the current version is the newest, `versions:` of mapwright.yml gives
/// the order of a model whose names do not sort in it, and an unreadable version is reported once.
@Suite struct VersionListTests {
    static func version(_ name: String, _ attributes: [String]) -> DataModel {
        DataModel(
            name: name,
            entities: [
                Entity(
                    name: "Item", attributes: attributes.map { Attribute(name: $0, type: .string, isOptional: true) })
            ])
    }

    /// Renamed versions: by name `Folio v1.4` sorts before `Partner 5`, but it was made after it.
    static let history = ModelHistory(
        name: "Art",
        versions: [
            version("Folio v1.4", ["a", "b", "c"]), version("Partner 5", ["a"]), version("Partner 6", ["a", "b"]),
        ],
        currentVersionName: "Folio v1.4", origin: "Art.xcdatamodeld")

    /// The report stage of a pipeline configured with `orders`, for the model `history` read from `path`.
    static func report(
        _ history: ModelHistory = Self.history, path: String, orders: [String: [String]] = [:]
    ) -> ModelReport {
        let pipeline = Pipeline(
            configuration: ProjectConfiguration(baseDirectory: ".", versionOrders: orders), workingDirectory: "/project"
        )
        return pipeline.report(pipeline.analyze(pipeline.modelHistory(history, path: path)!))
    }

    /// `.xccurrentversion` decides the newest version of an Xcode bundle: its names say nothing against it.
    @Test func currentVersionOfABundleIsLast() {
        let report = Self.report(path: "Art.xcdatamodeld")
        #expect(
            report.steps.filter { !$0.isDirect }.map(\.title) == ["Partner 5 → Partner 6", "Partner 6 → Folio v1.4"])
        #expect(!report.projectFindings.contains { $0.code == "MW451" })
    }

    /// An order `mapwright.yml` gives is followed: one putting a version after the current one contradicts it.
    @Test func currentVersionThatIsNotTheNewestIsReported() {
        let report = Self.report(
            path: "Art.xcdatamodeld", orders: ["Art.xcdatamodeld": ["Partner 5", "Folio v1.4", "Partner 6"]])
        let finding = report.projectFindings.first { $0.code == "MW451" }
        #expect(
            finding?.message
                == "Art: the current version is `Folio v1.4`, but `Partner 6` is newer; the versions after the current one are not part of the shipped history, and their steps are reported as history"
        )
        #expect(finding?.severity == .warning)
    }

    @Test func configuredOrderIsFollowed() {
        let report = Self.report(
            path: "./Art.xcdatamodeld/", orders: ["Art.xcdatamodeld": ["Partner 5", "Partner 6", "Folio v1.4"]])
        #expect(
            report.steps.filter { !$0.isDirect }.map(\.title) == ["Partner 5 → Partner 6", "Partner 6 → Folio v1.4"])
        #expect(report.steps.allSatisfy { $0.analysis.migration == .lightweight })
        #expect(!report.projectFindings.contains { $0.code == "MW451" })
    }

    /// A configuration error like any other: the model is not checked (exit status 2), and the message
    /// points at the list.
    @Test func configuredOrderMustListEveryVersionOnce() {
        var configuration = ProjectConfiguration(
            baseDirectory: ".", versionOrders: ["Art.xcdatamodeld": ["Partner 5", "Folio v1.4"]])
        configuration.versionOrderLocations = [
            "Art.xcdatamodeld": SourceLocation(file: "mapwright.yml", line: 3, column: 5)
        ]
        let pipeline = Pipeline(configuration: configuration, workingDirectory: "/project")
        #expect(pipeline.modelHistory(Self.history, path: "Art.xcdatamodeld") == nil)
        let finding = pipeline.diagnostics.diagnostics.first
        #expect(finding?.code == "MW431" && finding?.severity == .error)
        #expect(
            finding?.message
                == "`versions` for Art.xcdatamodeld must list every version of Art once: `Folio v1.4`, `Partner 5`, `Partner 6`"
        )
        #expect(finding?.location == SourceLocation(file: "mapwright.yml", line: 3, column: 5))
    }

    @Test func unreadableVersionIsReportedWithTheStepsLeftOut() {
        var history = Self.history
        history.versions.remove(at: 1)
        history.versionOrder = ["Folio v1.4", "Partner 5", "Partner 6"]
        history.currentVersionName = "Partner 6"
        let report = Self.report(history, path: "Art.xcdatamodeld")
        #expect(
            report.projectFindings.map(\.message) == [
                "Art: version `Partner 5` cannot be read: Folio v1.4 → Partner 5, Partner 5 → Partner 6 not analysed"
            ])
        #expect(report.steps.map(\.title) == ["Folio v1.4 → Partner 6"])
    }
}

extension VersionListTests {
    @Test(
        arguments: [
            (["A", "B", "C"], ["A": 1, "B": 2, "C": 3], nil),
            (["A", "B", "C"], ["A": 1, "B": 1, "C": 1], nil),
            (
                ["Folio v1.4", "Partner 5", "Partner 6"], ["Folio v1.4": 30, "Partner 5": 10, "Partner 6": 20],
                "Folio v1.4 Partner 5"
            ),
            (["A", "B"], ["A": Int.max, "B": 5], "A B"),
        ] as [([String], [String: Int], String?)])
    func orderByNameAgainstOrderByHistory(order: [String], times: [String: Int], expected: String?) {
        let found = VersionHistoryOrder.disagreement(order: order, addedTimes: times).map { "\($0.0) \($0.1)" }
        #expect(found == expected)
    }

    /// MW451 for a current version before the end of the order, unless git added every later version before
    /// it (then the order is wrong: MW452); versions committed together, or without git, say nothing of it.
    @Test(
        arguments: [
            (nil, ["MW451"]), (["Folio v1.4": 5, "Partner 5": 5, "Partner 6": 5], ["MW451"]),
            (["Folio v1.4": 5, "Partner 5": 9, "Partner 6": 5], ["MW451"]),
            (["Folio v1.4": 30, "Partner 5": 10, "Partner 6": 20], []),
        ] as [([String: Int]?, [String])])
    func currentVersionBeforeTheEnd(times: [String: Int]?, codes: [String]) {
        let findings = ProjectFindings(
            pipeline: Pipeline(configuration: ProjectConfiguration(baseDirectory: "."), workingDirectory: "/project")
        ).currentVersionFindings(Self.history, addedTimes: times)
        #expect(findings.map(\.code) == codes)
    }

    @Test func historyOrderFindingNamesThePair() {
        let findings = ProjectFindings(
            pipeline: Pipeline(configuration: ProjectConfiguration(baseDirectory: "."), workingDirectory: "/project")
        ).historyOrderFindings(
            Self.history, addedTimes: ["Folio v1.4": 30, "Partner 5": 10, "Partner 6": 20],
            orderSource: .code(SourceLocation(file: "App/Migrator.swift", line: 3, column: 20)))
        #expect(
            findings.map(\.message) == [
                "Art: `Folio v1.4` comes before `Partner 5` in the version order of the app's code (App/Migrator.swift:3:20), but `Partner 5` was added to git first"
            ])
        #expect(findings.map(\.severity) == [.warning])
    }
}
