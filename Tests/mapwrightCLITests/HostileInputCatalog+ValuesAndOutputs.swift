import Foundation

/// Hostile values, outputs and names: values pasted into code, outputs that are not
/// regular files, configuration reaching outside the project, names in every reader, strict XML and
/// structures built to take quadratic time.
extension HostileInputCatalog {
    static let valuesAndOutputs: [HostileInput] = [
        // Values parsed whole, never pasted.
        .yaml(
            "a NUL inside a Decimal default",
            "entities:\n  Item:\n    attributes:\n      price:\n        type: Decimal\n        defaultValue: \"1\\0\\\") }; print(\\\"pwned\\\"); do { _ = (\\\"\"\n",
            codes: ["MW061"]),
        .yaml(
            "trailing bytes after a Double default",
            "entities:\n  Item:\n    attributes:\n      ratio:\n        type: Double\n        defaultValue: \"1; evil()\"\n",
            codes: ["MW061"]),
        .yaml(
            "a Date default that is not a number",
            "entities:\n  Item:\n    attributes:\n      at:\n        type: Date\n        defaultValue: \"0x1p3\"\n",
            codes: ["MW061"]),
        H(
            name: "a mapping policy name that injects code",
            files: H.stepWithPolicy.merging([
                "M/M to M 2.mapping.yaml": H.utf8(mapping(policy: "'A}; import Foundation; func evil(){}; class B{'"))
            ]) { a, _ in a },
            arguments: H.generate("M"), codes: ["MW067"]),
        H(
            name: "a mapping policy name that is a path",
            files: H.stepWithPolicy.merging([
                "M/M to M 2.mapping.yaml": H.utf8(mapping(policy: "../../../tmp/evil"))
            ]) { a, _ in a },
            arguments: H.generate("M"), codes: ["MW067"]),
        // Names in every reader.
        H(
            name: "a bidi override in a version name",
            files: ["M/M\u{202E}lmx.yaml": H.utf8(H.valid), "M/_manifest.yaml": H.utf8("current: M\u{202E}lmx\n")],
            arguments: H.generate("M"), codes: ["MW068"]),
        H(
            name: "a SwiftData class name holding a bidi override",
            files: ["Sources/Schema.swift": H.utf8(swiftDataSchema(className: "Ite\u{202E}m"))],
            arguments: ["check", "Sources"], codes: ["MW050"]),
        H(
            name: "a SwiftData property named by a raw identifier",
            files: ["Sources/Schema.swift": H.utf8(swiftDataSchema(className: "Item", property: "`two words`"))],
            arguments: ["check", "Sources"], codes: ["MW051"]),
        // Strict XML.
        .xml(
            "trailing garbage after the root", H.utf8("<model>\n  <entity name=\"Item\"/>\n</model>\njunk"),
            codes: ["MW031"]),
        .xml(
            "a second root element", H.utf8("<model>\n  <entity name=\"Item\"/>\n</model>\n<model/>\n"),
            codes: ["MW031"]),
        // Outputs that are not regular files in the project.
        H(
            name: "a report written through a link to standard output", files: H.model(H.valid),
            links: ["r.html": "/proc/self/fd/1"],
            arguments: ["report", "M", "--output", "r.html"], codes: [], positioned: false),
        H(
            name: "a baseline written through a link out of the project",
            files: H.model(H.valid).merging(["../outside.json": H.utf8("{}\n")]) { a, _ in a },
            links: ["baseline.json": "../outside.json"],
            arguments: ["check", "M", "--write-baseline", "baseline.json"], codes: [], positioned: false),
        H(
            name: "a lock written through a link to a device", files: H.model(H.valid),
            links: ["M.mapwright.lock": "/dev/null"],
            arguments: ["lock", "M"], codes: [], positioned: false),
        H(
            name: "generate into an empty output path", files: H.model(H.valid),
            arguments: ["generate", "M", "--output", ""], codes: [], positioned: false),
        // Configuration that reaches outside the project.
        .configuration("models: naming a file outside the project", "models: [../secret.txt]\n", codes: ["MW431"]),
        .configuration("models: naming /etc/passwd", "models: [/etc/passwd]\n", codes: ["MW431"]),
        .configuration("models: naming the environment", "models: [/proc/self/environ]\n", codes: ["MW431"]),
        .configuration("a versions: list missing a version", "versions:\n  M: [N]\n", codes: ["MW431"]),
        // Structures that took quadratic time.
        .yaml(
            "a parent chain of 5 000 entities",
            "entities:\n" + (0..<5_000).map { "  E\($0):\n" + ($0 > 0 ? "    parent: E\($0 - 1)\n" : "") }.joined(),
            codes: ["MW069"]),
        .yaml(
            "a parent cycle of 5 000 entities",
            "entities:\n" + (0..<5_000).map { "  E\($0): {parent: E\(($0 + 1) % 5_000)}\n" }.joined(),
            codes: ["MW058"], maximumErrors: 100),
        .yaml(
            "32 000 errors",
            "entities:\n  Item:\n    attributes:\n" + (0..<32_000).map { "      a\($0): Bogus\n" }.joined(),
            codes: ["MW008"], maximumErrors: 100),
    ]

    /// A hand-written mapping model of `M` → `M 2` naming `policy` for `Item`.
    private static func mapping(policy: String) -> String {
        "source: M\ndestination: M 2\nentityMappings:\n  - source: Item\n    destination: Item\n    policy: \(policy)\n"
    }

    /// A schema set with one model class, as a SwiftData app declares it.
    private static func swiftDataSchema(className: String, property: String = "title") -> String {
        """
        import SwiftData

        enum SchemaV1: VersionedSchema {
            static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
            static var models: [any PersistentModel.Type] { [\(className).self] }

            @Model final class \(className) {
                var \(property): String = ""
                init() {}
            }
        }

        """
    }
}
