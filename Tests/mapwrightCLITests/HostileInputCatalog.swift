import Foundation

/// The hostile inputs of issue 16, one per row: YAML, XML, configuration and templates.
enum HostileInputCatalog {
    typealias H = HostileInput

    static let yaml: [HostileInput] = [
        .yaml(
            "alias bomb",
            "a: &a [x, x, x, x, x, x, x, x, x]\n"
                + (1...9).map {
                    "\(Character(UnicodeScalar(97 + $0)!)): &\(Character(UnicodeScalar(97 + $0)!)) ["
                        + Array(repeating: "*\(Character(UnicodeScalar(96 + $0)!))", count: 9).joined(separator: ", ")
                        + "]"
                }.joined(separator: "\n") + "\nentities: {}\n",
            codes: ["MW009"]),
        .yaml(
            "10 000 nested lists", String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n",
            codes: ["MW010"]),
        .yaml(
            "10 000 nested mappings",
            (0..<10_000).map { _ in "{a: " }.joined() + "1" + String(repeating: "}", count: 10_000) + "\n",
            codes: ["MW010"]),
        .yamlBytes(
            "a NUL byte", H.utf8("entities:\n  Item:\n    attributes:\n      ti") + [0] + H.utf8("tle: String\n"),
            codes: ["MW003"]),
        .yamlBytes(
            "UTF-16 LE with a byte-order mark", [0xFF, 0xFE] + H.valid.utf8.flatMap { [$0, 0] }, codes: ["MW003"]),
        .yamlBytes("UTF-16 BE without a byte-order mark", H.valid.utf8.flatMap { [0, $0] }, codes: ["MW003"]),
        .yamlBytes(
            "invalid UTF-8", H.utf8("entities:\n  Item") + [0xC3, 0x28] + H.utf8(":\n    attributes: {}\n"),
            codes: ["MW003"]),
        .yamlBytes(
            "overlong UTF-8 slash", H.utf8("entities:\n  Item:\n    className: A") + [0xC0, 0xAF] + H.utf8("B\n"),
            codes: ["MW003"]),
        H(
            name: "UTF-8 byte-order mark (accepted)",
            files: ["M/M.yaml": [0xEF, 0xBB, 0xBF] + H.utf8(H.valid), "M/_manifest.yaml": H.utf8("current: M\n")],
            arguments: H.generate("M"), status: 0, codes: []),
        H(
            name: "CRLF line ends (accepted)", files: H.model(H.valid.replacingOccurrences(of: "\n", with: "\r\n")),
            arguments: H.generate("M"), status: 0, codes: []),
        .yaml(
            "a 100 000-character key", "entities:\n  Item:\n    " + String(repeating: "k", count: 100_000) + ": 1\n",
            codes: ["MW004"]),
        .yaml(
            "a 100 000-character entity name", "entities:\n  " + String(repeating: "é", count: 100_000) + ": {}\n",
            codes: ["MW004"]),
        .yaml(
            "5 000 unknown keys on one line",
            "entities: {Item: {" + (0..<5_000).map { "k\($0): 1" }.joined(separator: ", ") + "}}\n",
            codes: ["MW006"], maximumErrors: 100),
        .yaml(
            "a duplicate key", "entities:\n  Item:\n    attributes:\n      title: String\n      title: Integer 16\n",
            codes: ["MW005"]),
        .yaml("a duplicate entity", "entities:\n  Item: {}\n  Item: {}\n", codes: ["MW005"]),
        .yaml("an unclosed bracket", "entities: [Item\n", codes: ["MW004"]),
        .yaml("a tab for indentation", "entities:\n\tItem: {}\n", codes: ["MW004"]),
        .yaml("two documents", H.valid + "---\n" + H.valid, codes: ["MW015"]),
        .yaml("an undefined alias", "entities:\n  Item:\n    attributes:\n      title: *missing\n", codes: ["MW016"]),
        .yaml("an empty file", "", codes: ["MW002"]),
        .yaml("only comments", "# nothing\n# here\n", codes: ["MW002"]),
        .yaml("a list as the root", "- Item\n", codes: ["MW007"]),
        .yaml("attributes as a list", "entities:\n  Item:\n    attributes: [title]\n", codes: ["MW007"]),
        .yaml(
            "an unknown attribute type", "entities:\n  Item:\n    attributes:\n      title: Strin\n", codes: ["MW008"]),
        .yaml(
            "an unknown delete rule",
            "entities:\n  Item:\n    relationships:\n      parent:\n        destination: Item\n        deleteRule: Explode\n",
            codes: ["MW014"]),
        .yaml("a lowercase entity name", "entities:\n  item: {}\n", codes: ["MW050"]),
        .yaml(
            "a property name with a hyphen", "entities:\n  Item:\n    attributes:\n      ti-tle: String\n",
            codes: ["MW051"]),
        .yaml(
            "an injecting class name", "entities:\n  Item:\n    className: 'P {}; let pwned = 1; class Q'\n",
            codes: ["MW067"]),
        .yaml("an escape sequence in a key", "entities:\n  Item:\n    \"\\e[31mred\": 1\n", codes: ["MW006"]),
        .yaml(
            "a relationship to nothing", "entities:\n  Item:\n    relationships:\n      owner: Nobody?\n",
            codes: ["MW054"]),
        .yaml(
            "an inheritance cycle", "entities:\n  A:\n    parent: B\n  B:\n    parent: A\n", codes: ["MW058"],
            maximumErrors: 2),
        .yaml(
            "minCount -1",
            "entities:\n  Item:\n    relationships:\n      items:\n        destination: Item\n        toMany: true\n        minCount: -1\n",
            codes: ["MW065"]),
        .yaml(
            "minValue above maxValue",
            "entities:\n  Item:\n    attributes:\n      rank:\n        type: Integer 16\n        minValue: 5\n        maxValue: 1\n",
            codes: ["MW065"]),
        .yaml(
            "a Float default of 1e39",
            "entities:\n  Item:\n    attributes:\n      ratio:\n        type: Float\n        defaultValue: 1e39\n",
            codes: ["MW061"]),
        .yaml(
            "an Integer 16 default of 70000",
            "entities:\n  Item:\n    attributes:\n      rank:\n        type: Integer 16\n        defaultValue: 70000\n",
            codes: ["MW061"]),
        H(
            name: "M.yaml beside M.yml",
            files: [
                "M/M.yaml": H.utf8(H.valid), "M/M.yml": H.utf8(H.valid), "M/_manifest.yaml": H.utf8("current: M\n"),
            ],
            arguments: H.generate("M"), codes: ["MW018"]),
        H(
            name: "versions V and v",
            files: [
                "M/V.yaml": H.utf8(H.valid), "M/v.yaml": H.utf8(H.valid), "M/_manifest.yaml": H.utf8("current: V\n"),
            ],
            arguments: H.generate("M"), codes: ["MW018"]),
        H(
            name: "a manifest listing a version twice",
            files: [
                "M/A.yaml": H.utf8(H.valid), "M/B.yaml": H.utf8(H.valid),
                "M/_manifest.yaml": H.utf8("current: B\nversions: [A, A, B]\n"),
            ],
            arguments: H.generate("M"), codes: ["MW018"]),
        H(
            name: "a version named _manifest",
            files: ["M/_manifest.yml": H.utf8(H.valid), "M/_manifest.yaml": H.utf8("current: _manifest\n")],
            arguments: H.generate("M"), codes: ["MW068"]),
        H(
            name: "no manifest", files: ["M/M.yaml": H.utf8(H.valid)], arguments: H.generate("M"), codes: ["MW011"],
            positioned: false),
        H(
            name: "a manifest naming a missing version", files: H.model(H.valid, manifest: "current: N\n"),
            arguments: H.generate("M"), codes: ["MW011"]),
        H(
            name: "a manifest with an unknown key", files: H.model(H.valid, manifest: "current: M\nnext: N\n"),
            arguments: H.generate("M"), codes: ["MW006"]),
        H(
            name: "a manifest alias bomb",
            files: H.model(
                H.valid,
                manifest: "a: &a [x, x, x, x, x, x, x, x, x]\n"
                    + (1...9).map {
                        "l\($0): &l\($0) ["
                            + Array(repeating: $0 == 1 ? "*a" : "*l\($0 - 1)", count: 9).joined(separator: ", ") + "]"
                    }.joined(separator: "\n") + "\ncurrent: M\n"),
            arguments: H.generate("M"), codes: ["MW009"]),
        H(
            name: "a version file linked out of the folder",
            files: ["M/_manifest.yaml": H.utf8("current: M\n"), "secret.yaml": H.utf8("key: [hunter2\n")],
            links: ["M/M.yaml": "../secret.yaml"], arguments: H.generate("M"), codes: ["MW017"], positioned: false),
        H(
            name: "a version file linked to itself", files: ["M/_manifest.yaml": H.utf8("current: M\n")],
            links: ["M/M.yaml": "M.yaml"], arguments: H.generate("M"), codes: ["MW001"], positioned: false),
        H(
            name: "generated stubs Item and ITEM",
            files: [
                "M/M.yaml": H.utf8(
                    "entities:\n  Item:\n    attributes:\n      title: String\n  ITEM:\n    attributes:\n      title: String\n"
                ),
                "M/M 2.yaml": H.utf8(
                    "entities:\n  Item:\n    migrationPolicy: {reason: r, className: ItemPolicy}\n    attributes:\n      title: String\n      note: String?\n  ITEM:\n    migrationPolicy: {reason: r, className: ITEMPOLICY}\n    attributes:\n      title: String\n      note: String?\n"
                ),
                "M/_manifest.yaml": H.utf8("current: M 2\n"),
            ],
            arguments: H.generate("M"), codes: ["MW200"]),
        H(
            name: "policy names Item11ToItem12Policy from two steps",
            files: [
                "M/M.yaml": H.utf8(
                    "entities:\n  Item1:\n    attributes:\n      title: String\n  Item:\n    attributes:\n      title: String\n"
                ),
                "M/M 2.yaml": H.utf8(itemOnePolicy),
                "M/M 11.yaml": H.utf8(itemOnePolicy),
                "M/M 12.yaml": H.utf8(
                    "entities:\n  Item1:\n    attributes:\n      title: String\n      note: String?\n  Item:\n    migrationPolicy: Fill.\n    attributes:\n      title: String\n      note: String?\n"
                ),
                "M/_manifest.yaml": H.utf8("current: M 12\n"),
            ],
            arguments: H.generate("M"), codes: ["MW200"]),
    ]

    /// `Item1` asks for a policy (into `M 2`: `Item11ToItem12Policy`); `Item` does not.
    private static let itemOnePolicy =
        "entities:\n  Item1:\n    migrationPolicy: Fill.\n    attributes:\n      title: String\n      note: String?\n  Item:\n    attributes:\n      title: String\n"

    static let xml: [HostileInput] = [
        .xml(
            "XXE",
            H.utf8(
                "<?xml version=\"1.0\"?>\n<!DOCTYPE model [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n<model>&xxe;</model>\n"
            ), codes: ["MW031"]),
        .xml(
            "billion laughs",
            H.utf8(
                "<?xml version=\"1.0\"?>\n<!DOCTYPE model [<!ENTITY a \"aaaaaaaaaa\">"
                    + (1...9).map {
                        "<!ENTITY a\($0) \"" + String(repeating: $0 == 1 ? "&a;" : "&a\($0 - 1);", count: 10) + "\">"
                    }.joined() + "]>\n<model>&a9;</model>\n"), codes: ["MW031"]),
        .xml("a processing instruction without data", H.utf8("<?pi?><model/>"), codes: ["MW031"]),
        .xml("a non-UTF-8 element name", H.utf8("<model><e") + [0xD9] + H.utf8("/></model>"), codes: ["MW031"]),
        .xml(
            "a non-UTF-8 attribute name", H.utf8("<model>\n<entity n") + [0xD9] + H.utf8("=\"x\"/></model>"),
            codes: ["MW031"]),
        .xml(
            "10 000 levels of nesting",
            H.utf8(
                "<model>" + String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
                    + "</model>"), codes: ["MW031"]),
        .xml("an unclosed element", H.utf8("<model>\n  <entity name=\"Item\">\n</model>\n"), codes: ["MW031"]),
        .xml("an unclosed document", H.utf8("<model>\n  <entity name=\"Item\"/>\n"), codes: ["MW031"]),
        .xml("an empty contents file", [], codes: ["MW031"]),
        .xml("binary contents", [0x00, 0x01, 0x02, 0xFF, 0xFE, 0x7F], codes: ["MW031"]),
        .xml("UTF-16 contents", [0xFF, 0xFE] + H.utf8("<model/>").flatMap { [$0, 0] }, codes: ["MW031"]),
        .xml("a root that is not <model>", H.utf8("<database/>"), codes: ["MW040"]),
        .xml(
            "an unknown attributeType",
            H.utf8(
                "<model>\n  <entity name=\"Item\">\n    <attribute name=\"a\" attributeType=\"Strin\"/>\n  </entity>\n</model>\n"
            ), codes: ["MW037"]),
        .xml("an entity without a name", H.utf8("<model>\n  <entity>\n  </entity>\n</model>\n"), codes: ["MW038"]),
        .xml(
            "an invalid Boolean", H.utf8("<model>\n  <entity name=\"Item\" isAbstract=\"maybe\"/>\n</model>\n"),
            codes: ["MW037"]),
        .xml(
            "a negative minCount",
            H.utf8(
                "<model>\n  <entity name=\"Item\">\n    <relationship name=\"r\" destinationEntity=\"Item\" toMany=\"YES\" minCount=\"-1\"/>\n  </entity>\n</model>\n"
            ), codes: ["MW037"]),
        .xml(
            "an injecting entity name",
            H.utf8("<model>\n  <entity name=\"A&quot;/&gt;&lt;evil x=&quot;\"/>\n</model>\n"), codes: ["MW050"]),
        .xml(
            "a Float default of 1e39 in XML",
            H.utf8(
                "<model>\n  <entity name=\"Item\">\n    <attribute name=\"a\" attributeType=\"Float\" defaultValueString=\"1e39\"/>\n  </entity>\n</model>\n"
            ), codes: ["MW061"]),
        HostileInput(
            name: "a version folder named _manifest",
            files: [
                "M.xcdatamodeld/_manifest.xcdatamodel/contents": H.utf8(
                    "<model>\n  <entity name=\"Item\"/>\n</model>\n")
            ],
            arguments: H.generate("M.xcdatamodeld"), codes: ["MW068"]),
        HostileInput(
            name: "a contents file linked out of the bundle", files: ["secret.txt": H.utf8("<model")],
            links: ["M.xcdatamodeld/M.xcdatamodel/contents": "../../secret.txt"],
            arguments: H.generate("M.xcdatamodeld"), codes: ["MW017"],
            positioned: false),
        HostileInput(
            name: ".xccurrentversion not XML",
            files: [
                "M.xcdatamodeld/M.xcdatamodel/contents": H.utf8("<model>\n  <entity name=\"Item\"/>\n</model>\n"),
                "M.xcdatamodeld/.xccurrentversion": H.utf8("<plist"),
            ],
            arguments: H.generate("M.xcdatamodeld"), codes: ["MW033"]),
    ]

    static let configuration: [HostileInput] = [
        .configuration("a configuration of the wrong type", "failOn: [1, 2]\n", codes: ["MW431"]),
        .configuration("an unknown configuration key", "failsOn: error\n", codes: ["MW430"]),
        .configuration("a configuration that is a list", "- failOn\n", codes: ["MW431"]),
        .configuration("a configuration syntax error", "failOn: [error\n", codes: ["MW004"]),
        .configuration(
            "a configuration alias bomb",
            "a: &a [x, x, x, x, x, x, x, x, x]\n"
                + (1...9).map {
                    "l\($0): &l\($0) ["
                        + Array(repeating: $0 == 1 ? "*a" : "*l\($0 - 1)", count: 9).joined(separator: ", ") + "]"
                }.joined(separator: "\n") + "\n", codes: ["MW009"]),
        .configuration("an unknown rule setting", "rules:\n  MW121: loud\n", codes: ["MW431"]),
        HostileInput(
            name: "a configuration linked out of the project",
            files: H.model(H.valid).merging(["../outside.yml": H.utf8("failOn: [hunter2\n")]) { a, _ in a },
            links: ["mapwright.yml": "../outside.yml"], arguments: ["check", "M"], codes: ["MW017"], positioned: false),
    ]

    static let templates: [HostileInput] = [
        .template("a template that includes itself", "x{% include \"policy.swift.stencil\" %}", codes: ["MW202"]),
        .template("an unclosed tag", "{% if className %}\nfinal class {{ className }} {}\n", codes: ["MW202"]),
        .template("an unknown filter", "{{ className|explode }}", codes: ["MW202"]),
        HostileInput(
            name: "a variable tag never closed",
            files: H.stepWithPolicy.merging([
                "tpl/policy.swift.stencil": H.utf8("// stub\nfinal class {{ className {}\n")
            ]) { a, _ in a },
            arguments: H.generate("M") + ["--templates", "tpl"], codes: ["MW202"]),
        HostileInput(
            name: "a block tag never closed",
            files: H.stepWithPolicy.merging(["tpl/policy.swift.stencil": H.utf8("{% if className\nfinal class X {}\n")])
            { a, _ in a },
            arguments: H.generate("M") + ["--templates", "tpl"], codes: ["MW202"]),
        .template("an unknown tag", "{% explode %}", codes: ["MW202"]),
        HostileInput(
            name: "a template that is not UTF-8",
            files: H.stepWithPolicy.merging(["tpl/policy.swift.stencil": [0xFF, 0xFE, 0x00]]) { a, _ in a },
            arguments: H.generate("M") + ["--templates", "tpl"], codes: ["MW202"], positioned: false),
        HostileInput(
            name: "a template linked out of the folder",
            files: H.stepWithPolicy.merging(["secret.txt": H.utf8("hunter2")]) { a, _ in a },
            links: ["tpl/policy.swift.stencil": "../secret.txt"], arguments: H.generate("M") + ["--templates", "tpl"],
            codes: ["MW017"],
            positioned: false),
    ]

    static let all = yaml + xml + configuration + templates + valuesAndOutputs

    /// The catalog by category, for the counts in docs/reliability.md.
    static let categories: [(name: String, inputs: [HostileInput])] = [
        ("YAML", yaml), ("Xcode XML", xml), ("configuration", configuration), ("templates", templates),
        ("values, outputs, names, strict XML, time", valuesAndOutputs),
    ]
}
